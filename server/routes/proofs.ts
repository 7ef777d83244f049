// Timeline page and proof actions (spec 1 §2 Timeline, Dashboard modals; §4; §7 proof/* rows):
// GET proof/before/{ms}, PUT proof/clientFeedback/{id}, PUT proof/{id}/updateSwayProofType/{type}
// (ADMIN), DELETE proof/{id} (ADMIN). Scoped by the token's business; another's proof is a 404.
import { sql } from 'drizzle-orm';
import { SWAY_PROOF_TYPES, type TimelineProof } from '../../contract/dashboard';
import { businessOf, sessionOf } from '../auth/session';
import { preparedStatement } from '../db/prepared';
import { notFound } from '../http-error';
import { kept, type RouteModule } from './endpoints';
import { dontKeep } from './keptReplies';

const iso = (d: string) => new Date(d).toISOString();

/**
 * A timeline page. The page's ids come from an index-only scan of proofs_timeline_idx, so a deep
 * offset skips index entries only; the rows themselves are fetched for the 10 ids of the page.
 * 'nulls last' matches the index's order (plain DESC means NULLS FIRST, which would add a sort).
 * After a given proof (`afterId`), the row comparison starts the scan right there (keyset), so
 * the console's deep pages walk no entries at all; it is a statement of its own, since a generic
 * plan with an optional cursor would filter instead of seeking. The page travels as one JSON
 * text, which PGlite decodes far faster than ten rows. Its dates are made ISO in Node: to_char
 * per row costs PostgreSQL more than that. `later`: whether a live proof is dated at or after
 * `before` (one probe of the same index); without one, the page is the same for every later
 * instant and its answer is kept for them (routes/keptReplies.ts).
 */
const timelinePage = (keyset: boolean) => preparedStatement<{ proofs: string; later: boolean }, 'businessId' | 'before' | 'afterId' | 'offset' | 'limit'>(
  keyset ? 'timeline_page_after' : 'timeline_page', (q) => {
    const after = keyset ? sql`and (date_submitted, id) < (select c.date_submitted, c.id from proofs c
                where c.id = ${q.afterId} and c.business_id = ${q.businessId})` : sql``;
    return sql`select coalesce(json_agg(json_build_object(
          'id', p.id, 'proof_date', p.proof_date, 'date_submitted', p.date_submitted, 'first_name', p.first_name, 'email', p.email,
          'phone', p.phone, 'offer_summary', p.offer_summary, 'proof_image_url', p.proof_image_url, 'proof_type', p.proof_type,
          'is_sway', p.is_sway,
          'widget', case when exists (select 1 from social_proofs s where s.proof_id = p.id) then 'SHOWN'
                         when p.review_status = 'APPROVED' and p.show_consent then 'AVAILABLE' end) order by page.date_submitted desc nulls last, page.id desc nulls last), '[]')::text as proofs,
          exists (select 1 from proofs l where l.business_id = ${q.businessId} and l.deleted_at is null
                    and l.date_submitted >= ${q.before}::timestamptz) as later
        from (select id, date_submitted from proofs where business_id = ${q.businessId} and deleted_at is null
                and date_submitted < ${q.before}::timestamptz ${after}
              order by date_submitted desc nulls last, id desc nulls last offset ${q.offset} limit ${q.limit}) page
        join proofs p on p.id = page.id`;
  });
const firstPage = timelinePage(false);
const pageAfter = timelinePage(true);

/** Owned, not deleted proof of the caller's business, or 404: why a type change was refused. */
const ownedProofRow = preparedStatement<{ isSway: boolean }, 'id' | 'businessId'>('owned_proof', (q) => sql`
  select is_sway as "isSway" from proofs where id = ${q.id} and business_id = ${q.businessId} and deleted_at is null limit 1`);

