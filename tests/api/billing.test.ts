// Billing control (spec 3 §2, §3, §4 billing flow, §7, §8, §9; issue 17): the ledger's moves
// waiting → charged → paid → sent, the queue following approval, denial and deletion, the four
// sections per business and addon, the hourly paid check as a scheduled job, and 30 days of sent items.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BillingSummary, RunChargesReply } from '../../contract/billing';
import { billingItems, proofs, scheduledJobs } from '../../server/db/schema';
import { PAID_CHECK_JOB, ensureSchedule, paidCheckRun } from '../../server/domain/billingSchedule';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness, createTenant } from '../helpers/fixtures';
import { billingItemsOf, campaignWithProofs } from '../helpers/billing';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ BILLING_LEDGER_PAY_DELAY_SECONDS: '0' });
  ({ headers: admin } = await createAdmin(t.app, null));
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from billing_items`);
});
afterAll(async () => t.close());

const get = async <T>(path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/chargebeeAdmin/${path}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const waiting = async () => (await get<{ items: BillingSummary[]; nextPaidCheckAt: string | null }>('')).items;
const run = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chargebeeAdmin/runCharges', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<RunChargesReply>();
};
const mark = (downloadedProofIds: number[]) =>
  t.app.inject({ method: 'POST', url: '/api/chargebeeAdmin/markPaidItems', headers: admin, payload: { downloadedProofIds } });

describe('the billing queue follows the proofs', () => {
  it('queues approved proofs whose flow names an addon, automatic or reviewed; not denied, pending or addon-less ones', async () => {
    const business = await createBusiness(t.app);
    const auto = await campaignWithProofs(t.app, business.id, { count: 2 });
    await campaignWithProofs(t.app, business.id, { count: 2, status: 'DENIED' });
    await campaignWithProofs(t.app, business.id, { count: 1, addon: null });
    const pending = await campaignWithProofs(t.app, business.id, { count: 1, status: 'PENDING' });
    expect((await billingItemsOf(t.app)).map((i) => i.proof_id)).toEqual(auto.proofs.map((p) => p.id));

    // A person approving in review: the same trigger, in the review's transaction.
    const reviewer = (await createAdmin(t.app, business.id)).headers;
    const res = await t.app.inject({ method: 'PUT', url: `/api/reverseFlow/proof/review/${pending.proofs[0].id}`, headers: reviewer, payload: { reviewType: 'APPROVED', reviewTemplateTitle: 'Approved', reviewComments: 'ok' } });
    expect(res.statusCode).toBe(200);
    expect((await billingItemsOf(t.app)).map((i) => [i.proof_id, i.status])).toContainEqual([pending.proofs[0].id, 'PENDING']);
  });

  it('takes a proof denied or deleted before charging out of the queue; a charged one stays', async () => {
    const business = await createBusiness(t.app);
    const { proofs: [a, b, c] } = await campaignWithProofs(t.app, business.id, { count: 3 });
    await t.app.db.update(proofs).set({ deletedAt: new Date() }).where(eq(proofs.id, a.id));
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED' }).where(eq(proofs.id, b.id));
    expect((await billingItemsOf(t.app)).map((i) => i.proof_id)).toEqual([c.id]);
    expect(await run()).toEqual({ invoiceCountSuccess: 1, invoiceCountFailure: 0 });
    await t.app.db.update(proofs).set({ deletedAt: new Date() }).where(eq(proofs.id, c.id));
    expect((await billingItemsOf(t.app)).map((i) => [i.proof_id, i.status])).toEqual([[c.id, 'CHARGED']]);
  });
});

describe('the four sections', () => {
  it('moves waiting → charged → paid → sent, each section per business and addon with its e-mails', async () => {
    const tony = await createBusiness(t.app, { title: 'A Tony', brand: "Tony's" });
    const bean = await createBusiness(t.app, { title: 'B Bean', brand: 'Bean' });
    const t1 = await campaignWithProofs(t.app, tony.id, { count: 2, addon: 'gift-card-10' });
    const t2 = await campaignWithProofs(t.app, tony.id, { count: 1, addon: 'gift-card-25' });
    const b1 = await campaignWithProofs(t.app, bean.id, { count: 3, addon: 'gift-card-10' });

    const queue = await waiting();
    expect(queue.map((s) => [s.business.title, s.chargbeeAddonId, s.count])).toEqual([
      ['A Tony', 'gift-card-10', 2], ['A Tony', 'gift-card-25', 1], ['B Bean', 'gift-card-10', 3],
    ]);
    expect(queue[0]).toMatchObject({
      business: { id: tony.id, brand: "Tony's", title: 'A Tony' }, addonName: '$10 gift card',
      proofIds: t1.proofs.map((p) => p.id), emails: t1.proofs.map((p) => p.email), invoiceIds: [], chargedDate: null, failedCount: 0,
    });
    expect(queue[0].sideEffectIds).toHaveLength(2);

    const chargeRunBegan = Date.now();
    expect(await run()).toEqual({ invoiceCountSuccess: 6, invoiceCountFailure: 0 });
    expect(await waiting()).toEqual([]);
    const charged = await get<BillingSummary[]>('chargedButNotPaid');
    expect(charged.map((s) => [s.business.title, s.count, s.invoiceIds.length])).toEqual([['A Tony', 2, 2], ['A Tony', 1, 1], ['B Bean', 3, 3]]);
    expect(charged[0].invoiceIds[0]).toMatch(/^inv_local_\d+$/);
    // Charged by this run (an order of instants, not a duration: issue 37).
    expect(Date.parse(charged[0].chargedDate ?? '')).toBeGreaterThanOrEqual(chargeRunBegan);
    // A second run finds nothing to charge.
    expect(await run()).toEqual({ invoiceCountSuccess: 0, invoiceCountFailure: 0 });

    // The hourly job: due now, it marks every paid invoice's items PAID and plans the next run an hour on.
    await t.app.db.delete(scheduledJobs);
    await ensureSchedule(t.app.db, PAID_CHECK_JOB, new Date(Date.now() - 1000));
    const checkBegan = Date.now();
    expect(await paidCheckRun(t.app)).toBe(true);
    const checkEnded = Date.now();
    expect(await paidCheckRun(t.app)).toBe(false);
    const [job] = await t.app.db.select().from(scheduledJobs);
    expect(job.lastResult).toBe('6 items paid');
    // An hour after the check that ran: between an hour after it began and an hour after it ended.
    expect(job.nextRunAt.getTime()).toBeGreaterThanOrEqual(checkBegan + 60 * 60_000);
    expect(job.nextRunAt.getTime()).toBeLessThanOrEqual(checkEnded + 60 * 60_000);
    expect((await get<{ nextPaidCheckAt: string }>('')).nextPaidCheckAt).toBe(job.nextRunAt.toISOString());
    expect(await get('chargedButNotPaid')).toEqual([]);
    const paid = await get<BillingSummary[]>('paidItems');
    expect(paid.map((s) => s.count)).toEqual([2, 1, 3]);

    // Mark: 'Marked {n} proofs'; ids of proofs not paid (or unknown) are ignored.
    const res = await mark([...t1.proofs.map((p) => p.id), ...t2.proofs.map((p) => p.id), 2147483000]);
    expect(res.json()).toEqual({ marked: 3 });
    expect((await get<BillingSummary[]>('paidItems')).map((s) => [s.business.title, s.count])).toEqual([['B Bean', 3]]);
    const sent = await get<BillingSummary[]>('sentItems');
    expect(sent.map((s) => [s.business.title, s.chargbeeAddonId, s.count])).toEqual([['A Tony', 'gift-card-10', 2], ['A Tony', 'gift-card-25', 1]]);
    expect((await mark(t1.proofs.map((p) => p.id))).json()).toEqual({ marked: 0 });
    expect(b1.proofs).toHaveLength(3);
  });

  it('shows sent items for 30 days, then drops them', async () => {
    const business = await createBusiness(t.app);
    const { proofs: [old, recent] } = await campaignWithProofs(t.app, business.id, { count: 2 });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.app.db.update(billingItems).set({ status: 'SENT', invoiceId: 'inv_x', chargedAt: at(40), paidAt: at(39), sentAt: at(31) }).where(eq(billingItems.proofId, old.id));
    await t.app.db.update(billingItems).set({ status: 'SENT', invoiceId: 'inv_y', chargedAt: at(40), paidAt: at(39), sentAt: at(29) }).where(eq(billingItems.proofId, recent.id));
    const sent = await get<BillingSummary[]>('sentItems');
    expect(sent.map((s) => s.proofIds)).toEqual([[recent.id]]);
  });

  it('refuses an empty Mark and answers 403 to a business user', async () => {
    expect((await mark([])).statusCode).toBe(400);
    const { headers } = await createTenant(t.app);
    for (const url of ['/api/chargebeeAdmin/', '/api/chargebeeAdmin/paidItems']) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/chargebeeAdmin/runCharges', headers })).statusCode).toBe(403);
  });
});
