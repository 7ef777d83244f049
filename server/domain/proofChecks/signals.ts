// Reused-image and repeat-claimer signals (issue 13 item 3). A screenshot whose hash is within
// SAME_IMAGE_MAX_DISTANCE bits of an earlier proof's, for this business or any other, and a
// customer with REPEAT_CLAIMS proofs for the business within REPEAT_WINDOW_DAYS. Another
// business's proof is named only as "another business": its id and contact stay with it.
import { sql } from 'drizzle-orm';
import { REPEAT_CLAIMS, REPEAT_WINDOW_DAYS, type ProofSignal } from '../../../contract/proofChecks';
import { queryRows, type SqlRunner } from '../../db/sql';
import { allBands, fromSigned, sameImage, toSigned, type ImageHashes } from './imageHash';

/** Candidates sharing a band are few; this bounds a pathological image (a blank screenshot). */
const CANDIDATE_LIMIT = 200;

export async function reusedImageSignal(db: SqlRunner, proof: { id: number; businessId: number }, hashes: ImageHashes): Promise<ProofSignal | null> {
  const rows = await queryRows<{ proof_id: number; business_id: number; image_hash: string; window_hashes: string[] | null }>(db, sql`
    select proof_id, business_id, image_hash::text, window_hashes::text[] from proof_checks
    where hash_bands && ${`{${allBands(hashes).join(',')}}`}::int[] and proof_id <> ${proof.id} and image_hash is not null
    order by proof_id limit ${CANDIDATE_LIMIT}`);
  const same = rows
    .filter((r) => sameImage(hashes, { main: fromSigned(r.image_hash), windows: (r.window_hashes ?? []).map(fromSigned) }))
    .sort((a, b) => Number(b.business_id === proof.businessId) - Number(a.business_id === proof.businessId) || a.proof_id - b.proof_id);
  const first = same[0];
  if (!first) return null;
  const sameBusiness = first.business_id === proof.businessId;
  return { kind: 'REUSED_IMAGE', proof_id: sameBusiness ? first.proof_id : null, same_business: sameBusiness, count: null };
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
