// The automatic checks of a proof (issue 13; docs/decisions.md "Automatic proof checks").
// `openCheck` runs inside the transaction that writes the proof: it hashes nothing itself (the
// hash is made before, off the transaction), looks up the signals, writes the check row and
// answers whether AUTO may approve now. `runQueuedCheck` is the job of the OCR levels: it reads
// the screenshot, finds the tags and the post's date, decides, and applies the decision the way
// a person's review does (code claim, e-mails), marking it as automatic and why.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProofSignal, RequiredTag } from '../../../contract/proofChecks';
import type { ProofReviewLevel } from '../../../contract/swayFlow';
import { proofChecks, proofs } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { campaignByOffer } from '../claims/campaign';
import { sendApprovalMail, sendAutomaticDenialMail } from '../claims/mails';
import { NoCodeError, releaseCode, claimCodeForApproval } from '../codeClaim';
import { decide, usesOcr, type Decision } from './decide';
import { imageHashes, type ImageHashes } from './imageHash';
import { readForTags } from './read';
import { isRecent, postDateIn } from './postDate';
import { hashColumns, repeatClaimerSignal, reusedImageSignal } from './signals';

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

export const NO_CODES_REASON = 'Sent to review: the campaign has no codes left';

/** The screenshot's hash, or null when it cannot be read (a missing or broken file is not a signal). */
export async function screenshotHash(app: FastifyInstance, imageUrl: string | null): Promise<ImageHashes | null> {
  if (!imageUrl) return null;
  const image = await app.services.storage.read(imageUrl).catch(() => null);
  return image ? imageHashes(image).catch(() => null) : null;
}

export interface OpenedCheck {
  signals: ProofSignal[];
  /** What the proof's review level decides without OCR (AUTO, REVIEW); null for the OCR levels. */
  decision: Decision | null;
}

export async function openCheck(tx: Tx, input: {
  proof: { id: number; businessId: number; customerId: number | null };
  level: ProofReviewLevel;
  required: RequiredTag[];
  hash: ImageHashes | null;
}): Promise<OpenedCheck> {
  const { proof, level, required, hash } = input;
  const signals = [
    hash == null ? null : await reusedImageSignal(tx, proof, hash),
    await repeatClaimerSignal(tx, proof),
  ].filter((s): s is ProofSignal => s != null);
  const ocr = usesOcr(level);
  const decision = ocr ? null : decide(level, { reading: null, found: [], missing: [], tooOld: false, signals });
  await tx.insert(proofChecks).values({
    proofId: proof.id, businessId: proof.businessId, level, required, signals, ...hashColumns(hash),
    status: ocr ? 'QUEUED' : 'DONE', decision: decision?.decision ?? null, reason: decision?.reason ?? null,
    checkedAt: ocr ? null : new Date(),
  });
  return { signals, decision };
}

export const NETWORK_TASK_REASON = "Approved on upload: a network offer's task screenshot";

/**
 * A network offer's task screenshot is approved on upload (issue 12): a network offer has no
 * review level and no review queue. Its hash is kept all the same, so a campaign proof that
 * sends the same screenshot again, for this business or another, is flagged as reused.
 */
export async function keepUploadHash(tx: Tx, proof: { id: number; businessId: number }, hash: ImageHashes | null) {
  await tx.insert(proofChecks).values({
    proofId: proof.id, businessId: proof.businessId, level: 'AUTO', status: 'DONE', ...hashColumns(hash),
    decision: 'APPROVED', reason: NETWORK_TASK_REASON, checkedAt: new Date(),
  });
}

/**
 * An approval made by the system, inside the caller's transaction, as a person's: it claims and
 * uses the campaign's code. With none left the proof stays pending and its check says why
 * (`noCodesLeft`); a proof a person already reviewed is left alone. The review comment is `reason`
 * and reviewed_by stays empty.
 */
export async function approveAutomatically(tx: Tx, proof: { id: number; swayOfferId: number | null; usedBy: string | null }, reason: string) {
  let code: string | null;
  try {
    code = await claimCodeForApproval(tx, proof.id, proof.swayOfferId, proof.usedBy);
  } catch (err) {
    if (!(err instanceof NoCodeError)) throw err;
    await tx.update(proofChecks).set({ decision: 'REVIEW', reason: NO_CODES_REASON }).where(eq(proofChecks.proofId, proof.id));
    return { approved: false, code: null, noCodesLeft: true };
  }
  const updated = await queryRows<{ id: number }>(tx, sql`
    update proofs set review_status = 'APPROVED', review_comments = ${reason}, reviewed_at = now(), reviewed_by = null
    where id = ${proof.id} and review_status = 'PENDING' returning id`);
  return { approved: updated.length > 0, code, noCodesLeft: false };
}

