// Timeline page and proof actions (spec 1 §2 Timeline, Dashboard modals; §4; §7 proof/* rows):
// GET proof/before/{ms}, PUT proof/clientFeedback/{id}, PUT proof/{id}/updateSwayProofType/{type}
// (ADMIN), DELETE proof/{id} (ADMIN). Scoped by the token's business; another's proof is a 404.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errorReply, idParams } from '../../contract/common';
import {
  SWAY_PROOF_TYPES, clientFeedbackReply, clientFeedbackRequest, proofActionReply, proofTypeParams,
  timelineParams, timelineQuery, timelineReply,
} from '../../contract/dashboard';
import { businessOf, sessionOf } from '../auth/session';
import { proofs } from '../db/schema';
import type { ProofType } from '../db/schema';
import { preparedRows } from '../db/prepared';
import { notFound } from '../http-error';

const tags = ['proofs'];

interface TimelineRow {
  id: number; proof_date: Date | string; date_submitted: Date | string; first_name: string | null; email: string | null;
  phone: string | null; offer_summary: string | null; proof_image_url: string | null; proof_type: string; is_sway: boolean;
}
const iso = (d: Date | string) => new Date(d).toISOString();

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Owned, not deleted proof of the caller's business, or 404. Prepared: every proof action starts here. */
  async function ownedProof(businessId: number, id: number) {
    const [row] = await preparedRows<{ id: number; voucherId: number | null; isSway: boolean; firstName: string | null }>(app.db, 'owned_proof',
      sql`select id, voucher_id as "voucherId", is_sway as "isSway", first_name as "firstName" from proofs
          where id = ${id} and business_id = ${businessId} and deleted_at is null limit 1`);
    if (!row) throw notFound('Proof not found');
    return row;
  }

  r.get('/proof/before/:ms', {
    config: { access: ['CLIENT', 'CLIENT_LITE'] },
    schema: { tags, params: timelineParams, querystring: timelineQuery, response: { 200: timelineReply, 404: errorReply } },
  }, async (request) => {
    const businessId = businessOf(request);
    const { offset, limit } = request.query;
    const before = new Date(request.params.ms).toISOString();
    // The page's ids come from an index-only scan of proofs_timeline_idx, so a deep offset skips
    // index entries only; the rows themselves are fetched for the 10 ids of the page. 'nulls last'
    // matches the index's order (plain DESC means NULLS FIRST, which would add a sort).
    const rows = await preparedRows<TimelineRow>(app.db, 'timeline', sql`select p.id, p.proof_date, p.date_submitted, p.first_name,
        p.email, p.phone, p.offer_summary, p.proof_image_url, p.proof_type, p.is_sway
      from (select id, date_submitted from proofs where business_id = ${businessId} and deleted_at is null
              and date_submitted < ${before}::timestamptz
            order by date_submitted desc nulls last, id desc nulls last offset ${offset} limit ${limit}) page
      join proofs p on p.id = page.id order by page.date_submitted desc nulls last, page.id desc nulls last`);
    return {
      proofs: rows.map((p) => ({
        ...p, proof_date: iso(p.proof_date), date_submitted: iso(p.date_submitted), img_url: p.proof_image_url,
      })),
    };
  });

  r.put('/proof/clientFeedback/:id', {
    config: { access: ['CLIENT', 'CLIENT_LITE'] },
    schema: { tags, params: idParams, body: clientFeedbackRequest, response: { 200: clientFeedbackReply, 404: errorReply } },
  }, async (request) => {
    const businessId = businessOf(request);
    const proof = await ownedProof(businessId, request.params.id);
    const feedback = [...new Set(request.body.clientFeedback)];
    // The kudos is for the visit: every proof of the same voucher carries it.
    const target = proof.voucherId === null ? eq(proofs.id, proof.id) : eq(proofs.voucherId, proof.voucherId);
    await app.db.update(proofs)
      .set({ clientFeedback: feedback, clientFeedbackAppUserId: sessionOf(request).accountId, clientFeedbackAt: sql`now()` })
      .where(and(target, eq(proofs.businessId, businessId), isNull(proofs.deletedAt)));
    return { ok: true as const, client_feedback: feedback, first_name: proof.firstName };
  });

  r.put('/proof/:id/updateSwayProofType/:type', {
    config: { access: ['ADMIN'] },
    schema: { tags, params: proofTypeParams, response: { 200: proofActionReply, 404: errorReply } },
  }, async (request) => {
    const { id, type } = request.params;
    const proof = await ownedProof(businessOf(request), id);
    if (!(SWAY_PROOF_TYPES as readonly string[]).includes(type)) return { ok: false, error: `unknown proof type ${type}` };
    if (!proof.isSway) return { ok: false, error: 'not a sway proof' };
    await app.db.update(proofs).set({ proofType: type as ProofType }).where(eq(proofs.id, id));
    return { ok: true };
  });

  r.delete('/proof/:id', {
    config: { access: ['ADMIN'] },
    schema: { tags, params: idParams, response: { 200: proofActionReply, 404: errorReply } },
  }, async (request) => {
    const proof = await ownedProof(businessOf(request), request.params.id);
    // Soft delete: billing and review history keep their reference; every list filters it out.
    await app.db.update(proofs).set({ deletedAt: sql`now()` }).where(eq(proofs.id, proof.id));
    return { ok: true };
  });
};

export default routes;
