// Reports series (issue 4; spec 1 §2 Reports, §7 analytics/actions, §9 ranges): every series equals
// the sums computed here from the fixture rows with the value model of
// docs/decisions/0017-dollar-value-model.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness, createAccount, tokenFor, bearer } from '../helpers/fixtures';
import { customers, industries, industryCategories, locations, offers, proofs, swayOffers, vouchers } from '../../server/db/schema';
import { GRAPH_TYPES, REPORT_RANGES, rangeStart, type AnalyticsRow, type GraphType, type TimeSeriesGroup } from '../../contract/analytics';

let t: TestApp;
let headers: Record<string, string>;
const DAY = 86_400_000;
const NOW = Date.now();
const VALUES = { post: 300, review: 0, ticket: 2000 };
const INDUSTRY_REVIEW = 700; // the business has no review value: the industry's applies
const REVIEW_TYPES = ['ONLINE_REVIEW', 'FACEBOOK_REVIEW'];
const TYPES = ['INSTAGRAM_POST', 'FACEBOOK_POST', 'ONLINE_REVIEW', 'TIK_TOK', 'FACEBOOK_REVIEW', 'FACEBOOK_CHECKIN'] as const;

interface Ev { at: number; key: string; label: string; market: string; marketLabel: string; sway: boolean; post: number; review: number; ticket: number; posts: number; reviews: number; vouchers: number; approved: number }
const events: Ev[] = [];

// A small deterministic generator, so a failure can be replayed.
let seed = 42;
const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;

