// Kept answers of the every-screen reads (server/routes/keptReplies.ts, migration 0022), on both
// engines: a repeated read is answered without reading again, and every kind of change to the rows
// such an answer is made of is seen by the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness, createTenant } from '../helpers/fixtures';
import { businesses, customers, industryCategories, locations, offers, proofs, swayOffers, vouchers } from '../../server/db/schema';
import { BUSINESS_CHANNEL } from '../../server/routes/keptReplies';
import type { ActivityReply, DashboardCurrentRow, SwayProofDetails, VoucherDetails } from '../../contract/dashboard';
import { buildDashboardFixture, monthKey, ownerHeaders } from './dashboardFixture';

let t: TestApp;
let f: Awaited<ReturnType<typeof buildDashboardFixture>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildDashboardFixture(t.app);
  headers = await ownerHeaders(t.app, f.business.id);
});
afterAll(async () => { await t.close(); });

const get = async <T>(url: string, h = headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: h });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
type Tx = Parameters<Parameters<TestApp['app']['db']['transaction']>[0]>[0];
/** `change` made with a notifying trigger of `table` off for its transaction: nobody hears of it. */
const withTriggerOff = (table: string, trigger: string, change: (tx: Tx) => Promise<unknown>) => t.app.db.transaction(async (tx) => {
  await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  await change(tx);
  await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
});
const changeTitleUnheard = (newTitle: string) => withTriggerOff('businesses', 'businesses_business_update',
  (tx) => tx.update(businesses).set({ title: newTitle }).where(eq(businesses.id, f.business.id)));
const title = async (h = headers) => (await get<{ title: string }>('businesses/current', h)).title;
/**
 * On PostgreSQL this server's own changes come back through its listening connection a moment
 * later and drop the answers again (db/pgListen.ts): on a busy machine, an echo of the fixtures'
 * changes arriving after an answer was kept made it read afresh. Waits until every echo is in.
 */
const echoesHeard = () => t.database.changesHeard();

describe('kept answers', () => {
  it('answer a repeated read from what was sent: a change that notifies nobody is not seen, one that does is', async () => {
    await echoesHeard();
    const before = await title();
    await changeTitleUnheard('Unheard');
    expect(await title()).toBe(before);
    await t.app.db.update(businesses).set({ title: 'Heard' }).where(eq(businesses.id, f.business.id));
    expect(await title()).toBe('Heard');
  });

  it("drop a business's answers on its own change only, an admin's as a member's", async () => {
    const admin = (await createAdmin(t.app, f.business.id)).headers;
    await echoesHeard();
    const kept = await title();
    expect(await title(admin)).toBe(kept);
    await changeTitleUnheard('Unheard again');
    const other = await createBusiness(t.app);
    await t.app.db.update(businesses).set({ title: 'Someone else' }).where(eq(businesses.id, other.id));
    expect([await title(), await title(admin)]).toEqual([kept, kept]);
  });

  it('notify the changed business by id, and every business for an industry default', async () => {
    // The earlier tests' changes (another business's title) may still be on their way back.
    await echoesHeard();
    const heard: string[] = [];
    const stop = await t.database.listen(BUSINESS_CHANNEL, (payload) => heard.push(payload));
    await t.app.db.update(proofs).set({ firstName: 'Zed' }).where(eq(proofs.id, f.p1.id));
    // Before the change's own answer (on PostgreSQL a change is also told again when its
    // transaction ends, and once more by the listening connection).
    expect(heard).toContain(String(f.business.id));
    await t.app.db.update(industryCategories).set({ title: 'Pizza' });
    expect(heard).toContain('');
    stop();
    expect([...new Set(heard)]).toEqual([String(f.business.id), '']);
  });
});

describe('reads of the same answer at the same time', () => {
  const many = (url: string, h = headers) => Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: h })));

  it('all get the answer, and the request after a change reads the change', async () => {
    await echoesHeard();
    await t.app.db.update(businesses).set({ title: 'Together' }).where(eq(businesses.id, f.business.id));
    const replies = await many('businesses/current');
    expect(replies.map((r) => [r.statusCode, r.json<{ title: string }>().title])).toEqual(replies.map(() => [200, 'Together']));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    await t.app.db.update(businesses).set({ title: 'Apart' }).where(eq(businesses.id, f.business.id));
    expect(await title()).toBe('Apart');
  });

  it('each get their own refusal when the answer is one', async () => {
    const replies = await many('dashboard/voucherDetails/999999999');
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 404));
  });
});

