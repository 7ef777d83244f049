// Business settings (spec 2 §2, §5) and social proof widget settings (spec 3 §5).
// engine-independent: reads and writes through Drizzle query builders one request at a time; validation answers before any statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { industries, industryCategories } from '../../server/db/schema';
import { offerCast } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => { t = await buildTestApp(); cast = await offerCast(t.app); });
afterAll(async () => { await t.close(); });

const put = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
const all = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/settings/all', headers })).json();

describe('settings', () => {
  it('saves social defaults with # and @ and checks the Facebook review URL', async () => {
    const body = { default_hashtags: [' pizza ', '#nyc'], default_instagram_mentions: ['tonys'], default_facebook_mentions: ['@tonysfb'], facebook_review_url: null };
    expect((await put('/api/settings/socialDefaults', cast.owner, body)).statusCode).toBe(200);
    expect((await all(cast.owner)).social).toEqual({ ...body, default_hashtags: ['#pizza', '#nyc'], default_instagram_mentions: ['@tonys'], default_facebook_mentions: ['@tonysfb'] });
    const bad = await put('/api/settings/socialDefaults', cast.owner, { ...body, facebook_review_url: 'https://google.com/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Validation failed please check your entries', fields: { facebook_review_url: 'URL must be a valid Facebook Review URL' } });
    expect((await put('/api/settings/socialDefaults', cast.owner, { ...body, facebook_review_url: 'https://www.facebook.com/tonys/reviews' })).statusCode).toBe(200);
  });

  it('stores value settings in dollars and refuses non-amounts', async () => {
    const body = { post_marketing_value: '12.50', review_marketing_value: '3', average_ticket_value: null };
    expect((await put('/api/settings/businessValue', cast.owner, body)).statusCode).toBe(200);
    expect((await all(cast.owner)).value).toEqual({ post_marketing_value: '12.50', review_marketing_value: '3.00', average_ticket_value: null });
    expect((await put('/api/settings/businessValue', cast.owner, { ...body, review_marketing_value: '-1' })).statusCode).toBe(400);
  });

  it('refuses a dollar value above $100,000.00 with 400 naming the field, not a 500 from int4 cents (issue 18 defect 6)', async () => {
    const body = { post_marketing_value: '12.50', review_marketing_value: '3.00', average_ticket_value: null };
    expect((await put('/api/settings/businessValue', cast.owner, body)).statusCode).toBe(200);
    for (const key of ['post_marketing_value', 'review_marketing_value', 'average_ticket_value'] as const) {
      for (const amount of ['21474836.48', '21474836.47', '100000.01', '99999999999999999999']) {
        const res = await put('/api/settings/businessValue', cast.owner, { ...body, [key]: amount });
        expect(res.statusCode, `${key} ${amount}`).toBe(400);
        expect(res.json(), `${key} ${amount}`).toEqual({ error: 'Validation failed please check your entries', fields: { [key]: 'Must be $100,000.00 or less' } });
      }
    }
    expect((await all(cast.owner)).value).toEqual(body);
    const most = { post_marketing_value: '100000.00', review_marketing_value: '100000', average_ticket_value: '99999.99' };
    expect((await put('/api/settings/businessValue', cast.owner, most)).statusCode).toBe(200);
    expect((await all(cast.owner)).value).toEqual({ ...most, review_marketing_value: '100000.00' });
  });

  it('business settings are admin only and need brand, title and sub-industry', async () => {
    const [ind] = await t.app.db.insert(industries).values({ title: 'Food' }).returning();
    const [cat] = await t.app.db.insert(industryCategories).values({ industryId: ind.id, title: 'Pizza' }).returning();
    const body = { brand: 'Tony', title: "Tony's", logo_url: null, industryCategoryId: cat.id };
    expect((await put('/api/settings/business', cast.owner, body)).statusCode).toBe(403);
    expect((await put('/api/settings/business', cast.admin, body)).statusCode).toBe(200);
    expect((await all(cast.admin)).business).toEqual({ ...body, chargebee_customer_id: null });
    // The Chargebee customer billing control charges (issue 17): admins only, kept when the field is left out.
    expect((await put('/api/settings/business', cast.admin, { ...body, chargebee_customer_id: ' cust_42 ' })).statusCode).toBe(200);
    expect((await all(cast.admin)).business).toMatchObject({ chargebee_customer_id: 'cust_42' });
    expect((await all(cast.owner)).business).not.toHaveProperty('chargebee_customer_id');
    expect((await put('/api/settings/business', cast.admin, body)).statusCode).toBe(200);
    expect((await all(cast.admin)).business).toMatchObject({ chargebee_customer_id: 'cust_42' });
    const bad = await put('/api/settings/business', cast.admin, { ...body, brand: ' ', industryCategoryId: null });
    expect(bad.json().fields).toEqual({ brand: 'Required', industryCategoryId: 'Required' });
  });

  it('social proof widget settings are admin only with the spec 3 rules', async () => {
    const body = { verified_by_name: 'Sway', verified_by_icon: 'https://x.example.com/i.png', install_url: 'https://tonys.example.com', time_between_posts: '8', cycle_delay: '30' };
    expect((await put('/api/settings/socialProof', cast.owner, body)).statusCode).toBe(403);
    expect((await all(cast.owner)).socialProof).toBeNull();
    expect((await put('/api/settings/socialProof', cast.admin, body)).statusCode).toBe(200);
    expect((await all(cast.admin)).socialProof).toMatchObject({ verified_by_name: 'Sway', time_between_posts: 8, cycle_delay: 30 });
    const bad = await put('/api/settings/socialProof', cast.admin, { ...body, verified_by_icon: 'ftp://x', time_between_posts: '8s', verified_by_name: '' });
    expect(bad.json().fields).toEqual({ verified_by_icon: 'Must be a valid URL', time_between_posts: 'Must be a valid number', verified_by_name: 'Required' });
  });
});
