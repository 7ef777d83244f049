// The automatic checks of a proof (issue 13;
// docs/decisions/0096-proof-checks-where-they-run.md).
// `openCheck` runs inside the transaction that writes the proof: it hashes nothing itself (the
// hash is made before, off the transaction), looks up the repeat-claimer signal, writes the check
// row and answers whether AUTO may approve now. `runQueuedCheck` is the check job, after the
// commit: it compares the screenshot with earlier ones whose hash is near (the reused-image signal),
// reads it at the OCR levels, finds the tags and the post's date, decides, and applies the decision
// the way a person's review does (code claim), marking it as automatic and why; the messages follow
// from the event it records (notifications/notify.ts). A proof already decided (REVIEW) whose hash
// met an earlier one gets its signal from `addReusedSignal`, also after the commit
// (docs/decisions/0279-picture-comparisons-after-the-claim.md).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProofSignal, RequiredTag } from '../../../contract/proofChecks';
import type { ProofReviewLevel } from '../../../contract/swayFlow';
import { proofChecks, proofs } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { recordEvent } from '../events/outbox';
import { NoCodeError, releaseCode, claimCodeForApproval, claimFreshCode } from '../codeClaim';
import { decide, usesOcr, type Decision } from './decide';
import { fromSigned, imageHashes, type ImageHashes } from './imageHash';
import { readForTags } from './read';
import { takeReading } from './readingsAhead';
import { isRecent, postDateIn } from './postDate';
import { hashColumns, repeatClaimerSignal, reusedImageSignal, type SamePicture } from './signals';
import { comparisonWith } from './sameContent';

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

export const NO_CODES_REASON = 'Sent to review: the campaign has no codes left';

/** The screenshot's hash, or null when it cannot be read (a missing or broken file is not a signal). */
export async function screenshotHash(app: FastifyInstance, imageUrl: string | null): Promise<ImageHashes | null> {
  if (!imageUrl) return null;
  const image = await app.services.storage.read(imageUrl).catch(() => null);
  return image ? imageHashes(image).catch(() => null) : null;
}

/**
 * Compares a new screenshot with earlier proofs' images, reading and decoding the new one once. An
 * image that cannot be read or compared is taken to be the same picture, as the hash alone says: a
 * person then looks, rather than a re-send going through.
 */
export function samePictureAs(app: FastifyInstance, imageUrl: string): SamePicture {
  let compare: Promise<((earlier: Buffer) => Promise<boolean>) | null> | null = null;
  return async (earlierImageUrl) => {
    if (!earlierImageUrl) return true;
    compare ??= app.services.storage.read(imageUrl).then((now) => (now ? comparisonWith(now) : null), () => null);
    const [withNow, earlier] = await Promise.all([compare, app.services.storage.read(earlierImageUrl).catch(() => null)]);
    if (!withNow || !earlier) return true;
    return withNow(earlier).catch((error: unknown) => {
      app.log.warn({ err: error, imageUrl, earlierImageUrl }, 'image comparison failed: taken as the same picture');
      return true;
    });
  };
}

/**
 * The reused-image signal of a proof from its stored hash: its picture compared with earlier proofs'
 * whose hash is near. Null without a hash or image, or when none is the same picture.
 */
async function reusedImageOf(app: FastifyInstance, proof: { id: number; businessId: number; proofImageUrl: string | null }, check: { imageHash: bigint | null; windowHashes: bigint[] | null }): Promise<ProofSignal | null> {
  if (!proof.proofImageUrl || check.imageHash == null) return null;
  const hashes: ImageHashes = { main: fromSigned(check.imageHash), windows: (check.windowHashes ?? []).map(fromSigned) };
  return reusedImageSignal(app.db, { businessId: proof.businessId, before: proof.id }, hashes, samePictureAs(app, proof.proofImageUrl));
}

/** The check's signals with the reused-image one first, looked up unless it is there already (a row written by an older server). */
async function withReusedSignal(app: FastifyInstance, proof: typeof proofs.$inferSelect, check: typeof proofChecks.$inferSelect): Promise<ProofSignal[]> {
  if (check.signals.some((s) => s.kind === 'REUSED_IMAGE')) return check.signals;
  const reused = await reusedImageOf(app, proof, check);
  return reused ? [reused, ...check.signals] : check.signals;
}

/** What a level decides from the signals alone, with no reading (AUTO, REVIEW). */
const decideUnread = (level: ProofReviewLevel, signals: ProofSignal[]) => decide(level, { reading: null, found: [], missing: [], tooOld: false, signals });

