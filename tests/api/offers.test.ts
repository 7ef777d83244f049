// Offer CRUD, tenancy, admin-only fields, server-side rules of spec 2 §5, short URLs and summaries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { industries, industryCategories, offerSummaries, offers, tags } from '../../server/db/schema';
import { insertOffer, offerCast, validOffer } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => { t = await buildTestApp(); cast = await offerCast(t.app); });
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const event = (event_date: string, start_time: string, end_time: string) => ({ event_date, start_time, end_time });

describe('offer CRUD', () => {
  it('creates an offer submitted for approval, normalising socials, and lists it first', async () => {
    const [tag] = await t.app.db.insert(tags).values({ businessId: cast.business.id, kind: 'custom', value: 'Downtown' }).returning();
    const res = await call('POST', '/api/offer/', cast.owner, { ...validOffer, location_tag_ids: [tag.id] });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const list = (await call('GET', '/api/offer', cast.owner)).json();
    expect(list[0]).toMatchObject({
      id, offer_status: 'NEEDS_APPROVAL', hashtags: ['#pizza', '#Brooklyn'], instagram_mentions: ['@tonys'],
      tasks: ['INSTAGRAM_POST'], is_lite: false, location_tags: [{ id: tag.id, name: 'Downtown' }], short_url_id: null,
    });
  });

  it('marks offers created by a lite user', async () => {
    const { offer_special_instructions: _full, ...liteForm } = validOffer;
    const { id } = (await call('POST', '/api/offer/', cast.lite, { ...liteForm, offer_order_flow_type: 'CALL', offer_phone: '(555) 555-5555' })).json();
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, id));
    expect(row.isLite).toBe(true);
    expect(row.offerStatus).toBe('NEEDS_APPROVAL');
  });

  it('updates client fields and keeps the status', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const res = await call('PUT', `/api/offer/${o.id}`, cast.owner, { offer_summary: 'New summary', hashtags: ['a b'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offer_summary: 'New summary', hashtags: ['#ab'], offer_status: 'ACTIVE' });
  });

  it('refuses admin-only fields from a business user with 403 and changes nothing', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    for (const body of [{ expiration_date: new Date().toISOString() }, { custom_description: 'x' }, { tasks: ['TIK_TOK'] },
      { offers_to_grant_per_month: 3 }, { display_priority: 1 }, { min_days_between_offer: 36500 }, { internal_notes: 'n' }]) {
      for (const who of [cast.owner, cast.lite]) {
        const res = await call('PUT', `/api/offer/${o.id}`, who, { offer_summary: 'Sneaky', ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(403);
      }
    }
    expect((await call('POST', '/api/offer/', cast.owner, { ...validOffer, tasks: ['TIK_TOK'] })).statusCode).toBe(403);
    const [after] = await t.app.db.select().from(offers).where(eq(offers.id, o.id));
    expect(after.offerSummary).toBe('Offer ACTIVE');
  });

  it('lets an admin edit admin fields; one-time stores 36500; display priority only for WEB', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const res = await call('PUT', `/api/offer/${o.id}`, cast.admin, {
      custom_description: 'Desc', tasks: ['TIK_TOK', 'ONLINE_REVIEW'], offers_to_grant_per_month: 0, min_days_between_offer: 36500, display_priority: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ custom_description: 'Desc', tasks: ['TIK_TOK', 'ONLINE_REVIEW'], offers_to_grant_per_month: 0, min_days_between_offer: 36500, display_priority: null });
    const web = await call('PUT', `/api/offer/${o.id}`, cast.admin, { offer_type: 'WEB', offer_order_flow_type: 'URL', offer_url: 'https://a.example.com', display_priority: 2 });
    expect(web.json().display_priority).toBe(2);
    expect((await call('PUT', `/api/offer/${o.id}`, cast.admin, { offers_to_grant_per_month: -1 })).statusCode).toBe(400);
  });

  it('never shows or changes another business offer (404)', async () => {
    const other = await offerCast(t.app);
    const o = await insertOffer(t.app, other.business.id, 'ACTIVE');
    expect((await call('GET', `/api/offer/${o.id}`, cast.owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/offer/${o.id}`, cast.owner, { offer_summary: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/offer/updateLocations/${o.id}`, cast.owner, { locationTagIds: [] })).statusCode).toBe(404);
    expect((await call('GET', `/api/offer/addresses/${o.id}`, cast.owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/offer', cast.owner)).json().map((x: { id: number }) => x.id)).not.toContain(o.id);
  });

  it('updates locations only with own tags and answers the addresses', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const other = await offerCast(t.app);
    const [foreign] = await t.app.db.insert(tags).values({ businessId: other.business.id, kind: 'state', value: 'NY' }).returning();
    const [own] = await t.app.db.insert(tags).values({ businessId: cast.business.id, kind: 'state', value: 'NJ' }).returning();
    expect((await call('PUT', `/api/offer/updateLocations/${o.id}`, cast.owner, { locationTagIds: [foreign.id] })).statusCode).toBe(404);
    expect((await call('PUT', `/api/offer/updateLocations/${o.id}`, cast.owner, { locationTagIds: [own.id] })).statusCode).toBe(200);
    expect((await call('GET', `/api/offer/addresses/${o.id}`, cast.owner)).json()).toEqual({ locationTags: [{ id: own.id, kind: 'state', name: 'state: NJ' }], locations: [] });
  });
});