describe('the next request after a change reads it', () => {
  it('businesses/current: the business and its locations', async () => {
    expect((await get<{ locations_setup: boolean }>('businesses/current')).locations_setup).toBe(false);
    await t.app.db.insert(locations).values({ businessId: f.business.id, address: '1 Main St', city: 'Hilo', state: 'HI', zipcode: '96720' });
    expect((await get<{ locations_setup: boolean }>('businesses/current')).locations_setup).toBe(true);
  });

  it('voucher details: the customer, the voucher and its proofs', async () => {
    const url = `dashboard/voucherDetails/${f.v1.id}`;
    expect((await get<VoucherDetails>(url)).user.first_name).toBe('Ann');
    await t.app.db.update(customers).set({ firstName: 'Anna' }).where(eq(customers.id, f.ann.id));
    expect((await get<VoucherDetails>(url)).user.first_name).toBe('Anna');
    await t.app.db.update(vouchers).set({ dateRedeemed: null }).where(eq(vouchers.id, f.v1.id));
    expect((await get<VoucherDetails>(url)).voucher.date_redeemed).toBeNull();
    await t.app.db.update(proofs).set({ proofImageUrl: '/demo/new.svg' }).where(eq(proofs.id, f.p1.id));
    expect((await get<VoucherDetails>(url)).proofs.find((p) => p.id === f.p1.id)?.img_url).toBe('/demo/new.svg');
  });

  it('sway proof details: the proof and its sway offer', async () => {
    const url = `dashboard/swayProofDetails/${f.swayProof.id}`;
    expect((await get<SwayProofDetails>(url)).sway_offer.offer_summary).toBe('Free slice');
    await t.app.db.update(proofs).set({ offerSummary: null }).where(eq(proofs.id, f.swayProof.id));
    expect((await get<SwayProofDetails>(url)).sway_offer.offer_summary).toBe('Pizza for a review');
    await t.app.db.update(swayOffers).set({ offerSummary: 'A slice for a review' }).where(eq(swayOffers.businessId, f.business.id));
    expect((await get<SwayProofDetails>(url)).sway_offer.offer_summary).toBe('A slice for a review');
  });

  it('the activity log and the ring: offers, and the industry defaults that price the business', async () => {
    const url = `dashboard/activity/${monthKey(f.m0)}`;
    const starter = (reply: ActivityReply) => reply.rows.find((r) => r.type === 'offer_starts')?.offer_summary;
    expect(starter(await get<ActivityReply>(url))).toBe('Starter');
    await t.app.db.update(offers).set({ offerSummary: 'Opening' }).where(eq(offers.id, f.started.id));
    expect(starter(await get<ActivityReply>(url))).toBe('Opening');

    const reviews = (rows: DashboardCurrentRow[]) => rows.find((r) => r.type === 'Reviews' && r.month === monthKey(f.m0))?.totalamount;
    const before = reviews(await get<DashboardCurrentRow[]>('dashboard/current'));
    const [business] = await t.app.db.select({ category: businesses.industryCategoryId }).from(businesses).where(eq(businesses.id, f.business.id));
    await t.app.db.update(industryCategories).set({ reviewMarketingValueCents: 4000 }).where(eq(industryCategories.id, business.category ?? 0));
    expect(reviews(await get<DashboardCurrentRow[]>('dashboard/current'))).toBe(before! * 2);
  });
});

describe('timeline pages', () => {
  type Page = { proofs: { id: number; first_name: string | null }[] };
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  const HOUR = 3_600_000;
  const proofAt = (at: number, firstName: string) => ({
    businessId: tenant.business.id, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(at), dateSubmitted: new Date(at), firstName,
  });
  beforeAll(async () => {
    tenant = await createTenant(t.app);
    const now = Date.now();
    await t.app.db.insert(proofs).values([proofAt(now - 3 * HOUR, 'Ann'), proofAt(now - 2 * HOUR, 'Bob'), proofAt(now - HOUR, 'Cy')]);
  });
  const page = (ms: number) => get<Page>(`proof/before/${ms}?offset=0&limit=10`, tenant.headers);

  it('keep a page with no proof dated at or after its instant for every later instant, until a proof changes', async () => {
    await echoesHeard();
    const opened = Date.now();
    const first = await page(opened);
    expect(first.proofs.map((p) => p.first_name)).toEqual(['Cy', 'Bob', 'Ann']);
    await withTriggerOff('proofs', 'proofs_business_insert', (tx) => tx.insert(proofs).values(proofAt(opened + 500, 'Unheard')));
    // Opened again a second later: the same answer, though the unheard proof is older than that.
    expect(await page(opened + 1000)).toEqual(first);
    // A page asked before the first instant is read afresh.
    expect((await page(opened - 1)).proofs).toHaveLength(3);
    await t.app.db.update(proofs).set({ firstName: 'Heard' }).where(eq(proofs.firstName, 'Unheard'));
    expect((await page(opened + 1000)).proofs.map((p) => p.first_name)).toEqual(['Heard', 'Cy', 'Bob', 'Ann']);
  });

  it('read a page afresh each time when a proof is dated at or after its instant', async () => {
    const [cy] = await t.app.db.select({ at: proofs.dateSubmitted }).from(proofs)
      .where(and(eq(proofs.businessId, tenant.business.id), eq(proofs.firstName, 'Cy')));
    const before = cy.at!.getTime();
    expect((await page(before)).proofs.map((p) => p.first_name)).toEqual(['Bob', 'Ann']);
    await withTriggerOff('proofs', 'proofs_business_update', (tx) => tx.update(proofs).set({ firstName: 'Bea' })
      .where(and(eq(proofs.businessId, tenant.business.id), eq(proofs.firstName, 'Bob'))));
    expect((await page(before)).proofs.map((p) => p.first_name)).toEqual(['Bea', 'Ann']);
  });
});
