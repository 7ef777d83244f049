// Billing exactly once, whatever fails (issue 17 item 4): faults injected into the provider —
// the answer lost after the invoice was made, a 500, a timeout, the process dying between the call
// and the write (a hook), two runs at once — each end with exactly one invoice per item, and each
// run's 'Made {n} invoices failed {m}' counts are as the table of
// docs/decisions/0088-billing-exactly-once.md says.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RunChargesReply } from '../../contract/billing';
import { createLedgerProvider } from '../../server/services/billing/ledger';
import type { BillingProvider } from '../../server/services/billing/provider';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness } from '../helpers/fixtures';
import { billingItemsOf, campaignWithProofs, chargesRunner, made, faultyProvider, ledgerInvoiceCount, type Fault } from '../helpers/billing';

let t: TestApp;
let admin: Record<string, string>;
let ledger: BillingProvider;
let business: number;

beforeAll(async () => {
  t = await buildTestApp({ BILLING_LEDGER_PAY_DELAY_SECONDS: '0' });
  ({ headers: admin } = await createAdmin(t.app, null));
  ledger = createLedgerProvider(t.app.db, 0);
  business = (await createBusiness(t.app)).id;
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from billing_items`);
  await t.app.db.execute(sql`delete from billing_ledger_invoices`);
  t.app.services.billing = ledger;
  // Long enough for a loaded machine; the timeout case shortens it.
  t.app.services.billingHooks = { callTimeoutMs: 5000 };
});
afterAll(async () => t.close());

const { raw: runRaw, run } = chargesRunner(() => t.app, () => admin);

/** Every item CHARGED with its own invoice, and the ledger holding exactly one invoice per item. */
async function expectOneInvoicePerItem(count: number) {
  const items = await billingItemsOf(t.app);
  expect(items).toHaveLength(count);
  expect(items.every((i) => i.status === 'CHARGED')).toBe(true);
  expect(new Set(items.map((i) => i.invoice_id)).size).toBe(count);
  expect(await ledgerInvoiceCount(t.app)).toBe(count);
}

describe('faults on the first invoice call', () => {
  const cases: { fault: Fault; first: ReturnType<typeof made>; calls: number }[] = [
    // The invoice was made; the answer lost. The retry finds it by its key: no new call.
    { fault: 'lostResponse', first: made(1, 1), calls: 2 },
    // Nothing made: the retry makes it, with the same key.
    { fault: 'serverError', first: made(1, 1), calls: 3 },
    // Made after the run stopped waiting: the retry finds it.
    { fault: 'timeout', first: made(1, 1), calls: 2 },
  ];
  for (const { fault, first, calls } of cases) {
    it(`${fault}: failed once, retried by the next run, one invoice per item`, async () => {
      await campaignWithProofs(t.app, business, { count: 2 });
      const { provider, calls: counted } = faultyProvider(ledger, fault, 1, 1500);
      t.app.services.billing = provider;
      if (fault === 'timeout') t.app.services.billingHooks = { callTimeoutMs: 700 };
      expect(await run()).toEqual(first);
      const failed = (await billingItemsOf(t.app)).find((i) => i.status === 'PENDING');
      expect(failed).toMatchObject({ failures: 1 });
      expect(failed?.idempotency_key).toMatch(/^sway-billing-/);
      if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(await run()).toEqual(made(1, 0));
      expect(counted.create).toBe(calls);
      await expectOneInvoicePerItem(2);
      expect(await run()).toEqual(made(0, 0));
    });
  }
});

describe('a crash between the provider call and the write', () => {
  it('leaves the key stored; the next run reconciles the invoice without a new call', async () => {
    await campaignWithProofs(t.app, business, { count: 3 });
    const { provider, calls } = faultyProvider(ledger, null);
    t.app.services.billing = provider;
    let crashes = 1;
    t.app.services.billingHooks = {
      async afterProviderCall() {
        if (crashes-- > 0) throw new Error('simulated crash: the process died before writing the invoice id');
      },
    };
    expect((await runRaw()).statusCode).toBe(500);
    const items = await billingItemsOf(t.app);
    expect(items.map((i) => i.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(items[0].idempotency_key).not.toBeNull();
    expect(await ledgerInvoiceCount(t.app)).toBe(1);
    expect(await run()).toEqual(made(3, 0));
    expect(calls.create).toBe(3);
    await expectOneInvoicePerItem(3);
  });
});

describe('two runs at once (two admins press DO IT)', () => {
  it('runs one after the other: one invoice per item, the second run makes none', async () => {
    await campaignWithProofs(t.app, business, { count: 4 });
    const slow: BillingProvider = {
      ...ledger,
      createInvoice: async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return ledger.createInvoice(request);
      },
    };
    t.app.services.billing = slow;
    const replies = (await Promise.all([runRaw(), runRaw()])).map((r) => r.json<RunChargesReply>());
    expect(replies).toContainEqual(made(4, 0));
    expect(replies).toContainEqual(made(0, 0));
    await expectOneInvoicePerItem(4);
  });
});

describe('a refusal', () => {
  it('is recorded, frees the key and is retried with a new one', async () => {
    await campaignWithProofs(t.app, business, { count: 1 });
    const { BillingRefusal } = await import('../../server/services/billing/provider');
    let refuse = true;
    t.app.services.billing = {
      ...ledger,
      createInvoice: async (request) => {
        if (refuse) throw new BillingRefusal('customer not found');
        return ledger.createInvoice(request);
      },
    };
    expect(await run()).toEqual(made(0, 1));
    const [item] = await billingItemsOf(t.app);
    expect(item).toMatchObject({ status: 'PENDING', failures: 1, idempotency_key: null });
    const waiting = (await t.app.inject({ method: 'GET', url: '/api/chargebeeAdmin/', headers: admin })).json<{ items: { failedCount: number; lastError: string }[] }>();
    expect(waiting.items[0]).toMatchObject({ failedCount: 1, lastError: 'customer not found' });
    refuse = false;
    expect(await run()).toEqual(made(1, 0));
    await expectOneInvoicePerItem(1);
  });
});

describe('a failed reconciliation', () => {
  it('keeps the key, even when the lookup is refused: the earlier invoice may exist', async () => {
    await campaignWithProofs(t.app, business, { count: 1 });
    const { provider } = faultyProvider(ledger, 'lostResponse');
    t.app.services.billing = provider;
    expect(await run()).toEqual(made(0, 1));
    const { BillingRefusal } = await import('../../server/services/billing/provider');
    t.app.services.billing = { ...ledger, findInvoice: async () => { throw new BillingRefusal('customer not found'); } };
    expect(await run()).toEqual(made(0, 1));
    const [item] = await billingItemsOf(t.app);
    expect(item).toMatchObject({ status: 'PENDING', failures: 2 });
    expect(item.idempotency_key).not.toBeNull();
    t.app.services.billing = ledger;
    expect(await run()).toEqual(made(1, 0));
    await expectOneInvoicePerItem(1);
  });
});
