// What a message is decided from: the state an event left, read when its handler runs (issue 35:
// "seeing the state the event left"), not what the code path that caused it happened to know.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/sql';

export interface ProofState {
  id: number;
  businessId: number;
  brand: string;
  timeZone: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  reviewStatus: 'PENDING' | 'APPROVED' | 'DENIED';
  reviewedAt: string | null;
  swayOfferId: number | null;
  offerSummary: string | null;
  voucherKey: string | null;
  pin: string | null;
  code: string | null;
}

export async function proofState(app: FastifyInstance, proofId: number): Promise<ProofState | null> {
  const [row] = await queryRows<{
    id: number; business_id: number; brand: string; time_zone: string; email: string | null; phone: string | null; first_name: string | null;
    review_status: ProofState['reviewStatus']; reviewed_at: string | null; sway_offer_id: number | null; offer_summary: string | null;
    public_key: string | null; pin: string | null; code: string | null;
  }>(app.db, sql`
    select p.id, p.business_id, b.brand, b.time_zone, p.email, p.phone, p.first_name, p.review_status, p.reviewed_at::text,
      p.sway_offer_id, p.offer_summary, v.public_key, v.pin, (select value from codes where proof_id = p.id order by id limit 1) as code
    from proofs p join businesses b on b.id = p.business_id left join vouchers v on v.id = p.voucher_id
    where p.id = ${proofId}`);
  if (!row) return null;
  return {
    id: row.id, businessId: row.business_id, brand: row.brand, timeZone: row.time_zone,
    email: row.email?.trim().toLowerCase() || null, phone: row.phone?.trim() || null, firstName: row.first_name,
    reviewStatus: row.review_status, reviewedAt: row.reviewed_at, swayOfferId: row.sway_offer_id, offerSummary: row.offer_summary,
    voucherKey: row.public_key, pin: row.pin, code: row.code,
  };
}

export interface VoucherState {
  id: number;
  brand: string;
  offerSummary: string | null;
  key: string;
  pin: string | null;
  redeemed: boolean;
  denied: boolean;
  /** The customer's contact and first name, as they gave them. */
  email: string | null;
  phone: string | null;
  firstName: string | null;
}

/** The vouchers a recovery request names, with what their message shows. */
export async function voucherStates(app: FastifyInstance, voucherIds: number[]): Promise<VoucherState[]> {
  if (voucherIds.length === 0) return [];
  const rows = await queryRows<{ id: number; brand: string; summary: string | null; public_key: string | null; pin: string | null; redeemed: boolean; denied: boolean; email: string | null; phone: string | null; first_name: string | null }>(app.db, sql`
    select v.id, b.brand, coalesce(so.offer_summary, o.offer_summary) as summary, v.public_key, v.pin, c.email, c.phone, c.first_name,
      v.date_redeemed is not null as redeemed,
      exists (select 1 from proofs p where p.voucher_id = v.id and p.review_status = 'DENIED') as denied
    from vouchers v join businesses b on b.id = v.business_id join customers c on c.id = v.customer_id
      left join sway_offers so on so.id = v.sway_offer_id left join offers o on o.id = v.offer_id
    where v.id in (${sql.join(voucherIds.slice(0, 20).map((id) => sql`${id}`), sql`, `)})
    order by v.id desc`);
  return rows.filter((r) => r.public_key).map((r) => ({
    id: r.id, brand: r.brand, offerSummary: r.summary, key: r.public_key!, pin: r.pin, redeemed: r.redeemed, denied: r.denied,
    email: r.email?.trim().toLowerCase() || null, phone: r.phone?.trim() || null, firstName: r.first_name,
  }));
}