/** Queues the OCR job of a proof whose check row was opened QUEUED. */
export function queueCheck(app: FastifyInstance, proofId: number) {
  app.jobs.enqueue('proof check', () => runQueuedCheck(app, proofId));
}

/** Re-queues the checks a stopped server left behind (in-process jobs do not survive a restart). */
export async function requeueUnfinishedChecks(app: FastifyInstance) {
  const rows = await queryRows<{ proof_id: number }>(app.db, sql`select proof_id from proof_checks where status = 'QUEUED' order by created_at limit 1000`);
  for (const row of rows) queueCheck(app, row.proof_id);
  return rows.length;
}

export async function runQueuedCheck(app: FastifyInstance, proofId: number): Promise<void> {
  const [row] = await app.db.select({ check: proofChecks, proof: proofs }).from(proofChecks)
    .innerJoin(proofs, eq(proofs.id, proofChecks.proofId))
    .where(and(eq(proofChecks.proofId, proofId), eq(proofChecks.status, 'QUEUED'))).limit(1);
  if (!row) return;
  const { check, proof } = row;
  const image = proof.proofImageUrl ? await app.services.storage.read(proof.proofImageUrl).catch(() => null) : null;
  let reading: Awaited<ReturnType<typeof readForTags>> | null = null;
  if (image) {
    try {
      reading = await readForTags(app.services.ocr, image, check.required);
    } catch (err) {
      app.log.warn({ err, proofId }, 'OCR could not read a proof screenshot');
    }
  }
  const { found, missing } = reading ?? { found: [], missing: check.required };
  const now = new Date();
  const postDate = reading ? postDateIn(reading.text, now) : null;
  const decision = decide(check.level, { reading: reading && { text: reading.text, confidence: reading.confidence }, found, missing, tooOld: postDate != null && !isRecent(postDate, now), signals: check.signals });
  await app.db.update(proofChecks).set({
    status: reading ? 'DONE' : 'FAILED', ocrText: reading?.text.slice(0, 10_000) ?? null, ocrConfidence: reading?.confidence ?? null,
    found, missing, postDate, decision: decision.decision, reason: decision.reason, checkedAt: now,
  }).where(and(eq(proofChecks.proofId, proofId), eq(proofChecks.status, 'QUEUED')));
  if (decision.decision !== 'REVIEW') await applyDecision(app, proof, decision);
}

/**
 * An automatic approval or denial, as a person's: the approval claims the campaign's code (none
 * left: the proof stays for a person, with that reason) and mails the approval template; a
 * denial gives a reserved code back and tells the customer why. The review comment says it was
 * automatic and why; reviewed_by stays empty.
 */
async function applyDecision(app: FastifyInstance, proof: typeof proofs.$inferSelect, decision: Decision) {
  const approving = decision.decision === 'APPROVED';
  const outcome = await app.db.transaction(async (tx) => {
    if (approving) {
      const approval = await approveAutomatically(tx, { id: proof.id, swayOfferId: proof.swayOfferId, usedBy: proof.email ?? proof.firstName }, decision.reason);
      return approval.approved ? { code: approval.code } : null;
    }
    const updated = await queryRows<{ id: number }>(tx, sql`
      update proofs set review_status = 'DENIED', review_comments = ${decision.reason}, reviewed_at = now(), reviewed_by = null
      where id = ${proof.id} and review_status = 'PENDING' returning id`);
    if (updated.length === 0) return null; // a person was quicker
    await releaseCode(tx, proof.id);
    return { code: null };
  });
  const to = proof.email?.trim().toLowerCase();
  if (!outcome || !to || proof.swayOfferId == null) return;
  const campaign = await campaignByOffer(app.db, proof.swayOfferId);
  if (!campaign) return;
  const [voucher] = proof.voucherId == null ? [] : await queryRows<{ public_key: string | null }>(app.db, sql`select public_key from vouchers where id = ${proof.voucherId}`);
  const customer = { to, firstName: proof.firstName };
  if (approving) await sendApprovalMail(app, campaign, customer, outcome.code, voucher?.public_key ?? null);
  else await sendAutomaticDenialMail(app, campaign, customer, decision.reason);
}
