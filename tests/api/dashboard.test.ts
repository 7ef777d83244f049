// Dashboard API (issue 3; spec 1 §2 Dashboard, §3, §7): every dollar figure against the hand-built
// fixture, with the expected amounts computed here from the value rules
// (docs/decisions/0017-dollar-value-model.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createBusiness, createTenant, tokenFor } from '../helpers/fixtures';
import { eq } from 'drizzle-orm';
import { customers, proofs, swayOffers, vouchers } from '../../server/db/schema';
import { MAX_MONEY_CENTS } from '../../contract/validation';
import { activityLabel } from '../../contract/activityLabel';
import { activityReply, type ActivityReply, type DashboardCurrentRow, type DashboardMonthlyRow, type VoucherDetails } from '../../contract/dashboard';
import { SETTINGS, buildDashboardFixture, localMonthStart, monthKey, ownerHeaders } from './dashboardFixture';

let t: TestApp;
let f: Awaited<ReturnType<typeof buildDashboardFixture>>;
let headers: Record<string, string>;
const dollars = (cents: number) => cents / 100;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildDashboardFixture(t.app);
  headers = await ownerHeaders(t.app, f.business.id);
});
afterAll(async () => { await t.close(); });

const get = <T>(url: string, h = headers) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: h })
  .then((res) => ({ status: res.statusCode, body: res.json() as T }));

// Expected values, from the rules: a review proof is worth the review value, any other proof the
// post value, a redeemed voucher its own ticket value or else the average ticket value.
const thisMonth = {
  posts: 4 * SETTINGS.post,                 // v1 Instagram, v2 Facebook post + check-in, v5 Instagram
  reviews: 3 * SETTINGS.review,             // v1 Google review, v3 Facebook review, the sway review
  ticket: SETTINGS.ticket + 4321,           // v1 average ticket, v2 its own value
};
const lastMonth = { posts: SETTINGS.post, reviews: 0, ticket: SETTINGS.ticket }; // v4, a minute before the local month

describe('GET dashboard/current', () => {
  it('splits each month of the ring window into Reviews, Posts and Ticket, months in the business time zone', async () => {
    const { status, body } = await get<DashboardCurrentRow[]>('dashboard/current');
    expect(status).toBe(200);
    const m0 = monthKey(f.m0);
    const m1 = monthKey(localMonthStart(f.m0, -1));
    expect(body).toEqual([
      { type: 'Reviews', totalamount: dollars(lastMonth.reviews), month: m1 },
      { type: 'Posts', totalamount: dollars(lastMonth.posts), month: m1 },
      { type: 'Ticket', totalamount: dollars(lastMonth.ticket), month: m1 },
      { type: 'Reviews', totalamount: dollars(thisMonth.reviews), month: m0 },
      { type: 'Posts', totalamount: dollars(thisMonth.posts), month: m0 },
      { type: 'Ticket', totalamount: dollars(thisMonth.ticket), month: m0 },
    ]);
  });

  it('falls back to 0 when neither the business nor its industry has values', async () => {
    const tenant = await createTenant(t.app);
    const { body } = await get<DashboardCurrentRow[]>('dashboard/current', tenant.headers);
    expect(body).toEqual([]);
  });
});

describe('GET dashboard/monthly', () => {
  it('gives six months, oldest first, zeros included', async () => {
    const { body } = await get<DashboardMonthlyRow[]>('dashboard/monthly');
    expect(body.map((r) => r.month)).toEqual([-5, -4, -3, -2, -1, 0].map((d) => monthKey(localMonthStart(f.m0, d))));
    const total = (m: typeof thisMonth) => dollars(m.posts + m.reviews + m.ticket);
    expect(body.map((r) => r.totalamount)).toEqual([0, 0, 0, 0, total(lastMonth), total(thisMonth)]);
  });
});

describe('GET dashboard/activity (the month the log opens at)', () => {
  it('answers the log of the earliest month with activity, as dashboard/activity/{month} does for it', async () => {
    const { body: any } = await get<ActivityReply>(`dashboard/activity/${monthKey(f.m0)}`);
    expect(any.earliest_month).not.toBeNull();
    const { status, body } = await get<ActivityReply>('dashboard/activity');
    expect(status).toBe(200);
    expect(body.month).toBe(any.earliest_month);
    expect(body).toEqual((await get<ActivityReply>(`dashboard/activity/${any.earliest_month}`)).body);
  });

  it('opens at the current month of the business when it has no activity', async () => {
    const tenant = await createTenant(t.app);
    const { body } = await get<ActivityReply>('dashboard/activity', tenant.headers);
    const { body: current } = await get<DashboardMonthlyRow[]>('dashboard/monthly', tenant.headers);
    expect(body).toEqual({ month: current.at(-1)?.month, earliest_month: null, rows: [] });
  });
});