export interface OpenedCheck {
  signals: ProofSignal[];
  /** What the proof's review level decides now (AUTO, REVIEW); null when the check job decides (OCR levels, an AUTO approval waiting for a comparison). */
  decision: Decision | null;
  /** Decided already, but its hash met an earlier proof's: `addReusedSignal` compares the pictures after the commit. */
  compareLater: boolean;
}

export async function openCheck(tx: Tx, input: {
  proof: { id: number; businessId: number; customerId: number | null };
  /** The customer was created with this proof: no earlier proofs to count. */
  newCustomer?: boolean;
  level: ProofReviewLevel;
  required: RequiredTag[];
  hash: ImageHashes | null;
  /** An earlier proof's hash is near this screenshot's (signals.ts nearScreenshots): the pictures are still to be compared. */
  nearEarlier: boolean;
}): Promise<OpenedCheck> {
  const { proof, level, required, hash } = input;
  const signals = [input.newCustomer ? null : await repeatClaimerSignal(tx, proof)].filter((s): s is ProofSignal => s != null);
  const now = usesOcr(level) ? null : decideUnread(level, signals);
  // An approval a comparison could turn into a review waits for the check job; a decision that is
  // a review already stands, and the comparison only adds its signal for the reviewer.
  const decision = now?.decision === 'APPROVED' && input.nearEarlier ? null : now;
  await tx.insert(proofChecks).values({
    proofId: proof.id, businessId: proof.businessId, level, required, signals, ...hashColumns(hash),
    status: decision ? 'DONE' : 'QUEUED', decision: decision?.decision ?? null, reason: decision?.reason ?? null,
    checkedAt: decision ? new Date() : null,
  });
  return { signals, decision, compareLater: decision != null && input.nearEarlier };
}

/**
 * The reused-image signal of a proof decided at its claim (a review) whose hash met an earlier
 * proof's: the pictures compared after the commit, the signal and the reason written for the
 * reviewer. Changes nothing when they differ, or when a person already reviewed it.
 */
