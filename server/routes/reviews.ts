// Proof review for admins (spec 1 §2 Timeline Review, §7): PUT reverseFlow/proof/review/{proofId},
// GET swayOffer/defaultApprovalEmailForProof/{proofId}, GET /swayOffer/proofsForOffer/{offerId}.
// A CLIENT acts on its own business only (another's proof is 404); ADMIN on any.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { errorReply, validationErrorReply } from '../../contract/common';
import {
  defaultApprovalReply, offerIdParams, proofIdParams, proofsForOfferReply, reviewReply, reviewRequest,
} from '../../contract/reviews';
import { proofs, swayFlows, swayOffers } from '../db/schema';
import { sessionOf } from '../auth/session';
import { notFound } from '../http-error';
import { findSwayProof, tenantFilter, toSwayProof } from '../domain/swayProofs';
import { reviewProof } from '../domain/proofReview';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/reverseFlow/proof/review/:proofId', {
    config: { access: ['CLIENT'] },
    schema: {
      tags: ['reviews'], params: proofIdParams, body: reviewRequest,
      response: { 200: reviewReply, 400: validationErrorReply, 404: errorReply, 409: errorReply },
    },
  }, async (request) => {
    const proof = await findSwayProof(app.db, request, request.params.proofId);
    return reviewProof(app, proof, request.body, sessionOf(request).accountId);
  });

  r.get('/swayOffer/defaultApprovalEmailForProof/:proofId', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['reviews'], params: proofIdParams, response: { 200: defaultApprovalReply, 404: errorReply } },
  }, async (request) => {
    const proof = await findSwayProof(app.db, request, request.params.proofId);
    const [flow] = await app.db.select({ side: swayFlows.sideEffectData }).from(swayFlows)
      .where(eq(swayFlows.swayOfferId, proof.swayOfferId ?? 0)).limit(1);
    return { defaultApprovalId: flow?.side.default_approve_email_template_id || null };
  });

  r.get('/swayOffer/proofsForOffer/:offerId', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['reviews'], params: offerIdParams, response: { 200: proofsForOfferReply, 404: errorReply } },
  }, async (request) => {
    const business = tenantFilter(request);
    const [offer] = await app.db.select({ id: swayOffers.id }).from(swayOffers).where(and(
      eq(swayOffers.id, request.params.offerId),
      business == null ? undefined : eq(swayOffers.businessId, business),
    )).limit(1);
    if (!offer) throw notFound('Sway offer not found');
    // Oldest first: the review queue is worked through in the order proofs arrived.
    const rows = await app.db.select().from(proofs).where(and(
      eq(proofs.swayOfferId, offer.id), eq(proofs.isSway, true), eq(proofs.reviewStatus, 'PENDING'), isNull(proofs.deletedAt),
    )).orderBy(asc(proofs.dateSubmitted), asc(proofs.id));
    return { proofs: rows.map(toSwayProof) };
  });
};

export default routes;
