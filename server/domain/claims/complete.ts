// Completing a claim (issue 12, spec 3 §3 Flow, §4 review levels): in one transaction, the claim
// row is locked, the duplicate rules are checked, and exactly one customer link, voucher (for a
// VOUCHER end) and proof are written; review level AUTO approves at once and claims the code
// (with a repeat-claimer signal it waits for a person; when the screenshot's hash meets an earlier
// proof's, the check job compares the pictures and decides after the commit); the OCR levels are
// decided by the check job after the commit. The claim's event (CLAIM_COMPLETED) is written in the
// same transaction; its handlers send the messages and run the check. A second submit of the
// same claim — a double tap, a retry after a lost answer — finds the proof and changes nothing.
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProofType } from '../../db/schema';
import { claims, customers, proofs, vouchers } from '../../db/schema';
import { queryRows, type SqlRunner } from '../../db/sql';
import type { Campaign } from './campaign';
import { SHOW_CONSENT_FIELD, SHOW_CONSENT_VALUE } from '../../../customer/flow/render';
import { normalContact } from './contactAnswers';
import { findDuplicates } from './duplicates';
import { approveAutomatically, openCheck } from '../proofChecks/run';
import { nearScreenshots } from '../proofChecks/signals';
import { takeHash } from './screenshotHashes';
import { requiredTags } from '../proofChecks/requiredTags';
import { usesOcr } from '../proofChecks/decide';
import { recordEvent, type ClaimOutcome } from '../events/outbox';


export interface CompletedClaim {
  proofId: number;
  voucherKey: string | null;
  approved: boolean;
  code: string | null;
  noCodesLeft: boolean;
}

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/** The customer of these contact details: the business's known one, or one created now (`created`). */
async function customerFor(tx: Tx, businessId: number, values: Record<string, string>): Promise<{ id: number; created: boolean }> {
  const email = values.EMAIL_ADDRESS ? normalContact('EMAIL_ADDRESS', values.EMAIL_ADDRESS) : '';
  const phone = values.PHONE_NUMBER ? normalContact('PHONE_NUMBER', values.PHONE_NUMBER) : '';
  if (email || phone) {
    const [known] = await queryRows<{ id: number }>(tx, sql`
      select id from customers where business_id = ${businessId}
        and ((${email} <> '' and lower(email) = ${email}) or (${phone} <> '' and regexp_replace(coalesce(phone, ''), '\\D', '', 'g') = ${phone}))
      order by id limit 1`);
    if (known) return { id: known.id, created: false };
  }
  const [created] = await tx.insert(customers).values({
    businessId, firstName: values.FIRST_NAME ?? null, email: values.EMAIL_ADDRESS ?? null, phone: values.PHONE_NUMBER ?? null,
  }).returning({ id: customers.id });
  return { id: created!.id, created: true };
}

/** A voucher with an unguessable page key and a six-digit PIN that is free in this business. */
async function newVoucher(tx: Tx, campaign: Campaign, customerId: number) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await tx.insert(vouchers).values({
      businessId: campaign.offer.businessId, swayOfferId: campaign.offer.id, customerId,
      publicKey: randomBytes(16).toString('base64url'), pin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    }).onConflictDoNothing().returning({ id: vouchers.id, publicKey: vouchers.publicKey });
    if (row) return { id: row.id, key: row.publicKey! };
  }
  throw new Error('No free voucher PIN after 8 attempts');
}

async function existingResult(runner: SqlRunner, proofId: number): Promise<CompletedClaim> {
  const [row] = await queryRows<{ review_status: string; public_key: string | null; code: string | null }>(runner, sql`
    select p.review_status, v.public_key, (select value from codes where proof_id = p.id limit 1) as code
    from proofs p left join vouchers v on v.id = p.voucher_id where p.id = ${proofId}`);
  return { proofId, voucherKey: row?.public_key ?? null, approved: row?.review_status === 'APPROVED', code: row?.code ?? null, noCodesLeft: false };
}

export type CompletionResult = { errors: Record<string, string> } | { completed: CompletedClaim };

/** Where a completion's time went, in ms (the contact step's Server-Timing header): waiting for the hash, the near-hash look-up, the transaction. */
export interface CompletionTimes { hash: number; near: number; write: number }

/**
 * `claim`: the claim as the step read it, not completed then (the transaction reads it again under
 * its lock, and answers a claim completed meanwhile from its proof).
 */