// The proof and every proof of the same voucher: the kudos is for the visit. The list travels as
// JSON: one parameter form for both engines' prepared statements.
const setFeedback = preparedStatement<{ firstName: string | null }, 'id' | 'businessId' | 'feedback' | 'accountId'>('proof_feedback', (q) => sql`
  with target as (
    select id, voucher_id, first_name from proofs where id = ${q.id} and business_id = ${q.businessId} and deleted_at is null),
  updated as (
    update proofs p set client_feedback = array(select jsonb_array_elements_text(${q.feedback}::jsonb)),
           client_feedback_app_user_id = ${q.accountId}, client_feedback_at = now()
    from target t where p.business_id = ${q.businessId} and p.deleted_at is null and (p.id = t.id or p.voucher_id = t.voucher_id)
    returning p.id)
  select t.first_name as "firstName" from target t`);

const setSwayProofType = preparedStatement<{ id: number }, 'id' | 'businessId' | 'type'>('proof_set_type', (q) => sql`
  update proofs set proof_type = ${q.type}
  where id = ${q.id} and business_id = ${q.businessId} and deleted_at is null and is_sway returning id`);

// Soft delete: billing and review history keep their reference; every list filters it out.
const softDelete = preparedStatement<{ id: number }, 'id' | 'businessId'>('proof_delete', (q) => sql`
  update proofs set deleted_at = now() where id = ${q.id} and business_id = ${q.businessId} and deleted_at is null returning id`);

const proofs: RouteModule = (app) => {
  async function ownedProof(businessId: number, id: number) {
    const [row] = await ownedProofRow(app.db, { id, businessId });
    if (!row) throw notFound('Proof not found');
    return row;
  }

  return {
    // Brief: a page of at most 50 after at most a million entries of one business's index. Kept
    // for every instant from `ms` on when no proof is dated at or after it (the page's `later`).
    getTimeline: kept(async (request) => {
      const businessId = businessOf(request);
      const { offset, limit, after_id: afterId } = request.query;
      const before = new Date(request.params.ms).toISOString();
      const [page] = await (afterId === undefined ? firstPage : pageAfter)(app.db, { businessId, before, afterId, offset, limit });
      if (page?.later !== false) dontKeep(request);
      // Fields one by one: on Node 20 an object literal that opens with a spread costs about 4 µs.
      const rows = JSON.parse(page?.proofs ?? '[]') as Omit<TimelineProof, 'img_url'>[];
      return {
        proofs: rows.map((p) => ({
          id: p.id, proof_date: iso(p.proof_date), date_submitted: iso(p.date_submitted), first_name: p.first_name, email: p.email,
          phone: p.phone, offer_summary: p.offer_summary, proof_image_url: p.proof_image_url, img_url: p.proof_image_url,
          proof_type: p.proof_type, is_sway: p.is_sway, widget: p.widget,
        })),
      };
    }, (request) => ({
      key: `proof/before?offset=${request.query.offset}&limit=${request.query.limit}&after_id=${request.query.after_id ?? ''}`,
      at: request.params.ms,
    })),
    sendClientFeedback: async (request) => {
      const businessId = businessOf(request);
      const feedback = [...new Set(request.body.clientFeedback)];
      // One statement finds the caller's proof and updates it.
      const [proof] = await setFeedback(app.db, { id: request.params.id, businessId, feedback: JSON.stringify(feedback), accountId: sessionOf(request).accountId });
      if (!proof) throw notFound('Proof not found');
      return { ok: true as const, client_feedback: feedback, first_name: proof.firstName };
    },
    updateSwayProofType: async (request) => {
      const { id, type } = request.params;
      const businessId = businessOf(request);
      if ((SWAY_PROOF_TYPES as readonly string[]).includes(type)) {
        const [updated] = await setSwayProofType(app.db, { id, businessId, type });
        if (updated) return { ok: true };
      }
      // Not changed: say why (another business's or a deleted proof is a 404 first).
      const proof = await ownedProof(businessId, id);
      if (!proof.isSway) return { ok: false, error: 'not a sway proof' };
      return { ok: false, error: `unknown proof type ${type}` };
    },
    deleteProof: async (request) => {
      const [deleted] = await softDelete(app.db, { id: request.params.id, businessId: businessOf(request) });
      if (!deleted) throw notFound('Proof not found');
      return { ok: true };
    },
  };
};

export default proofs;
