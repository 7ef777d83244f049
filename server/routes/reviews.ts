// Proof review for admins (spec 1 §2 Timeline Review, §7): reviewProof, getDefaultApprovalForProof,
// getProofCheckQueue and getProofsForOffer of the endpoint table (contract/api/reviews.ts).
// ADMIN only (spec 1 §6), in the business the admin switched to: another business's proof is 404.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { proofChecks, proofs, swayFlows, swayOffers } from '../db/schema';
import { LIMITS } from '../../contract/limits';
import { toProofCheck } from '../domain/proofChecks/rows';
import { businessOf, sessionOf } from '../auth/session';
import { notFound } from '../http-error';
import { findSwayProof, toSwayProof } from '../domain/swayProofs';
import { reviewProof, undoReview } from '../domain/proofReview';
import type { RouteModule } from './endpoints';

const reviews: RouteModule = (app) => ({
  reviewProof: async (request) => {
    const proof = await findSwayProof(app.db, request, request.params.proofId);
    return reviewProof(app, proof, request.body, sessionOf(request).accountId);
  },
  undoReview: async (request) => {
    const proof = await findSwayProof(app.db, request, request.params.proofId);
    return undoReview(app, proof, sessionOf(request).accountId);
  },

  getDefaultApprovalForProof: async (request) => {
    const proof = await findSwayProof(app.db, request, request.params.proofId);
    const [flow] = await app.db.select({ side: swayFlows.sideEffectData }).from(swayFlows)
      .where(eq(swayFlows.swayOfferId, proof.swayOfferId ?? 0)).limit(1);
    return { defaultApprovalId: flow?.side.default_approve_email_template_id || null };
  },

  // Not per business: the queue is the server's, and only admins see it.
  getProofCheckQueue: async () => {
    const queue = app.services.ocr.queue();
    return { depth: queue.depth, oldest_wait_seconds: Math.round(queue.oldestWaitMs / 100) / 10 };
  },

  getProofsForOffer: async (request) => {
    const [offer] = await app.db.select({ id: swayOffers.id }).from(swayOffers).where(and(
      eq(swayOffers.id, request.params.offerId), eq(swayOffers.businessId, businessOf(request)),
    )).limit(1);
    if (!offer) throw notFound('Sway offer not found');
    // Oldest first: the review queue is worked through in the order proofs arrived.
    const rows = await app.db.select({ proof: proofs, check: proofChecks }).from(proofs)
      .leftJoin(proofChecks, eq(proofChecks.proofId, proofs.id))
      .where(and(eq(proofs.swayOfferId, offer.id), eq(proofs.isSway, true), eq(proofs.reviewStatus, 'PENDING'), isNull(proofs.deletedAt)))
      .orderBy(asc(proofs.dateSubmitted), asc(proofs.id))
      .limit(LIMITS.reviewQueue);
    return { proofs: rows.map((r) => ({ ...toSwayProof(r.proof), check: r.check ? toProofCheck(r.check) : null })) };
  },
});

export default reviews;
