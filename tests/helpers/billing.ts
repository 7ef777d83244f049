// Billing test helpers: a campaign whose flow charges an addon, its proofs, and a billing provider
// with injected faults over the local ledger (tests/api/billingFaults.test.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { proofs, swayFlows, swayOffers } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import type { BillingProvider } from '../../server/services/billing/provider';
import type { RunChargesReply } from '../../contract/billing';

/** A sway campaign of the business whose side effect charges `addon`, with `count` proofs of `status`. */
export async function campaignWithProofs(app: FastifyInstance, businessId: number, opts: {
  addon?: string | null; count?: number; status?: 'PENDING' | 'APPROVED' | 'DENIED';
} = {}) {
  const [offer] = await app.db.insert(swayOffers).values({ businessId, offerSummary: 'Free slice' }).returning();
  await app.db.insert(swayFlows).values({ swayOfferId: offer.id, sideEffectData: { chargebee_addon_id: opts.addon === undefined ? 'gift-card-10' : opts.addon } });
  const rows = await app.db.insert(proofs).values(Array.from({ length: opts.count ?? 2 }, (_, i) => ({
    businessId, swayOfferId: offer.id, isSway: true, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(),
    firstName: `Local${i}`, email: `local${offer.id}-${i}@example.test`, offerSummary: offer.offerSummary,
    reviewStatus: opts.status ?? 'APPROVED', reviewedAt: opts.status === 'PENDING' ? null : new Date(),
  }))).returning();
  return { offer, proofs: rows };
}

/** POST chargebeeAdmin/runCharges as this admin: `raw` answers the response, `run` expects a 200 and answers its body. */
export function chargesRunner(app: () => FastifyInstance, headers: () => Record<string, string>) {
  const raw = () => app().inject({ method: 'POST', url: '/api/chargebeeAdmin/runCharges', headers: headers() });
  const run = async () => {
    const res = await raw();
    if (res.statusCode !== 200) throw new Error(`runCharges answered ${res.statusCode}: ${res.body}`);
    return res.json<RunChargesReply>();
  };
  return { raw, run };
}

/** 'Made {n} invoices failed {m}' as the reply says it. */
export const made = (n: number, m: number): RunChargesReply => ({ invoiceCountSuccess: n, invoiceCountFailure: m });

export interface ItemRow { id: number; proof_id: number; status: string; invoice_id: string | null; failures: number; idempotency_key: string | null }

export const billingItemsOf = (app: FastifyInstance) => queryRows<ItemRow>(app.db, sql`
  select id, proof_id, status, invoice_id, failures, idempotency_key from billing_items order by id`);

/** Invoices of the local ledger per billing item (by the key the item holds or held). */
export const ledgerInvoiceCount = async (app: FastifyInstance) =>
  Number((await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from billing_ledger_invoices`))[0].n);

export type Fault = 'lostResponse' | 'serverError' | 'timeout';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The ledger with `fault` on the next `times` invoice calls: lostResponse makes the invoice and
 * then loses the answer; serverError answers a 500 without making one; timeout makes it only
 * after `lateMs` (past the run's wait). `calls` counts invoice calls.
 */
export function faultyProvider(base: BillingProvider, fault: Fault | null, times = 1, lateMs = 400) {
  let left = times;
  const calls = { create: 0 };
  const provider: BillingProvider = {
    ...base,
    async createInvoice(request) {
      calls.create += 1;
      const now = fault && left > 0 ? fault : null;
      if (now) left -= 1;
      if (now === 'serverError') throw new Error('Chargebee answered 500 Internal Server Error');
      if (now === 'timeout') {
        await sleep(lateMs);
        return base.createInvoice(request);
      }
      const made = await base.createInvoice(request);
      if (now === 'lostResponse') throw new Error('socket hang up');
      return made;
    },
  };
  return { provider, calls };
}
