// Reused-image and repeat-claimer signals (issue 13 item 3). A screenshot whose hash is within
// SAME_IMAGE_MAX_DISTANCE bits of an earlier proof's, for this business or any other, and whose
// picture the two aligned images confirm (issue 33: another post in the same app's layout is not a
// re-send; sameContent.ts; compared after the claim, by the check job: decision 0279); and a
// customer with REPEAT_CLAIMS proofs for the business within
// REPEAT_WINDOW_DAYS. Another business's proof is named only as "another business": its id and
// contact stay with it.
import { sql } from 'drizzle-orm';
import { REPEAT_CLAIMS, REPEAT_WINDOW_DAYS, type ProofSignal } from '../../../contract/proofChecks';
import { queryRows, type SqlRunner } from '../../db/sql';
import { allBands, fromSigned, HASH_VERSION, imageDistance, SAME_IMAGE_MAX_DISTANCE, toSigned, type ImageHashes } from './imageHash';

/** Candidates sharing a band are few; this bounds a pathological image (a blank screenshot). */
const CANDIDATE_LIMIT = 200;

/**
 * The hash's candidates whose picture is compared (nearest first): each comparison is 50-150 ms of
 * work, and a real re-send is among the nearest.
 */
const CONFIRMED_AT_MOST = 3;

/** Whether the earlier proof's image (by its stored URL) is the same picture as the new one. */
export type SamePicture = (earlierImageUrl: string | null) => Promise<boolean>;

export interface NearScreenshot { proof_id: number; business_id: number; image_url: string | null; distance: number }

/**
 * Earlier proofs whose screenshot hash is within SAME_IMAGE_MAX_DISTANCE of this one, this business's
 * first, nearest first: one statement, no image read. `before` leaves out the proof itself and later ones.
 */
export async function nearScreenshots(db: SqlRunner, proof: { businessId: number; before?: number }, hashes: ImageHashes): Promise<NearScreenshot[]> {
  const rows = await queryRows<{ proof_id: number; business_id: number; image_hash: string; window_hashes: string[] | null; image_url: string | null }>(db, sql`
    select c.proof_id, c.business_id, c.image_hash::text, c.window_hashes::text[], p.proof_image_url as image_url
    from proof_checks c left join proofs p on p.id = c.proof_id
    where c.hash_bands && ${`{${allBands(hashes).join(',')}}`}::int[] and c.image_hash is not null
      ${proof.before != null ? sql`and c.proof_id < ${proof.before}` : sql``}
    order by c.proof_id limit ${CANDIDATE_LIMIT}`);
  return rows
    .map((r) => ({ proof_id: r.proof_id, business_id: r.business_id, image_url: r.image_url, distance: imageDistance(hashes, { main: fromSigned(r.image_hash), windows: (r.window_hashes ?? []).map(fromSigned) }) }))
    .filter((r) => r.distance <= SAME_IMAGE_MAX_DISTANCE)
    .sort((a, b) => Number(b.business_id === proof.businessId) - Number(a.business_id === proof.businessId) || a.distance - b.distance || a.proof_id - b.proof_id);
}

export async function reusedImageSignal(db: SqlRunner, proof: { businessId: number; before?: number }, hashes: ImageHashes, samePicture: SamePicture): Promise<ProofSignal | null> {
  const near = await nearScreenshots(db, proof, hashes);
  for (const candidate of near.slice(0, CONFIRMED_AT_MOST)) {
    if (!(await samePicture(candidate.image_url))) continue;
    const sameBusiness = candidate.business_id === proof.businessId;
    return { kind: 'REUSED_IMAGE', proof_id: sameBusiness ? candidate.proof_id : null, same_business: sameBusiness, count: null };
  }
  return null;
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
  ? { imageHash: null, windowHashes: null, hashBands: null, hashVersion: HASH_VERSION }
  : { imageHash: toSigned(hashes.main), windowHashes: hashes.windows.map(toSigned), hashBands: allBands(hashes), hashVersion: HASH_VERSION });
