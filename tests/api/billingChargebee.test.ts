// The Chargebee adapter over real HTTP (issue 17 items 3 and 4): the official `chargebee` package
// against a local stub that answers like Chargebee's API. The request shapes the adapter sends,
// the addon list, refusals, the paid check, and the fault table of
// docs/decisions/0088-billing-exactly-once.md end to end —
// lost answer, 500, timeout, crash between call and write, two runs at once — each ending with
// exactly one Chargebee invoice per item.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { RunChargesReply } from '../../contract/billing';
import { billingAddons, businesses } from '../../server/db/schema';
import { checkPaid } from '../../server/domain/billingRun';
import { createChargebeeProvider } from '../../server/services/billing/chargebee';
import { BillingRefusal, type BillingProvider } from '../../server/services/billing/provider';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness } from '../helpers/fixtures';
import { billingItemsOf, campaignWithProofs, chargesRunner, made } from '../helpers/billing';
import { STUB_API_KEY, startChargebeeStub, type ChargebeeStub, type StubFault } from '../helpers/chargebeeStub';

let t: TestApp;
let stub: ChargebeeStub;
let chargebee: BillingProvider;
let admin: Record<string, string>;
let business: number;

beforeAll(async () => {
  t = await buildTestApp();
  stub = await startChargebeeStub({ customers: ['cust_tony'], addons: [{ id: 'gift-card-10', name: '$10 Gift Card', price: 1000 }, { id: 'cb-bonus', name: 'Review bonus', price: 500 }] });
  chargebee = createChargebeeProvider(t.app.db, { site: 'sway-test', apiKey: STUB_API_KEY, baseUrl: stub.baseUrl, timeoutMs: 1000 });
  ({ headers: admin } = await createAdmin(t.app, null));
  business = (await createBusiness(t.app, { chargebeeCustomerId: 'cust_tony' })).id;
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from billing_items`);
  stub.invoices.length = 0;
  stub.requests.length = 0;
  stub.faults.length = 0;
  t.app.services.billing = chargebee;
  t.app.services.billingHooks = undefined;
});
afterAll(async () => {
  await stub.close();
  await t.close();
});

const { raw: runRaw, run } = chargesRunner(() => t.app, () => admin);
const creates = () => stub.requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/invoices');

async function expectOneInvoicePerItem(count: number) {
  const items = await billingItemsOf(t.app);
  expect(items).toHaveLength(count);
  expect(items.every((i) => i.status === 'CHARGED')).toBe(true);
  expect(stub.invoices).toHaveLength(count);
  expect(new Set(stub.invoices.map((i) => i.po_number)).size).toBe(count);
  expect(items.map((i) => i.invoice_id).sort()).toEqual(stub.invoices.map((i) => i.id).sort());
}

describe('the adapter', () => {
  it('lists the active addons and keeps them as rows for the billing items', async () => {
    expect(await chargebee.listAddons()).toEqual([{ id: 'gift-card-10', name: '$10 Gift Card' }, { id: 'cb-bonus', name: 'Review bonus' }]);
    const [req] = stub.requests;
    expect(req).toMatchObject({ method: 'GET', path: '/api/v2/addons', authorized: true, query: { limit: '100', 'status[is]': 'active' } });
    expect((await t.app.db.select().from(billingAddons).where(eq(billingAddons.id, 'cb-bonus')))[0]).toMatchObject({ name: 'Review bonus', priceCents: 500 });
  });

  it('creates an invoice with the form fields and the idempotency key, and a repeat answers the same invoice', async () => {
    const request = { idempotencyKey: 'sway-billing-1-abc', customerId: 'cust_tony', addonId: 'gift-card-10', reference: 'sway-billing-1-abc' };
    const first = await chargebee.createInvoice(request);
    expect(await chargebee.createInvoice(request)).toEqual(first);
    expect(stub.invoices).toHaveLength(1);
    expect(creates()[0]).toMatchObject({
      idempotencyKey: 'sway-billing-1-abc', authorized: true,
      body: { customer_id: 'cust_tony', 'addons[id][0]': 'gift-card-10', 'addons[quantity][0]': '1', po_number: 'sway-billing-1-abc' },
    });
    expect(await chargebee.findInvoice({ idempotencyKey: 'sway-billing-1-abc', customerId: 'cust_tony', since: new Date(Date.now() - 60_000) })).toEqual(first);
    expect(await chargebee.findInvoice({ idempotencyKey: 'other', customerId: 'cust_tony', since: new Date(Date.now() - 60_000) })).toBeNull();
    expect(stub.requests.at(-1)?.query).toMatchObject({ 'customer_id[is]': 'cust_tony', limit: '100' });
  });

  it('turns a 4xx into a refusal (nothing made) and reports paid invoices', async () => {
    await expect(chargebee.createInvoice({ idempotencyKey: 'k2', customerId: 'cust_nobody', addonId: 'gift-card-10', reference: 'k2' }))
      .rejects.toBeInstanceOf(BillingRefusal);
    const a = await chargebee.createInvoice({ idempotencyKey: 'k3', customerId: 'cust_tony', addonId: 'gift-card-10', reference: 'k3' });
    const b = await chargebee.createInvoice({ idempotencyKey: 'k4', customerId: 'cust_tony', addonId: 'cb-bonus', reference: 'k4' });
    stub.pay(a.invoiceId);
    expect([...await chargebee.paidInvoices([a.invoiceId, b.invoiceId])]).toEqual([a.invoiceId]);
    expect(stub.requests.at(-1)?.query).toMatchObject({ 'status[is]': 'paid', 'id[in]': JSON.stringify([a.invoiceId, b.invoiceId]) });
  });
});

describe('billing runs against Chargebee, faults injected over HTTP', () => {
  it('charges every item once and the paid check follows Chargebee', async () => {
    await campaignWithProofs(t.app, business, { count: 3 });
    expect(await run()).toEqual(made(3, 0));
    await expectOneInvoicePerItem(3);
    stub.pay(stub.invoices[0].id);
    expect(await checkPaid({ db: t.app.db, provider: chargebee })).toBe(1);
  });

  const cases: { fault: StubFault; calls: number }[] = [
    { fault: 'lostResponse', calls: 2 },
    { fault: 'serverError', calls: 3 },
    { fault: 'timeout', calls: 2 },
  ];
  for (const { fault, calls } of cases) {
    it(`${fault}: 'Made 1 invoices failed 1', then 'Made 1 invoices failed 0', one invoice per item`, async () => {
      await campaignWithProofs(t.app, business, { count: 2 });
      stub.faults.push(fault);
      stub.setLateMs(2500);
      expect(await run()).toEqual(made(1, 1));
      if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, 2600));
      expect(await run()).toEqual(made(1, 0));
      expect(creates()).toHaveLength(calls);
      await expectOneInvoicePerItem(2);
    });
  }

  it('a crash between the call and the write: reconciled from Chargebee by the PO number, no second invoice', async () => {
    await campaignWithProofs(t.app, business, { count: 2 });
    let crashes = 1;
    t.app.services.billingHooks = { afterProviderCall: async () => { if (crashes-- > 0) throw new Error('simulated crash'); } };
    expect((await runRaw()).statusCode).toBe(500);
    expect(await run()).toEqual(made(2, 0));
    expect(creates()).toHaveLength(2);
    await expectOneInvoicePerItem(2);
  });

  it('two runs at once: one invoice per item', async () => {
    await campaignWithProofs(t.app, business, { count: 3 });
    const replies = (await Promise.all([runRaw(), runRaw()])).map((r) => r.json<RunChargesReply>());
    expect(replies).toContainEqual(made(3, 0));
    expect(replies).toContainEqual(made(0, 0));
    await expectOneInvoicePerItem(3);
  });

  it('a business without a Chargebee customer id fails without a call and is retried once it has one', async () => {
    const other = await createBusiness(t.app);
    await campaignWithProofs(t.app, other.id, { count: 1 });
    expect(await run()).toEqual(made(0, 1));
    expect(creates()).toHaveLength(0);
    await t.app.db.update(businesses).set({ chargebeeCustomerId: 'cust_tony' }).where(eq(businesses.id, other.id));
    expect(await run()).toEqual(made(1, 0));
  });
});
