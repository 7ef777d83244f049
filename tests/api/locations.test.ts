// Locations, tags and the affected-offers check (issue 4; spec 1 §2 Locations, §5, §6, §7 address/* tag/*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { offerLocationTags, offers, tags } from '../../server/db/schema';
import { encodeTags, type Location } from '../../contract/locations';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const manual = (over: Record<string, string> = {}) => ({
  source: 'manual', google_place_id: 'ChIJmanual', address: ' 12 Main St ', city: 'Hoboken', state: 'nj',
  zipcode: '07030', latitude: '40.744500', longitude: '-74.032900', ...over,
});

async function placeId(headers: Record<string, string>, q: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/maps/places', query: { q }, headers });
  expect(res.statusCode).toBe(200);
  const [first] = res.json() as { placeId: string; description: string }[];
  return first.placeId;
}
async function create(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/address', headers, payload: body });
}
async function offerOn(businessId: number, summary: string, tag: { kind: 'state' | 'city' | 'custom' | 'zip' | 'street'; value: string }, status: 'ACTIVE' | 'COMPLETE' = 'ACTIVE') {
  await t.app.db.insert(tags).values({ businessId, ...tag }).onConflictDoNothing();
  const [tagRow] = await t.app.db.select().from(tags).where(and(eq(tags.businessId, businessId), eq(tags.kind, tag.kind), eq(tags.value, tag.value)));
  const [offer] = await t.app.db.insert(offers).values({ businessId, offerSummary: summary, offerStatus: status }).returning();
  await t.app.db.insert(offerLocationTags).values({ offerId: offer.id, tagId: tagRow.id });
  return offer;
}

