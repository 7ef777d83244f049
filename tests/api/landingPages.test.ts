// Landing pages (spec 3 §3-§8): create, name and custom URL (slug rules, reserved words,
// uniqueness under two racing saves), campaigns added once and never expired, reindexed from 0,
// the per-page summary, the campaign search, and the public page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { eq } from 'drizzle-orm';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { swayOffers } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

async function setup() {
  const tenant = await createTenant(t.app);
  const { headers } = await createAdmin(t.app, tenant.business.id);
  const campaigns = await t.app.db.insert(swayOffers).values([
    { businessId: tenant.business.id, offerSummary: 'Free pizza for a review' },
    { businessId: tenant.business.id, offerSummary: 'Free dessert for a post' },
    { businessId: tenant.business.id, offerSummary: 'Free drink for a story' },
    { businessId: tenant.business.id, offerSummary: 'Old pizza campaign', expired: true },
  ]).returning({ id: swayOffers.id });
  const created = await t.app.inject({ method: 'POST', url: '/api/offersLandingPage/sway/', headers });
  expect(created.statusCode).toBe(200);
  return { ...tenant, admin: headers, page: created.json(), ids: campaigns.map((c) => c.id) };
}
const put = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/offersLandingPage/sway/${id}`, headers, payload });
const putOffers = (id: number, headers: Record<string, string>, swayOffers: { offer_id: number; ordinal: number; offer_summary?: string }[]) =>
  t.app.inject({ method: 'PUT', url: `/api/offersLandingPage/sway/${id}/offers`, headers, payload: { swayOffers } });

describe('landing pages', () => {
  it('creates an empty page, then names it and gives it a custom URL with its public address', async () => {
    const { page, admin } = await setup();
    expect(page).toMatchObject({ landing_page_name: 'New landing page', custom_url: null, public_url: null, sway_offers: [] });
    const slug = `pizza-${page.id}`;
    const res = await put(page.id, admin, { landingPageName: ' Tony rewards ', customUrl: ` ${slug.toUpperCase()} ` });
    expect(res.json()).toMatchObject({ landing_page_name: 'Tony rewards', custom_url: slug, public_url: `http://console.test/lp/${slug}` });
    const list = await t.app.inject({ method: 'GET', url: '/api/offersLandingPage/sway/', headers: admin });
    expect(list.json()[0]).toMatchObject({ id: page.id, custom_url: slug });
  });

  it('refuses a bad or reserved custom URL on the field, and a taken one even when two saves race', async () => {
    const { page, admin } = await setup();
    const bad = await put(page.id, admin, { customUrl: 'my page!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ customUrl: 'Use lower-case letters, digits and dashes (3 to 60)' });
    expect((await put(page.id, admin, { customUrl: 'admin' })).json().fields).toEqual({ customUrl: 'This address is reserved: choose another' });
    const other = await setup();
    const slug = `race-${page.id}`;
    const [a, b] = await Promise.all([put(page.id, admin, { customUrl: slug }), put(other.page.id, other.admin, { customUrl: slug })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().fields).toEqual({ customUrl: 'This address is already used by another page' });
  });

  it('adds campaigns once, never an expired one, and reindexes from 0 after add, move and remove', async () => {
    const { page, admin, ids: [a = 0, b = 0, c = 0, old = 0] } = await setup();
    const added = await putOffers(page.id, admin, [{ offer_id: a, ordinal: 0 }, { offer_id: b, ordinal: 1 }, { offer_id: c, ordinal: 2 }]);
    expect(added.json().sway_offers.map((o: { offer_id: number; ordinal: number }) => [o.offer_id, o.ordinal])).toEqual([[a, 0], [b, 1], [c, 2]]);
    const moved = await putOffers(page.id, admin, [{ offer_id: c, ordinal: 0 }, { offer_id: a, ordinal: 5 }, { offer_id: b, ordinal: 9, offer_summary: 'Dessert on us' }]);
    expect(moved.json().sway_offers.map((o: { offer_id: number; ordinal: number; offer_summary: string }) => [o.offer_id, o.ordinal, o.offer_summary]))
      .toEqual([[c, 0, 'Free drink for a story'], [a, 1, 'Free pizza for a review'], [b, 2, 'Dessert on us']]);
    const removed = await putOffers(page.id, admin, [{ offer_id: a, ordinal: 1 }, { offer_id: b, ordinal: 2 }]);
    expect(removed.json().sway_offers.map((o: { ordinal: number }) => o.ordinal)).toEqual([0, 1]);
    const twice = await putOffers(page.id, admin, [{ offer_id: a, ordinal: 0 }, { offer_id: a, ordinal: 1 }]);
    expect(twice.json()).toMatchObject({ error: 'This campaign is already on the page' });
    const expired = await putOffers(page.id, admin, [{ offer_id: a, ordinal: 0 }, { offer_id: old, ordinal: 1 }]);
    expect(expired.json()).toMatchObject({ error: 'An expired campaign cannot be added' });
    const foreign = await setup();
    const theirs = await putOffers(page.id, admin, [{ offer_id: foreign.ids[0] ?? 0, ordinal: 0 }]);
    expect(theirs.json()).toMatchObject({ error: "This campaign is not one of the business's" });
    // The refused saves changed nothing.
    const now = await t.app.inject({ method: 'GET', url: `/api/offersLandingPage/sway/${page.id}`, headers: admin });
    expect(now.json().sway_offers.map((o: { offer_id: number }) => o.offer_id)).toEqual([a, b]);
  });

  it('finds the business campaigns by text for the offers panel', async () => {
    const { admin, ids: [a = 0, , , old = 0] } = await setup();
    const res = await t.app.inject({ method: 'GET', url: `/api/offer/lookupSway/${encodeURIComponent('PIZZA')}`, headers: admin });
    expect(res.json()).toEqual([{ id: a, offer_summary: 'Free pizza for a review', expired: false }, { id: old, offer_summary: 'Old pizza campaign', expired: true }]);
  });

  it('is ADMIN only', async () => {
    const { page, headers } = await setup();
    expect((await t.app.inject({ method: 'GET', url: `/api/offersLandingPage/sway/${page.id}`, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/offersLandingPage/sway/', headers })).statusCode).toBe(403);
  });

  it('keeps layout colours, texts and images, refusing a bad colour on its field', async () => {
    const { page, admin } = await setup();
    const layoutData = { colors: { accent: '#1976d2' }, text: { headline: 'Rewards at Tony’s' }, images: { hero: '/uploads/hero.png' } };
    expect((await put(page.id, admin, { layoutData })).json().layout_data).toEqual(layoutData);
    const bad = await put(page.id, admin, { layoutData: { colors: { accent: 'blue' } } });
    expect(bad.json().fields).toEqual({ 'layoutData.colors.accent': 'Must be a colour such as #d32f2f' });
  });
});

describe('the public landing page', () => {
  it('shows the business and its live campaigns in order, escaped, each linking to its flow; unknown is 404', async () => {
    const { page, admin, ids: [a = 0, b = 0] } = await setup();
    const slug = `public-${page.id}`;
    await put(page.id, admin, { customUrl: slug, layoutData: { colors: { accent: '#1976d2' }, text: { headline: '<b>Rewards</b>' }, images: {} } });
    await t.app.db.update(swayOffers).set({ shortUrlId: 'abc123' }).where(eq(swayOffers.id, a));
    await putOffers(page.id, admin, [{ offer_id: b, ordinal: 0 }, { offer_id: a, ordinal: 1 }]);
    const res = await t.app.inject({ method: 'GET', url: `/lp/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('&lt;b&gt;Rewards&lt;/b&gt;');
    expect(res.body.indexOf('Free dessert for a post')).toBeLessThan(res.body.indexOf('Free pizza for a review'));
    expect(res.body).toContain('href="/p/abc123"');
    await t.app.db.update(swayOffers).set({ expired: true }).where(eq(swayOffers.id, b));
    expect((await t.app.inject({ method: 'GET', url: `/lp/${slug}` })).body).not.toContain('Free dessert for a post');
    expect((await t.app.inject({ method: 'GET', url: '/lp/no-such-page' })).statusCode).toBe(404);
  });
});

