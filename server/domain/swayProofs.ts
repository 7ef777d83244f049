// Loading and shaping sway proofs for review screens (spec 1 §3 Proof, spec 3 §3 Sway proof).
// Tenancy: a CLIENT sees only its current business's proofs (another's is a 404); an ADMIN
// reviews across businesses, because review is a provider back-office task (docs/decisions.md).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SwayProof } from '../../contract/reviews';
import { businessOf, isAdmin } from '../auth/session';
import type { Db } from '../db/client';
import { proofs } from '../db/schema';
import { notFound } from '../http-error';

export type ProofRow = typeof proofs.$inferSelect;

export function toSwayProof(p: ProofRow): SwayProof {
  return {
    id: p.id,
    business_id: p.businessId,
    sway_offer_id: p.swayOfferId,
    proof_type: p.proofType,
    proof_image_url: p.proofImageUrl,
    first_name: p.firstName,
    email: p.email,
    email_address: p.email,
    phone: p.phone,
    offer_summary: p.offerSummary,
    message_content: p.messageContent,
    date_submitted: p.dateSubmitted.toISOString(),
    review_status: p.reviewStatus,
  };
}

/** The business filter of a request: none for an admin, the token's business for others. */
export function tenantFilter(request: FastifyRequest): number | null {
  return isAdmin(request) ? null : businessOf(request);
}

/** A live sway proof the caller may act on, or 404. */
export async function findSwayProof(db: Db, request: FastifyRequest, proofId: number): Promise<ProofRow> {
  const business = tenantFilter(request);
  const [row] = await db.select().from(proofs).where(and(
    eq(proofs.id, proofId),
    eq(proofs.isSway, true),
    isNull(proofs.deletedAt),
    business == null ? undefined : eq(proofs.businessId, business),
  )).limit(1);
  if (!row) throw notFound('Proof not found');
  return row;
}
