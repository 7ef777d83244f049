// Reused-image and repeat-claimer signals (issue 13 item 3). A screenshot whose hash is within
// SAME_IMAGE_MAX_DISTANCE bits of an earlier proof's, for this business or any other, and a
// customer with REPEAT_CLAIMS proofs for the business within REPEAT_WINDOW_DAYS. Another
// business's proof is named only as "another business": its id and contact stay with it.
// Once the screenshot is read (the OCR levels), the reused-image signal is looked up again with
// its text: an earlier proof whose stored reading clearly differs is another post in the same
// app's layout, not this screenshot sent again (sameText.ts, issue 33).
import { sql } from 'drizzle-orm';
import { REPEAT_CLAIMS, REPEAT_WINDOW_DAYS, type ProofSignal } from '../../../contract/proofChecks';
import { queryRows, type SqlRunner } from '../../db/sql';
import { allBands, fromSigned, sameImage, toSigned, type ImageHashes } from './imageHash';
import { clearlyDifferentText } from './sameText';

/** Candidates sharing a band are few; this bounds a pathological image (a blank screenshot). */
const CANDIDATE_LIMIT = 200;

/**
 * The earlier proof this screenshot is taken for, or null. With `text` (the screenshot's reading),
 * only proofs before this one count, and one whose stored reading clearly differs does not: an
 * earlier proof without a reading (not read yet, or a level without OCR) still counts.
 */
export async function reusedImageSignal(db: SqlRunner, proof: { id: number; businessId: number }, hashes: ImageHashes, text?: string): Promise<ProofSignal | null> {
  const read = text != null;
  const rows = await queryRows<{ proof_id: number; business_id: number; image_hash: string; window_hashes: string[] | null; ocr_text: string | null }>(db, sql`
    select proof_id, business_id, image_hash::text, window_hashes::text[], ${read ? sql`ocr_text` : sql`null`} as ocr_text from proof_checks
    where hash_bands && ${`{${allBands(hashes).join(',')}}`}::int[] and ${read ? sql`proof_id < ${proof.id}` : sql`proof_id <> ${proof.id}`} and image_hash is not null
    order by proof_id limit ${CANDIDATE_LIMIT}`);
  const same = rows
    .filter((r) => sameImage(hashes, { main: fromSigned(r.image_hash), windows: (r.window_hashes ?? []).map(fromSigned) }))
    .filter((r) => !(read && r.ocr_text != null && clearlyDifferentText(text, r.ocr_text)))
    .sort((a, b) => Number(b.business_id === proof.businessId) - Number(a.business_id === proof.businessId) || a.proof_id - b.proof_id);
  const first = same[0];
  if (!first) return null;
  const sameBusiness = first.business_id === proof.businessId;
  return { kind: 'REUSED_IMAGE', proof_id: sameBusiness ? first.proof_id : null, same_business: sameBusiness, count: null };
}

/**
 * The check's signals once its screenshot is read: a reused-image signal is looked up again with
 * the reading's text, so an earlier post in the same layout with other words no longer flags it.
 */
export async function signalsAfterReading(db: SqlRunner, proof: { id: number; businessId: number },
  check: { signals: ProofSignal[]; imageHash: bigint | null; windowHashes: bigint[] | null }, text: string): Promise<ProofSignal[]> {
  if (check.imageHash == null || !check.signals.some((s) => s.kind === 'REUSED_IMAGE')) return check.signals;
  const hashes = { main: fromSigned(check.imageHash), windows: (check.windowHashes ?? []).map(fromSigned) };
  const reused = await reusedImageSignal(db, proof, hashes, text);
  return [...(reused ? [reused] : []), ...check.signals.filter((s) => s.kind !== 'REUSED_IMAGE')];
}

export async function repeatClaimerSignal(db: SqlRunner, proof: { id: number; businessId: number; customerId: number | null }): Promise<ProofSignal | null> {
  if (proof.customerId == null) return null;
  const [row] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from proofs
    where business_id = ${proof.businessId} and customer_id = ${proof.customerId} and deleted_at is null
      and review_status <> 'DENIED' and date_submitted > now() - make_interval(days => ${REPEAT_WINDOW_DAYS})`);
  const n = row?.n ?? 0;
  return n >= REPEAT_CLAIMS ? { kind: 'REPEAT_CLAIMER', proof_id: null, same_business: true, count: n } : null;
}

export const hashColumns = (hashes: ImageHashes | null) => (hashes == null
  ? { imageHash: null, windowHashes: null, hashBands: null }
  : { imageHash: toSigned(hashes.main), windowHashes: hashes.windows.map(toSigned), hashBands: allBands(hashes) });