describe('place search and maps', () => {
  it('finds a US place offline and turns it into a location under its state', async () => {
    const { headers } = await createTenant(t.app);
    const id = await placeId(headers, '12 Main St, Hoboken NJ');
    const res = await create(headers, { where: { source: 'place', place_id: id }, hashtags: ['pizza', '#Pie'], instagram_mentions: ['tony'], custom_tags: ['Late Night'] });
    expect(res.statusCode).toBe(200);
    const loc = res.json() as Location;
    expect(loc).toMatchObject({ address: '12 Main St', city: 'Hoboken', state: 'NJ', zipcode: '07030', hashtags: ['#pizza', '#Pie'], instagram_mentions: ['@tony'], custom_tags: ['Late Night'] });
    expect(loc.latitude).toBeCloseTo(40.74, 1);
    expect(loc.system_tags.map((s) => `${s.kind}:${s.value}`).sort()).toEqual(['city:Hoboken', 'state:NJ', 'street:12 Main St', 'zip:07030']);
  });

  it('draws a static map of the asked size and answers it as a data URL', async () => {
    const { headers } = await createTenant(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/maps/static', query: { lat: '40.7445', lng: '-74.0329', width: '250', height: '150', zoom: '11' }, headers });
    expect(res.statusCode).toBe(200);
    const svg = Buffer.from((res.json() as { src: string }).src.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('width="250"');
    expect(svg).toContain('height="150"');
    expect(svg).toContain('zoom 11');
  });

  it('answers 401 to a search without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/maps/places', query: { q: 'Hoboken' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('location CRUD scoped to the business', () => {
  it('lists only the own business, and 404s another business\'s location', async () => {
    const a = await createTenant(t.app);
    const b = await createTenant(t.app);
    const { headers: adminA } = await createAdmin(t.app, a.business.id);
    const created = (await create(adminA, { where: manual() })).json() as Location;
    const listA = (await t.app.inject({ method: 'GET', url: '/api/address/all', headers: a.headers })).json() as Location[];
    const listB = (await t.app.inject({ method: 'GET', url: '/api/address/all', headers: b.headers })).json() as Location[];
    expect(listA.map((l) => l.id)).toEqual([created.id]);
    expect(listB).toEqual([]);
    const put = await t.app.inject({ method: 'PUT', url: `/api/address/${created.id}`, headers: b.headers, payload: { hashtags: ['x'] } });
    expect(put.statusCode).toBe(404);
    const check = await t.app.inject({ method: 'GET', url: `/api/tag/offer/${created.id}`, headers: b.headers });
    expect(check.statusCode).toBe(404);
  });

  it('manual add is admin-only and trims the values', async () => {
    const { business, headers } = await createTenant(t.app);
    expect((await create(headers, { where: manual() })).statusCode).toBe(403);
    const { headers: admin } = await createAdmin(t.app, business.id);
    const res = await create(admin, { where: manual() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: '12 Main St', state: 'NJ', latitude: 40.7445, longitude: -74.0329 });
  });

  it('refuses manual values that break the §5 rules, naming each field', async () => {
    const { business } = await createTenant(t.app);
    const { headers } = await createAdmin(t.app, business.id);
    const res = await create(headers, { where: manual({ state: 'XX', zipcode: '0703', latitude: '90.0000001', longitude: '74.1' }), google_review_url: 'https://example.com/x' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(fields['where.zipcode']).toBe('Zipcode must be valid');
    expect(fields['where.latitude']).toBe('Invalid latitude');
    expect(fields['where.longitude']).toBe('Invalid longitude');
    expect(fields['where.state']).toBeTruthy();
    expect(fields.google_review_url).toBe('URL must be a valid Google Review URL');
  });

  it('updates tags and extras; archive is refused for a CLIENT and hides the location for an admin', async () => {
    const { business, headers } = await createTenant(t.app);
    const { headers: admin } = await createAdmin(t.app, business.id);
    const loc = (await create(headers, { where: { source: 'place', place_id: await placeId(headers, '07030') } })).json() as Location;
    const put = await t.app.inject({ method: 'PUT', url: `/api/address/${loc.id}`, headers, payload: {
      custom_tags: ['Drive-thru'], google_review_url: 'https://www.google.com/maps/place/Tonys', address_phone: '(555) 555-5555', facebook_mentions: ['tonys'],
    } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ custom_tags: ['Drive-thru'], facebook_mentions: ['@tonys'], address_phone: '(555) 555-5555' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/address/${loc.id}`, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/address/${loc.id}`, headers: admin })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/address/all', headers })).json() as Location[];
    expect(list).toEqual([]);
  });
});

describe('affected offers', () => {
  it('a new location is added to the running offers whose tags select it', async () => {
    const { business, headers } = await createTenant(t.app);
    const nj = await offerOn(business.id, 'NJ slice', { kind: 'state', value: 'NJ' });
    const late = await offerOn(business.id, 'Late night', { kind: 'custom', value: 'Late Night' });
    await offerOn(business.id, 'Old NJ', { kind: 'state', value: 'NJ' }, 'COMPLETE');
    await offerOn(business.id, 'NY only', { kind: 'state', value: 'NY' });
    const query = encodeTags([{ kind: 'state', value: 'NJ' }, { kind: 'city', value: 'Hoboken' }, { kind: 'custom', value: 'Late Night' }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/tag/offer/', query: { tags: query }, headers });
    expect(res.statusCode).toBe(200);
    expect((res.json().addedToOffers as { id: number }[]).map((o) => o.id)).toEqual([nj.id, late.id]);
  });

  it('an edit lists offers gained and lost; an archive (no tags) lists every offer lost', async () => {
    const { business, headers } = await createTenant(t.app);
    const hoboken = await offerOn(business.id, 'Hoboken', { kind: 'city', value: 'Hoboken' });
    const flagship = await offerOn(business.id, 'Flagship', { kind: 'custom', value: 'Flagship' });
    const late = await offerOn(business.id, 'Late', { kind: 'custom', value: 'Late Night' });
    const loc = (await create(headers, { where: { source: 'place', place_id: await placeId(headers, '07030') }, custom_tags: ['Flagship'] })).json() as Location;
    const next = encodeTags([...loc.system_tags, { kind: 'custom', value: 'Late Night' }]);
    const edit = (await t.app.inject({ method: 'GET', url: `/api/tag/offer/${loc.id}`, query: { tags: next }, headers })).json();
    expect(edit.addedToOffers.map((o: { id: number }) => o.id)).toEqual([late.id]);
    expect(edit.removedFromOffers.map((o: { id: number }) => o.id)).toEqual([flagship.id]);
    const archive = (await t.app.inject({ method: 'GET', url: `/api/tag/offer/${loc.id}`, headers })).json();
    expect(archive.addedToOffers).toEqual([]);
    expect(archive.removedFromOffers.map((o: { id: number }) => o.id).sort()).toEqual([hoboken.id, flagship.id].sort());
  });

  it('lists the tags in use and finds locations by tag', async () => {
    const { headers } = await createTenant(t.app);
    const a = (await create(headers, { where: { source: 'place', place_id: await placeId(headers, '07030') }, custom_tags: ['Group'] })).json() as Location;
    await create(headers, { where: { source: 'place', place_id: await placeId(headers, '10001') } });
    const all = (await t.app.inject({ method: 'GET', url: '/api/tag/all/address', headers })).json() as { id: number; kind: string; value: string; location_count: number }[];
    const group = all.find((x) => x.kind === 'custom' && x.value === 'Group');
    expect(group?.location_count).toBe(1);
    expect(all.filter((x) => x.kind === 'state').map((x) => x.value).sort()).toEqual(['NJ', 'NY']);
    const found = (await t.app.inject({ method: 'GET', url: '/api/tag/search/address', query: { tagIds: String(group?.id) }, headers })).json() as Location[];
    expect(found.map((l) => l.id)).toEqual([a.id]);
  });
});