describe('GET dashboard/activity/{month}', () => {
  it('lists voucher, sway and offer rows with their types, amounts and labels', async () => {
    const { status, body } = await get<ActivityReply>(`dashboard/activity/${monthKey(f.m0)}`);
    expect(status).toBe(200);
    expect(body.earliest_month).toBe(monthKey(localMonthStart(f.m0, -1)));
    const byId = Object.fromEntries(body.rows.map((r) => [r.id, r]));
    expect(Object.keys(byId).sort()).toEqual([
      `oe${f.stopped.id}`, `oe${f.stopping.id}`, `os${f.started.id}`,
      `p${f.swayProof.id}`, `v${f.v1.id}`, `v${f.v2.id}`, `v${f.v3.id}`, `v${f.v5.id}`,
    ].sort());
    const v1 = byId[`v${f.v1.id}`];
    expect(v1).toMatchObject({ type: 'redeem', detail_id: f.v1.id, proof_type: 'INSTAGRAM_POST', offer_summary: 'Free slice',
      proof_types: ['INSTAGRAM_POST', 'ONLINE_REVIEW'], amount: dollars(SETTINGS.post + SETTINGS.review + SETTINGS.ticket) });
    expect(v1.img_url).toEqual(['/demo/INSTAGRAM_POST.svg', '/demo/ONLINE_REVIEW.svg']);
    expect(activityLabel(v1)).toBe('TICKET + INSTAGRAM POST + ONLINE REVIEW');
    expect(byId[`v${f.v2.id}`]).toMatchObject({ type: 'redeem', amount: dollars(2 * SETTINGS.post + 4321) });
    expect(byId[`v${f.v3.id}`]).toMatchObject({ type: 'review', proof_types: ['FACEBOOK_REVIEW'], amount: dollars(SETTINGS.review) });
    expect(byId[`v${f.v5.id}`]).toMatchObject({ type: 'post', amount: dollars(SETTINGS.post) });
    const sway = byId[`p${f.swayProof.id}`];
    expect(sway).toMatchObject({ type: 'review', proof_type: 'Sway ONLINE_REVIEW', amount: dollars(SETTINGS.review), offer_summary: 'Free slice' });
    const started = byId[`os${f.started.id}`];
    expect(started).toMatchObject({ type: 'offer_starts', amount: null, offer_summary: 'Starter' });
    expect(activityLabel(started)).toBe('STARTED');
    expect(activityLabel(byId[`oe${f.stopped.id}`])).toBe('STOPPED');
    expect(activityLabel(byId[`oe${f.stopping.id}`])).toBe('STOPPING');
    // Newest first, as ISO texts the way Date.toISOString() writes them, and the log's amounts add
    // up to the ring's total of the month.
    const dates = body.rows.map((r) => r.activity_date);
    for (const date of dates) expect(new Date(date).toISOString()).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const sum = body.rows.reduce((s, r) => s + Math.round((r.amount ?? 0) * 100), 0);
    expect(sum).toBe(thisMonth.posts + thisMonth.reviews + thisMonth.ticket);
  });

  it('puts a redemption one minute before the local month start into the previous month', async () => {
    const { body } = await get<ActivityReply>(`dashboard/activity/${monthKey(localMonthStart(f.m0, -1))}`);
    expect(body.rows.map((r) => r.id)).toEqual([`v${f.v4.id}`]);
    expect(body.rows[0].amount).toBe(dollars(SETTINGS.post + SETTINGS.ticket));
  });

  // The rows are rendered when their item is written and sent as the statement made them (decision
  // 0275): their shape is the contract's to the letter, and what may change without the item (the
  // business's prices, a sway offer's summary) is read as it is now.
  it('answers the contract\'s shape exactly, at today\'s prices and with the sway offer\'s summary as it is now', async () => {
    const business = await createBusiness(t.app, { timeZone: 'UTC', postMarketingValueCents: 250, reviewMarketingValueCents: 700 });
    const owner = await ownerHeaders(t.app, business.id);
    const [sway] = await t.app.db.insert(swayOffers).values({ businessId: business.id, offerSummary: 'A "free" pie ☕\\ for a post' }).returning();
    const submitted = new Date(Date.UTC(2026, 4, 10, 12, 0, 0, 123));
    const [proof] = await t.app.db.insert(proofs).values({
      businessId: business.id, proofType: 'INSTAGRAM_POST', proofDate: submitted, dateSubmitted: submitted, firstName: 'Cy', isSway: true,
      swayOfferId: sway.id, offerSummary: null, proofImageUrl: '/demo/a "quoted" name.png', reviewStatus: 'PENDING',
    }).returning();
    // Each read names the month another way: a new address, so no answer kept from the read before.
    const read = async (day: string) => (await get<ActivityReply>(`dashboard/activity/2026-05-${day}`, owner)).body;
    const first = await read('01');
    expect(activityReply.parse(first)).toEqual(first);
    expect(first).toEqual({
      month: '2026-05-01', earliest_month: '2026-05-01', rows: [{
        id: `p${proof.id}`, detail_id: proof.id, type: 'post', activity_date: '2026-05-10T12:00:00.123Z', offer_summary: 'A "free" pie ☕\\ for a post',
        proof_type: 'Sway INSTAGRAM_POST', proof_types: ['INSTAGRAM_POST'], amount: 2.5, img_url: ['/demo/a "quoted" name.png'],
      }],
    });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings/businessValue', headers: owner,
      payload: { post_marketing_value: '12.34', review_marketing_value: null, average_ticket_value: null } });
    expect(saved.statusCode).toBe(200);
    expect((await read('02')).rows[0]?.amount).toBe(12.34);
    await t.app.db.update(swayOffers).set({ offerSummary: 'Now a coffee' }).where(eq(swayOffers.id, sway.id));
    expect((await read('03')).rows[0]?.offer_summary).toBe('Now a coffee');
  });

  it('answers an empty list for a month without activity and refuses a malformed month', async () => {
    const { body } = await get<ActivityReply>(`dashboard/activity/${monthKey(localMonthStart(f.m0, -4))}`);
    expect(body.rows).toEqual([]);
    expect((await get('dashboard/activity/2024-13-40')).status).toBe(400);
  });

  it('takes any ISO 8601 date or date-time in the path and answers the month it names (issue 18 defect 11)', async () => {
    const month = monthKey(f.m0); // 'YYYY-MM-01'
    const want = await get<ActivityReply>(`dashboard/activity/${month}`);
    expect(want.body.rows.length).toBeGreaterThan(0);
    const ym = month.slice(0, 7);
    for (const sent of [`${ym}`, `${ym}-01`, `${ym}-17`, `${ym}-01T00:00:00.000Z`, `${ym}-01T00:00:00Z`, `${ym}-01T00:00Z`, `${ym}-20T23:59:59.999Z`,
      `${ym}-01T00:00:00`, `${ym}-01T10:00`, `${ym}-01T00:00:00+05:30`, `${ym}-01T00:00:00-1000`, `${ym}-01T00:00:00.123456+14:00`]) {
      const res = await get<ActivityReply>(`dashboard/activity/${encodeURIComponent(sent)}`);
      expect(res.status, sent).toBe(200);
      expect(res.body, sent).toEqual(want.body);
    }
    for (const bad of ['2024-13-01', '2023-02-29', '2024-02-30', '2026-11-01T24:30:00Z', '2026-11-01T10:60Z', '2026-11-01 00:00:00Z', '2026-11-01T',
      '2026-1-01', '20261101', 'November', '2026-11-01T00:00:00+25:00', '2026-11-01Z']) {
      const res = await get<{ fields: Record<string, string> }>(`dashboard/activity/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(Object.keys(res.body.fields), bad).toEqual(['month']);
    }
  });
});

describe('GET dashboard/voucherDetails/{id}', () => {
  it('gives the customer, proofs, visit rank within the month and value', async () => {
    const { status, body } = await get<VoucherDetails>(`dashboard/voucherDetails/${f.v1.id}`);
    expect(status).toBe(200);
    expect(body.user.first_name).toBe('Ann');
    expect(body.proofs.map((p) => p.proof_type)).toEqual(['INSTAGRAM_POST', 'ONLINE_REVIEW']);
    expect(body.user_number_of_proofs).toBe(3); // v1's two proofs and v4's
    expect(body.voucher_in_month_number).toBe(1); // v1 is redeemed before v2; v4 is last month
    expect(body.voucher_month_total).toBe(2);
    expect(body.amount).toBe(dollars(SETTINGS.post + SETTINGS.review + SETTINGS.ticket));
    const second = await get<VoucherDetails>(`dashboard/voucherDetails/${f.v2.id}`);
    expect([second.body.voucher_in_month_number, second.body.voucher_month_total]).toEqual([2, 2]);
  });

  it("answers 404 for another business's voucher or sway proof, also for an admin switched elsewhere", async () => {
    const other = await createTenant(t.app);
    expect((await get(`dashboard/voucherDetails/${f.v1.id}`, other.headers)).status).toBe(404);
    expect((await get(`dashboard/swayProofDetails/${f.swayProof.id}`, other.headers)).status).toBe(404);
    const { headers: admin } = await createAdmin(t.app, other.business.id);
    expect((await get(`dashboard/voucherDetails/${f.v1.id}`, admin)).status).toBe(404);
  });
});

describe('GET dashboard/swayProofDetails/{id} and businesses/voucherActivity', () => {
  it('gives the sway proof with its offer and value', async () => {
    const { body } = await get<{ sway_proof: { proof_type: string }; sway_offer: { offer_summary: string }; amount: number }>(
      `dashboard/swayProofDetails/${f.swayProof.id}`);
    expect(body.sway_proof.proof_type).toBe('ONLINE_REVIEW');
    expect(body.amount).toBe(dollars(SETTINGS.review));
    expect((await get(`dashboard/swayProofDetails/${f.p1.id}`)).status).toBe(404); // not a sway proof
  });

  it('counts live proofs and redeemed vouchers', async () => {
    const { body } = await get<{ proof_count: number; voucher_count: number; intro_video_url: string }>('businesses/voucherActivity');
    expect(body.proof_count).toBe(9); // 10 inserted, one deleted; the denied one is still a submitted proof
    expect(body.voucher_count).toBe(3); // v1, v2, v4
    expect(body.intro_video_url).toMatch(/intro-video/);
  });
});

describe('money at the largest value settings (issue 18 defect 6)', () => {
  it('sums a month of $100,000.00 posts, tickets and a 300-proof voucher without overflowing int4 cents', async () => {
    const MAX = MAX_MONEY_CENTS;
    const business = await createBusiness(t.app, { timeZone: 'UTC', postMarketingValueCents: MAX, reviewMarketingValueCents: MAX, averageTicketValueCents: MAX });
    const owner = await createAccount(t.app, 'CLIENT', [business.id]);
    const h = bearer(await tokenFor(t.app, owner, business.id));
    const now = new Date();
    const at = new Date(Math.max(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), now.getTime() - 60_000));
    const [customer] = await t.app.db.insert(customers).values({ businessId: business.id, firstName: 'Max', email: 'max@example.test' }).returning();
    const [voucher] = await t.app.db.insert(vouchers).values({ businessId: business.id, customerId: customer.id, dateRedeemed: at }).returning();
    const proof = (voucherId: number | null) => ({
      businessId: business.id, voucherId, customerId: voucherId ? customer.id : null, isSway: voucherId === null, proofType: 'INSTAGRAM_POST' as const,
      proofDate: at, dateSubmitted: at, reviewStatus: 'APPROVED' as const, proofImageUrl: '/demo/x.svg',
    });
    // 300 posts on one voucher (one item worth 301 x $100,000) and 250 sway posts: $55.1 million in a month.
    await t.app.db.insert(proofs).values(Array.from({ length: 300 }, () => proof(voucher.id)));
    const sway = await t.app.db.insert(proofs).values(Array.from({ length: 250 }, () => proof(null))).returning();
    const posts = (300 + 250) * MAX;
    const month = `${at.toISOString().slice(0, 7)}-01`;

    const current = await get<DashboardCurrentRow[]>('dashboard/current', h);
    expect(current.status).toBe(200);
    expect(current.body.filter((r) => r.month === month)).toEqual([
      { type: 'Reviews', totalamount: 0, month }, { type: 'Posts', totalamount: dollars(posts), month }, { type: 'Ticket', totalamount: dollars(MAX), month },
    ]);
    const monthly = await get<DashboardMonthlyRow[]>('dashboard/monthly', h);
    expect(monthly.status).toBe(200);
    expect(monthly.body.find((r) => r.month === month)?.totalamount).toBe(dollars(posts + MAX));
    const activity = await get<ActivityReply>(`dashboard/activity/${month}`, h);
    expect(activity.status).toBe(200);
    expect(activity.body.rows.find((r) => r.id === `v${voucher.id}`)?.amount).toBe(dollars(301 * MAX));
    expect(activity.body.rows.filter((r) => r.id.startsWith('p'))).toHaveLength(250);
    const details = await get<VoucherDetails>(`dashboard/voucherDetails/${voucher.id}`, h);
    expect(details.status).toBe(200);
    expect(details.body.amount).toBe(dollars(301 * MAX));
    expect((await get<{ amount: number }>(`dashboard/swayProofDetails/${sway[0].id}`, h)).body.amount).toBe(dollars(MAX));
    const report = await get<{ rows: { total_cents: number }[] }>(`analytics/actions/DATE/${month}/month`, h);
    expect(report.status).toBe(200);
    expect(report.body.rows.reduce((sum, r) => sum + r.total_cents, 0)).toBe(posts + MAX);
  });
});