describe('server-side rules of spec 2 §5', () => {
  const create = (body: object) => call('POST', '/api/offer/', cast.owner, { ...validOffer, ...body });
  const field = async (body: object, key: string) => (await create(body)).json().fields?.[key];

  it('validates event times on the server too', async () => {
    expect(await field({ offer_order_flow_type: 'EVENT', event_date_option: [] }, 'event_date_option')).toBe('No event times selected');
    expect(await field({ offer_order_flow_type: 'EVENT', event_date_option: [event('2030-01-01', '18:00', '17:45')] }, 'event_date_option')).toBe('End time must come after start time.');
    expect(await field({ offer_order_flow_type: 'EVENT', event_date_option: [event('2030-01-01', '18:00', '19:00'), event('2030-01-01', '18:00', '19:00')] }, 'event_date_option')).toBe('Event Date And Time Already added.');
    expect((await create({ offer_order_flow_type: 'EVENT', event_date_option: [event('2030-01-01', '18:10', '19:00')] })).statusCode).toBe(400);
    expect((await create({ offer_order_flow_type: 'EVENT', event_date_option: [event('2030-01-01', '18:00', '18:00')] })).statusCode).toBe(200);
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE', { offerOrderFlowType: 'EVENT', eventDateOption: [event('2030-01-01', '10:00', '11:00')] });
    const res = await call('PUT', `/api/offer/${o.id}`, cast.owner, { event_date_option: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.event_date_option).toBe('No event times selected');
  });

  it('checks order flows per type, order URL, description URL and phone', async () => {
    expect((await create({ offer_type: 'WEB', offer_order_flow_type: 'VISIT' })).statusCode).toBe(400);
    expect(await field({ offer_order_flow_type: 'URL' }, 'offer_url')).toBe('Required');
    expect(await field({ offer_order_flow_type: 'URL', offer_url: 'not a url' }, 'offer_url')).toBe('Invaild URL');
    expect(await field({ offer_description_url: 'nope' }, 'offer_description_url')).toBe('Invaild URL');
    expect(await field({ offer_order_flow_type: 'CALL', offer_phone: '555-5555' }, 'offer_phone')).toBe('Invalid phone number');
    expect((await create({ offer_order_flow_type: 'CALL' })).statusCode).toBe(200);
    expect((await create({ offer_type: 'WEB', offer_order_flow_type: 'URL', offer_url: 'https://shop.example.com' })).statusCode).toBe(200);
  });

  it("takes the product's own upload URLs as images and refuses javascript: and other schemes (issue 18 defect 1, issue 19 finding 10)", async () => {
    for (const image of ['http://localhost:3000/uploads/offer/1/a.png', 'http://127.0.0.1:3000/uploads/a.png', '/uploads/offer/1/a.png', '/demo/offer-pizza.svg', 'https://cdn.example.com/a.png']) {
      const res = await create({ offer_image_url: image, coupon_image_url: image });
      expect(res.statusCode, image).toBe(200);
    }
    for (const key of ['offer_image_url', 'coupon_image_url']) {
      for (const bad of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/a.png', 'nope']) {
        const res = await create({ [key]: bad });
        expect(res.statusCode, `${key} ${bad}`).toBe(400);
        expect(res.json().fields, `${key} ${bad}`).toEqual({ [key]: 'Invaild URL' });
      }
    }
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const res = await call('PUT', `/api/offer/${o.id}`, cast.owner, { offer_image_url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ offer_image_url: 'Invaild URL' });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, o.id));
    expect(row.offerImageUrl).toBe('/demo/offer-pizza.svg');
  });
});

describe('short URLs and summaries', () => {
  it('lets an admin add a short URL; a taken code and an empty code are refused; a CLIENT gets 403', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const ok = await call('POST', `/api/k/offer/${o.id}`, cast.admin, { url: '', shortCode: `code${o.id}` });
    expect(ok.json()).toEqual({ id: `code${o.id}`, url: `/share/offer/${o.id}`, visit_count: 0 });
    const taken = await call('POST', `/api/k/offer/${o.id}`, cast.admin, { url: '', shortCode: `code${o.id}` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This short code is already taken');
    expect((await call('POST', `/api/k/offer/${o.id}`, cast.admin, { shortCode: '' })).json().fields.shortCode).toBe('Required');
    expect((await call('POST', `/api/k/offer/${o.id}`, cast.owner, { shortCode: 'clientcode' })).statusCode).toBe(403);
    const offer = (await call('GET', `/api/offer/${o.id}`, cast.owner)).json();
    expect(offer.urls.map((u: { id: string }) => u.id)).toEqual([`code${o.id}`]);
  });

  it('answers summaries best first and the sub-industry list', async () => {
    const [ind] = await t.app.db.insert(industries).values({ title: 'Food' }).returning();
    const [cat] = await t.app.db.insert(industryCategories).values({ industryId: ind.id, title: 'Tacos' }).returning();
    await t.app.db.insert(offerSummaries).values([
      { industryCategoryId: cat.id, summaryValue: 'Ok one', performance: 1 },
      { industryCategoryId: cat.id, summaryValue: 'Best one', performance: 3 },
    ]);
    const res = (await call('GET', `/api/offerSummary/${cat.id}`, cast.lite)).json();
    expect(res.map((s: { summary_value: string }) => s.summary_value)).toEqual(['Best one', 'Ok one']);
    const cats = (await call('GET', '/api/industry/business/categories', cast.owner)).json();
    expect(cats).toContainEqual({ id: cat.id, title: 'Food - Tacos' });
  });
});