export async function completeClaim(app: FastifyInstance, claim: { id: string; imageUrl: string | null }, campaign: Campaign, values: Record<string, string>, times?: CompletionTimes): Promise<CompletionResult> {
  const claimId = claim.id;
  let mark = performance.now();
  const lap = (part: keyof CompletionTimes) => {
    const now = performance.now();
    if (times) times[part] = now - mark;
    mark = now;
  };
  const { offer, flow } = campaign;
  const level = flow.side_effect_data.auto_check_proofs ?? 'REVIEW';
  // The screenshot's hash is made before the transaction: reading and shrinking an image there
  // would hold the claim's lock (and, on PGlite, the one database thread) for nothing. It was
  // usually started at the screenshot step (screenshotHashes.ts).
  // So is the look for earlier screenshots with a near hash. Their pictures are compared after the
  // commit, by the check job: at a rush of re-sends every customer's contact step waited 47-74 s
  // behind the comparisons (docs/decisions/0279-picture-comparisons-after-the-claim.md). The OCR
  // levels' job compares anyway; a contact step sent again for a completed claim (a double submit)
  // is answered from its proof and needs none.
  const hash = await takeHash(app, claim.imageUrl);
  lap('hash');
  const nearEarlier = hash != null && !usesOcr(level)
    && (await nearScreenshots(app.db, { businessId: offer.businessId }, hash)).length > 0;
  lap('near');
  const result = await app.db.transaction(async (tx): Promise<CompletionResult> => {
    const [locked] = await queryRows<{ proof_id: number | null; image_url: string | null; location_id: number | null }>(tx, sql`
      select proof_id, image_url, location_id from claims where id = ${claimId} for update`);
    if (!locked) throw new Error('Claim not found');
    if (locked.proof_id != null) return { completed: await existingResult(tx, locked.proof_id) };

    if (flow.contact_info_enabled) {
      const errors = await findDuplicates(tx, {
        businessId: offer.businessId, swayOfferId: offer.id, brand: campaign.brand, data: flow.contact_info_data, values, now: new Date(),
      });
      if (Object.keys(errors).length > 0) return { errors };
    }

    const customer = await customerFor(tx, offer.businessId, values);
    const customerId = customer.id;
    const voucher = flow.end_type === 'VOUCHER' ? await newVoucher(tx, campaign, customerId) : null;
    const { FIRST_NAME, EMAIL_ADDRESS, PHONE_NUMBER, [SHOW_CONSENT_FIELD]: consent, ...more } = values;
    const proofType = (offer.tasks[0] ?? 'INSTAGRAM_POST') as ProofType;
    const [proof] = await tx.insert(proofs).values({
      businessId: offer.businessId, swayOfferId: offer.id, isSway: true, customerId, voucherId: voucher?.id ?? null,
      proofType, proofDate: new Date(),
      firstName: FIRST_NAME ?? null, email: EMAIL_ADDRESS ?? null, phone: PHONE_NUMBER ?? null,
      offerSummary: offer.offerSummary, proofImageUrl: locked.image_url, locationId: locked.location_id,
      contactData: Object.keys(more).length ? more : null, showConsent: consent === SHOW_CONSENT_VALUE,
    }).returning({ id: proofs.id });
    const proofId = proof!.id;

    const check = await openCheck(tx, {
      proof: { id: proofId, businessId: offer.businessId, customerId }, newCustomer: customer.created, level, required: requiredTags(offer, flow, proofType),
      ...(locked.image_url === claim.imageUrl ? { hash, nearEarlier } : { hash: null, nearEarlier: false }),
    });
    const approval = check.decision?.decision === 'APPROVED'
      ? await approveAutomatically(tx, { id: proofId, swayOfferId: offer.id, usedBy: EMAIL_ADDRESS ?? FIRST_NAME ?? null, fresh: true }, check.decision.reason)
      : { approved: false, code: null, noCodesLeft: false };
    await tx.update(claims).set({
      proofId, voucherId: voucher?.id ?? null, completedAt: new Date(), updatedAt: new Date(), answers: values,
      step: flow.end_type === 'VOUCHER' ? 'voucher' : 'whatsNext',
    }).where(eq(claims.id, claimId));
    // What follows (the messages, the check job, the comparison) is the event's (events/handlers.ts).
    const outcome: ClaimOutcome = approval.approved ? 'APPROVED' : check.decision == null ? 'CHECK_QUEUED' : 'IN_REVIEW';
    await recordEvent(tx, {
      type: 'CLAIM_COMPLETED', businessId: offer.businessId,
      payload: { proofId, outcome, noCodesLeft: approval.noCodesLeft, ...(check.compareLater ? { compare: true } : {}) },
    });
    const { approved, code, noCodesLeft } = approval;
    return { completed: { proofId, voucherKey: voucher?.key ?? null, approved, code, noCodesLeft } };
  });
  lap('write');
  return 'errors' in result ? { errors: result.errors } : { completed: result.completed };
}