export async function addReusedSignal(app: FastifyInstance, proofId: number): Promise<void> {
  const [row] = await app.db.select({ check: proofChecks, proof: proofs }).from(proofChecks)
    .innerJoin(proofs, eq(proofs.id, proofChecks.proofId))
    .where(and(eq(proofChecks.proofId, proofId), eq(proofChecks.status, 'DONE'))).limit(1);
  if (!row) return;
  const signals = await withReusedSignal(app, row.proof, row.check);
  if (signals === row.check.signals) return;
  const again = usesOcr(row.check.level) ? null : decideUnread(row.check.level, signals);
  await app.db.update(proofChecks).set({ signals, ...(again?.decision === row.check.decision ? { reason: again.reason } : {}) })
    .where(and(eq(proofChecks.proofId, proofId), eq(proofChecks.status, 'DONE')));
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
export async function approveAutomatically(tx: Tx, proof: { id: number; swayOfferId: number | null; usedBy: string | null; /** Written in this transaction (codeClaim.ts claimFreshCode). */ fresh?: boolean }, reason: string) {
  let code: string | null;
  try {
    code = proof.fresh && proof.swayOfferId != null
      ? await claimFreshCode(tx, proof.id, proof.swayOfferId, proof.usedBy)
      : await claimCodeForApproval(tx, proof.id, proof.swayOfferId, proof.usedBy);
  } catch (err) {
    if (!(err instanceof NoCodeError)) throw err;
    await tx.update(proofChecks).set({ decision: 'REVIEW', reason: NO_CODES_REASON }).where(eq(proofChecks.proofId, proof.id));
    return { approved: false, code: null, noCodesLeft: true, reviewedAt: null };
  }
  const updated = await queryRows<{ reviewed_at: string }>(tx, sql`
    update proofs set review_status = 'APPROVED', review_comments = ${reason}, reviewed_at = now(), reviewed_by = null
    where id = ${proof.id} and review_status = 'PENDING' returning reviewed_at::text`);
  return { approved: updated.length > 0, code, noCodesLeft: false, reviewedAt: updated[0]?.reviewed_at ?? null };
}

/**
 * The check job of a proof whose check row was opened QUEUED: the handler of its claim's event
 * (events/handlers.ts), so exactly one server reads the screenshot. Reading happens outside any
 * transaction; the result is written only if the row is still QUEUED, and with it, in the same
 * transaction, the decision and its event (PROOF_REVIEWED, or PROOF_SENT_TO_REVIEW): a second
 * reader of the same proof (an event taken again after a lost lease) changes and sends nothing.
 */
export async function runQueuedCheck(app: FastifyInstance, proofId: number): Promise<void> {
  const [row] = await app.db.select({ check: proofChecks, proof: proofs }).from(proofChecks)
    .innerJoin(proofs, eq(proofs.id, proofChecks.proofId))
    .where(and(eq(proofChecks.proofId, proofId), eq(proofChecks.status, 'QUEUED'))).limit(1);
  if (!row) return;
  const { check, proof } = row;
  const signals = await withReusedSignal(app, proof, check);
  const ocr = usesOcr(check.level);
  let reading: Awaited<ReturnType<typeof readForTags>> | null = null;
  const image = ocr && proof.proofImageUrl ? await app.services.storage.read(proof.proofImageUrl).catch(() => null) : null;
  if (image && proof.proofImageUrl) {
    // The contact step's hint read the same screenshot for the same tags (readingsAhead.ts).
    const ahead = takeReading(app, { url: proof.proofImageUrl, bytes: image }, check.required);
    reading = ahead ? await ahead.catch(() => null) : null;
    if (!reading) {
      try {
        reading = await readForTags(app.services.ocr, image, check.required);
      } catch (err) {
        app.log.warn({ err, proofId }, 'OCR could not read a proof screenshot');
      }
    }
  }
  const { found, missing } = reading ?? { found: [], missing: ocr ? check.required : [] };
  const now = new Date();
  const postDate = reading ? postDateIn(reading.text, now) : null;
  const decision = decide(check.level, { reading: reading && { text: reading.text, confidence: reading.confidence }, found, missing, tooOld: postDate != null && !isRecent(postDate, now), signals });
  await app.db.transaction(async (tx) => {
    const written = await tx.update(proofChecks).set({
      status: reading || !ocr ? 'DONE' : 'FAILED', signals, ocrText: reading?.text.slice(0, 10_000) ?? null, ocrConfidence: reading?.confidence ?? null,
      found, missing, postDate, decision: decision.decision, reason: decision.reason, checkedAt: now,
    }).where(and(eq(proofChecks.proofId, proofId), eq(proofChecks.status, 'QUEUED'))).returning({ proofId: proofChecks.proofId });
    if (written.length === 0) return; // another reader was first
    const applied = decision.decision === 'REVIEW' ? null : await applyDecision(tx, proof, decision);
    if (applied && 'status' in applied) {
      await recordEvent(tx, { type: 'PROOF_REVIEWED', businessId: proof.businessId, payload: { proofId, status: applied.status, automatic: true, reviewedAt: applied.reviewedAt, templateId: null, reason: decision.reason } });
    } else {
      const [pending] = await queryRows<{ id: number }>(tx, sql`select id from proofs where id = ${proofId} and review_status = 'PENDING'`);
      const noCodesLeft = applied?.noCodesLeft ? { noCodesLeft: true as const } : {};
      if (pending) await recordEvent(tx, { type: 'PROOF_SENT_TO_REVIEW', businessId: proof.businessId, payload: { proofId, ...noCodesLeft } });
    }
  });
}

/**
 * An automatic approval or denial, as a person's, in the check's transaction: the approval claims
 * the campaign's code (none left: the proof stays for a person, with that reason); a denial gives
 * a reserved code back. The review comment says it was automatic and why; reviewed_by stays empty.
 * Answers the review made; `noCodesLeft` when the approval found no code; null when a person was quicker.
 */
async function applyDecision(tx: Tx, proof: typeof proofs.$inferSelect, decision: Decision): Promise<{ status: 'APPROVED' | 'DENIED'; reviewedAt: string } | { noCodesLeft: true } | null> {
  if (decision.decision === 'APPROVED') {
    const approval = await approveAutomatically(tx, { id: proof.id, swayOfferId: proof.swayOfferId, usedBy: proof.email ?? proof.firstName }, decision.reason);
    if (approval.noCodesLeft) return { noCodesLeft: true };
    return approval.approved ? { status: 'APPROVED', reviewedAt: approval.reviewedAt! } : null;
  }
  const updated = await queryRows<{ reviewed_at: string }>(tx, sql`
    update proofs set review_status = 'DENIED', review_comments = ${decision.reason}, reviewed_at = now(), reviewed_by = null
    where id = ${proof.id} and review_status = 'PENDING' returning reviewed_at::text`);
  if (updated.length === 0) return null; // a person was quicker
  await releaseCode(tx, proof.id);
  return { status: 'DENIED', reviewedAt: updated[0]!.reviewed_at };
}