beforeAll(async () => {
  t = await buildTestApp();
  const [industry] = await t.app.db.insert(industries).values({ title: 'Food' }).returning();
  const [category] = await t.app.db.insert(industryCategories).values({ industryId: industry.id, title: 'Pizza', reviewMarketingValueCents: INDUSTRY_REVIEW, postMarketingValueCents: 9999 }).returning();
  const business = await createBusiness(t.app, { timeZone: 'UTC', industryCategoryId: category.id, postMarketingValueCents: VALUES.post, averageTicketValueCents: VALUES.ticket });
  const other = await createBusiness(t.app);
  const owner = await createAccount(t.app, 'CLIENT', [business.id]);
  headers = bearer(await tokenFor(t.app, owner, business.id));

  const locs = await t.app.db.insert(locations).values([
    { businessId: business.id, address: '1 A St', city: 'Hoboken', state: 'NJ', zipcode: '07030' },
    { businessId: business.id, address: '2 B St', city: 'Brooklyn', state: 'NY', zipcode: '11231' },
  ]).returning();
  const offs = await t.app.db.insert(offers).values([
    { businessId: business.id, offerSummary: 'Free slice' }, { businessId: business.id, offerSummary: 'Free soda' },
  ]).returning();
  const [sway] = await t.app.db.insert(swayOffers).values({ businessId: business.id, offerSummary: 'Sway pie' }).returning();
  const [customer] = await t.app.db.insert(customers).values({ businessId: business.id, firstName: 'C' }).returning();
  const [otherCustomer] = await t.app.db.insert(customers).values({ businessId: other.id }).returning();

  const valueOf = (type: string) => (REVIEW_TYPES.includes(type) ? { post: 0, review: INDUSTRY_REVIEW, posts: 0, reviews: 1 } : { post: VALUES.post, review: 0, posts: 1, reviews: 0 });
  for (let i = 0; i < 60; i++) {
    const offer = pick(offs);
    const loc = rand() < 0.8 ? pick(locs) : null;
    const submitted = NOW - Math.floor(rand() * 420 * DAY) - 3_600_000;
    const redeemed = rand() < 0.7 ? Math.min(NOW - 3_600_000, submitted + Math.floor(rand() * 5 * DAY)) : null;
    const valueCents = rand() < 0.3 ? 1234 + i : null;
    const [voucher] = await t.app.db.insert(vouchers).values({
      businessId: business.id, offerId: offer.id, customerId: customer.id, locationId: loc?.id ?? null,
      dateRedeemed: redeemed ? new Date(redeemed) : null, valueCents,
    }).returning();
    const proofCount = 1 + Math.floor(rand() * 3);
    const counted: { type: string; at: number }[] = [];
    for (let j = 0; j < proofCount; j++) {
      const type = pick(TYPES);
      const denied = rand() < 0.1;
      const deleted = !denied && rand() < 0.05;
      const at = submitted + j * 3_600_000 * (rand() < 0.5 ? 1 : -1);
      await t.app.db.insert(proofs).values({
        businessId: business.id, voucherId: voucher.id, offerId: offer.id, customerId: customer.id, proofType: type,
        proofDate: new Date(at), dateSubmitted: new Date(at), reviewStatus: denied ? 'DENIED' : 'PENDING', deletedAt: deleted ? new Date() : null,
      });
      if (!denied && !deleted) counted.push({ type, at });
    }
    const first = Math.min(...counted.map((c) => c.at));
    const market = loc ? `${loc.city}|${loc.state}` : 'unknown';
    const marketLabel = loc ? `${loc.city}, ${loc.state}` : 'Unknown';
    for (const c of counted) {
      const v = valueOf(c.type);
      events.push({ at: redeemed ?? first, key: `offer:${offer.id}`, label: offer.offerSummary, market, marketLabel, sway: false, post: v.post, review: v.review, ticket: 0, posts: v.posts, reviews: v.reviews, vouchers: 0, approved: 0 });
    }
    if (redeemed) events.push({ at: redeemed, key: `offer:${offer.id}`, label: offer.offerSummary, market, marketLabel, sway: false, post: 0, review: 0, ticket: valueCents ?? VALUES.ticket, posts: 0, reviews: 0, vouchers: 1, approved: 0 });
  }
  for (let i = 0; i < 25; i++) {
    const type = pick(TYPES);
    const status = pick(['PENDING', 'APPROVED', 'DENIED'] as const);
    const at = NOW - Math.floor(rand() * 400 * DAY) - 3_600_000;
    await t.app.db.insert(proofs).values({ businessId: business.id, swayOfferId: sway.id, isSway: true, proofType: type, proofDate: new Date(at), dateSubmitted: new Date(at), reviewStatus: status });
    if (status === 'DENIED') continue;
    const v = valueOf(type);
    events.push({ at, key: `sway:${sway.id}`, label: 'Sway pie', market: 'unknown', marketLabel: 'Unknown', sway: true, post: v.post, review: v.review, ticket: 0, posts: v.posts, reviews: v.reviews, vouchers: 0, approved: status === 'APPROVED' ? 1 : 0 });
  }
  // Another business's activity must never show.
  const [foreign] = await t.app.db.insert(vouchers).values({ businessId: other.id, customerId: otherCustomer.id, dateRedeemed: new Date(NOW - DAY), valueCents: 99999 }).returning();
  await t.app.db.insert(proofs).values({ businessId: other.id, voucherId: foreign.id, proofType: 'INSTAGRAM_POST', proofDate: new Date(NOW - DAY), dateSubmitted: new Date(NOW - DAY) });
});
afterAll(async () => { await t.close(); });

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function truncate(ms: number, group: TimeSeriesGroup): number {
  const d = new Date(ms);
  if (group === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return day - ((d.getUTCDay() + 6) % 7) * DAY; // weeks start on Monday, as date_trunc does
}
const nextBucket = (ms: number, group: TimeSeriesGroup) => {
  if (group === 'week') return ms + 7 * DAY;
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

interface Sum { post_cents: number; review_cents: number; ticket_cents: number; total_cents: number; posts: number; reviews: number; vouchers: number; approved: number }
const empty = (): Sum => ({ post_cents: 0, review_cents: 0, ticket_cents: 0, total_cents: 0, posts: 0, reviews: 0, vouchers: 0, approved: 0 });
const add = (s: Sum, e: Ev) => {
  s.post_cents += e.post; s.review_cents += e.review; s.ticket_cents += e.ticket; s.total_cents += e.post + e.review + e.ticket;
  s.posts += e.posts; s.reviews += e.reviews; s.vouchers += e.vouchers; s.approved += e.approved;
};

function expected(graph: GraphType, start: string, group: TimeSeriesGroup): Record<string, Sum & { label?: string }> {
  const from = Date.parse(`${start}T00:00:00Z`);
  const inRange = events.filter((e) => e.at >= from && e.at <= Date.now());
  const out: Record<string, Sum & { label?: string }> = {};
  if (graph === 'DATE' || graph === 'SWAY') {
    for (let b = truncate(from, group); b <= truncate(Date.now(), group); b = nextBucket(b, group)) out[iso(b)] = empty();
    for (const e of inRange) if (graph === 'DATE' || e.sway) add(out[iso(truncate(e.at, group))] as Sum, e);
    return out;
  }
  for (const e of inRange) {
    const key = graph === 'OFFER' ? e.key : e.market;
    out[key] ??= { ...empty(), label: graph === 'OFFER' ? e.label : e.marketLabel };
    add(out[key] as Sum, e);
  }
  return out;
}

async function series(graph: GraphType, start: string, group: TimeSeriesGroup) {
  const res = await t.app.inject({ method: 'GET', url: `/api/analytics/actions/${graph}/${start}/${group}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().rows as AnalyticsRow[];
}

describe('analytics series', () => {
  for (const graph of GRAPH_TYPES) {
    for (const range of REPORT_RANGES) {
      it(`${graph} over ${range.label} (${range.group}) equals the fixture sums`, async () => {
        const start = rangeStart(range.key);
        const rows = await series(graph, start, range.group);
        const want = expected(graph, start, range.group);
        const got = Object.fromEntries(rows.map(({ key, label, ...sum }) => [key, graph === 'OFFER' || graph === 'MARKET' ? { ...sum, label } : sum]));
        expect(got).toEqual(want);
        if (graph === 'DATE' || graph === 'SWAY') expect(rows.map((r) => r.key)).toEqual(Object.keys(want).sort());
      });
    }
  }

  it('has activity to compare: the year holds posts, reviews, tickets and approved sway proofs', async () => {
    const rows = await series('DATE', rangeStart('year'), 'month');
    const total = rows.reduce((s, r) => s + r.total_cents, 0);
    expect(total).toBeGreaterThan(0);
    expect(rows.some((r) => r.review_cents > 0 && r.ticket_cents > 0)).toBe(true);
    const sway = await series('SWAY', rangeStart('year'), 'month');
    expect(sway.reduce((s, r) => s + r.approved, 0)).toBeGreaterThan(0);
  });

  it('refuses an unknown graph type or a date that is not a day', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/actions/PIE/2024-01-01/week', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/actions/DATE/2024-02-30/week', headers })).statusCode).toBe(400);
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/analytics/actions/DATE/${iso(NOW)}/week` })).statusCode).toBe(401);
  });
});
