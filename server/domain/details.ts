// Voucher details and sway proof details (spec 1 §2 Dashboard modals, §3 Voucher details / Sway
// proof details). Both are scoped by business: another business's id is "not found".
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { notFound } from '../http-error';
import { cents, centsToDollars, countedProof, reviewTypesSql, settingsRelation, valueCentsColumns } from './value';
import type { SwayProofDetails, VoucherDetails } from '../../contract/dashboard';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** bigint columns of valueCentsColumns: text on node-postgres, a number on PGlite. */
interface ValueColumns { post_cents: number | string; review_cents: number | string; ticket_cents: number | string }
const totalCents = (row: ValueColumns) => cents(row.post_cents) + cents(row.review_cents) + cents(row.ticket_cents);

interface VoucherRow extends ValueColumns {
  id: number; date_redeemed: Date | string | null; value_cents: number | null; customer_id: number;
  first_name: string | null; customer_since: Date | string | null; summary: string | null;
  proofs_shared: number; rank: number | null; month_total: number | null;
  /** The voucher's counted proofs as JSON text (ProofRow[]), in id order. */
  proofs: string;
}

interface ProofRow {
  id: number; proof_image_url: string | null; proof_type: string; client_feedback: string[];
  client_feedback_app_user_id: number | null; first_name: string | null; offer_summary: string | null;
}

const voucherDetailsRow = preparedStatement<VoucherRow, 'businessId' | 'voucherId'>('voucher_details', (q) => sql`with s as ${settingsRelation(q.businessId)},
    v as (select vo.*, date_trunc('month', vo.date_redeemed at time zone s.tz) at time zone s.tz as lo from vouchers vo, s
          where vo.id = ${q.voucherId} and vo.business_id = ${q.businessId})
    select v.id, v.date_redeemed, v.value_cents, v.customer_id, c.first_name, c.created_at as customer_since,
           o.offer_summary as summary,
           (select count(*)::int from proofs p where p.business_id = ${q.businessId} and p.customer_id = v.customer_id
              and ${countedProof('p')}) as proofs_shared,
           case when v.date_redeemed is null then null else (select count(*)::int from vouchers x, s
              where x.business_id = ${q.businessId} and x.date_redeemed >= v.lo
                and (x.date_redeemed, x.id) <= (v.date_redeemed, v.id)) end as rank,
           case when v.date_redeemed is null then null else (select count(*)::int from vouchers x, s
              where x.business_id = ${q.businessId} and x.date_redeemed >= v.lo
                and x.date_redeemed < ((v.lo at time zone s.tz) + interval '1 month') at time zone s.tz) end as month_total,
           (select coalesce(json_agg(json_build_object('id', p.id, 'proof_image_url', p.proof_image_url, 'proof_type', p.proof_type,
                     'client_feedback', p.client_feedback, 'client_feedback_app_user_id', p.client_feedback_app_user_id,
                     'first_name', p.first_name, 'offer_summary', p.offer_summary) order by p.id), '[]')::text
              from proofs p where p.voucher_id = v.id and p.business_id = ${q.businessId} and ${countedProof('p')}) as proofs,
           ${valueCentsColumns({ proofs: sql`pc.n`, reviews: sql`pc.reviews`, redeemed: sql`v.date_redeemed is not null`, ownTicketCents: sql`v.value_cents` })}
    from v cross join s left join customers c on c.id = v.customer_id left join offers o on o.id = v.offer_id
    cross join lateral (select count(*)::int as n, (count(*) filter (where p.proof_type in ${reviewTypesSql}))::int as reviews
      from proofs p where p.voucher_id = v.id and p.business_id = ${q.businessId} and ${countedProof('p')}) pc`);

/** One statement: on PGlite each statement has a fixed cost, and rows cost more to decode than JSON. */
export async function voucherDetails(db: Db, businessId: number, voucherId: number): Promise<VoucherDetails> {
  const [v] = await voucherDetailsRow(db, { businessId, voucherId });
  if (!v) throw notFound('Voucher not found');
  const proofs = JSON.parse(v.proofs) as ProofRow[];
  return {
    user: { first_name: v.first_name ?? proofs[0]?.first_name ?? null, created_at: iso(v.customer_since) },
    proofs: proofs.map((p) => ({
      id: p.id, img_url: p.proof_image_url, proof_type: p.proof_type,
      client_feedback: p.client_feedback, client_feedback_app_user_id: p.client_feedback_app_user_id,
    })),
    offer: { offer_summary: proofs[0]?.offer_summary ?? v.summary },
    voucher: { id: v.id, date_redeemed: iso(v.date_redeemed) },
    user_number_of_proofs: v.proofs_shared,
    voucher_in_month_number: v.rank,
    voucher_month_total: v.month_total,
    amount: centsToDollars(totalCents(v)),
  };
}

interface SwayRow extends ValueColumns {
  id: number; proof_type: string; proof_image_url: string | null; first_name: string | null;
  email: string | null; phone: string | null; summary: string | null;
}

const swayDetailsRow = preparedStatement<SwayRow, 'businessId' | 'proofId'>('sway_details', (q) => sql`with s as ${settingsRelation(q.businessId)}
    select p.id, p.proof_type, p.proof_image_url, p.first_name, p.email, p.phone,
      coalesce(p.offer_summary, so.offer_summary) as summary,
      ${valueCentsColumns({ proofs: sql`1`, reviews: sql`(p.proof_type in ${reviewTypesSql})::int`, redeemed: sql`false`, ownTicketCents: sql`null::int` })}
    from proofs p cross join s left join sway_offers so on so.id = p.sway_offer_id
    where p.id = ${q.proofId} and p.business_id = ${q.businessId} and p.is_sway and p.deleted_at is null`);

export async function swayProofDetails(db: Db, businessId: number, proofId: number): Promise<SwayProofDetails> {
  const [p] = await swayDetailsRow(db, { businessId, proofId });
  if (!p) throw notFound('Proof not found');
  return {
    sway_proof: { id: p.id, proof_type: p.proof_type, proof_image_url: p.proof_image_url, first_name: p.first_name, email: p.email, phone: p.phone },
    sway_offer: { offer_summary: p.summary },
    amount: centsToDollars(totalCents(p)),
  };
}
