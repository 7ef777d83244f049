// The four sections of billing control (spec 3 §2, §3 Billing summary, §9): billing items of every
// business grouped per business and addon in one stage, and the Mark of sent gift cards.
import { sql, type SQL } from 'drizzle-orm';
import { BILLING_SENT_DAYS, type BillingSummary } from '../../contract/billing';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';

interface SummaryRow {
  business_id: number; brand: string; title: string; addon_id: string; addon_name: string; count: number;
  item_ids: number[]; proof_ids: number[]; emails: string[] | null; invoice_ids: string[] | null;
  charged_at: Date | string | null; last_charged_at: Date | string | null; sent_at: Date | string | null; failed: number; last_error: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toSummary = (r: SummaryRow): BillingSummary => ({
  business: { id: r.business_id, brand: r.brand, title: r.title },
  chargbeeAddonId: r.addon_id, addonName: r.addon_name, count: Number(r.count),
  sideEffectIds: r.item_ids.map(Number), proofIds: r.proof_ids.map(Number),
  emails: r.emails ?? [], invoiceIds: r.invoice_ids ?? [],
  chargedDate: iso(r.charged_at), lastChargedDate: iso(r.last_charged_at), sentDate: iso(r.sent_at),
  failedCount: Number(r.failed), lastError: r.last_error,
});

/** The summaries of the items matching `where` (alias i), per business and addon. */
export async function billingSummaries(db: Db, where: SQL): Promise<BillingSummary[]> {
  const rows = await queryRows<SummaryRow>(db, sql`
    select b.id as business_id, b.brand, b.title, a.id as addon_id, a.name as addon_name, count(*)::int as count,
      array_agg(i.id order by i.id) as item_ids, array_agg(i.proof_id order by i.id) as proof_ids,
      array_agg(distinct i.email) filter (where i.email is not null and i.email <> '') as emails,
      array_agg(distinct i.invoice_id) filter (where i.invoice_id is not null) as invoice_ids,
      min(i.charged_at) as charged_at, max(i.charged_at) as last_charged_at, max(i.sent_at) as sent_at,
      (count(*) filter (where i.failures > 0 and i.status = 'PENDING'))::int as failed,
      (array_agg(i.last_error order by i.failed_at desc nulls last) filter (where i.last_error is not null))[1] as last_error
    from billing_items i join businesses b on b.id = i.business_id join billing_addons a on a.id = i.chargebee_addon_id
    where ${where}
    group by b.id, b.brand, b.title, a.id, a.name
    order by b.title, b.id, a.id`);
  return rows.map(toSummary);
}

export const WAITING = sql`i.status = 'PENDING'`;
export const CHARGED = sql`i.status = 'CHARGED'`;
export const PAID = sql`i.status = 'PAID'`;
/** Sent items stay listed for 30 days (spec 3 §9). */
export const RECENTLY_SENT = sql`i.status = 'SENT' and i.sent_at >= now() - make_interval(days => ${BILLING_SENT_DAYS})`;

/** PAID → SENT for these proofs ('Marked {n} proofs'); other proofs are left as they are. */
export async function markSent(db: Db, proofIds: number[]): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update billing_items set status = 'SENT', sent_at = now()
    where status = 'PAID' and proof_id = any(${`{${proofIds.join(',')}}`}::int[]) returning id`);
  return rows.length;
}
