// Loading and shaping sway proofs for review screens (spec 1 §3 Proof, spec 3 §3 Sway proof).
// Tenancy: the review actions (ADMIN only, spec 1 §6) act on a proof of the business the admin has
// switched to, like every other proof action (another business's proof is a 404); only the
// offer search spans businesses (docs/decisions/0034-role-scope-as-the-spec-draws-it.md).
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

/** The business filter of the offer search: none for an admin, the token's business for others. */
export function searchFilter(request: FastifyRequest): number | null {
  return isAdmin(request) ? null : businessOf(request);
}

/** A live sway proof of the caller's current business, or 404. */
export async function findSwayProof(db: Db, request: FastifyRequest, proofId: number): Promise<ProofRow> {
  const [row] = await db.select().from(proofs).where(and(
    eq(proofs.id, proofId),
    eq(proofs.isSway, true),
    isNull(proofs.deletedAt),
    eq(proofs.businessId, businessOf(request)),
  )).limit(1);
  if (!row) throw notFound('Proof not found');
  return row;
}
