// The atomic coupon code claim (spec 1 §7 getNextForProof, DESIGN §4 Concurrency): one unused
// code of the sway offer's code list is reserved for one proof. The proof row is locked first so
// two calls for the SAME proof queue up and the second finds the first one's code; the code row
// is taken with FOR UPDATE SKIP LOCKED so calls for DIFFERENT proofs never wait on, or take,
// each other's code. codes.proof_id is unique as a last line of defence.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows, type SqlRunner } from '../db/sql';
import { visibleCode } from './codeImport';
import { HttpError } from '../http-error';

type TxRunner = SqlRunner & { transaction?: unknown };

export interface ClaimedCode {
  codeId: number;
  code: string;
}

export class NoCodeError extends HttpError {
  constructor(readonly codeStatus: 'EMPTY' | 'NO_LIST', message: string) {
    super(409, message);
  }
}

const swayListsOf = (swayOfferId: number) =>
  sql`select id from code_lists where sway_offer_id = ${swayOfferId} and kind = 'SWAY'`;

/** The list's first free code, locked; one another claim holds is skipped, not waited for. */
const firstFreeCode = (swayOfferId: number) => sql`
  select id from codes c
  where code_list_id in (${swayListsOf(swayOfferId)}) and proof_id is null and ${visibleCode('c')}
  order by id
  limit 1
  for update skip locked`;

export async function hasSwayCodeList(runner: SqlRunner, swayOfferId: number): Promise<boolean> {
  const found = await queryRows<{ id: number }>(runner, sql`${swayListsOf(swayOfferId)} limit 1`);
  return found.length > 0;
}

/** Claims inside the caller's transaction (so a review can claim and approve all-or-nothing). */
export async function claimInTransaction(tx: TxRunner, proofId: number, swayOfferId: number): Promise<ClaimedCode> {
  const [proof] = await queryRows<{ review_status: string }>(tx, sql`select review_status from proofs where id = ${proofId} for update`);
  let [claimed] = await queryRows<{ id: number; value: string }>(tx, sql`select id, value from codes where proof_id = ${proofId} limit 1`);
  if (!claimed) {
    // A reviewed proof keeps the code it had; it never takes a new one.
    if (proof?.review_status !== 'PENDING') throw new HttpError(409, 'This proof was already reviewed');
    if (!(await hasSwayCodeList(tx, swayOfferId))) throw new NoCodeError('NO_LIST', 'This sway offer has no code list');
    [claimed] = await queryRows<{ id: number; value: string }>(tx, sql`
      update codes set proof_id = ${proofId}, reserved_at = now()
      where id = (${firstFreeCode(swayOfferId)})
      returning id, value`);
  }
  if (!claimed) throw new NoCodeError('EMPTY', 'No codes left in the code list of this sway offer');
  return { codeId: claimed.id, code: claimed.value };
}

/**
 * What an approval does with the campaign's code, inside its transaction: none when the offer has
 * no code list; otherwise the proof's code, claimed and marked used (NoCodeError when none is left).
 */
export async function claimCodeForApproval(tx: TxRunner, proofId: number, swayOfferId: number | null, usedBy: string | null): Promise<string | null> {
  if (swayOfferId == null || !(await hasSwayCodeList(tx, swayOfferId))) return null;
  const { code } = await claimInTransaction(tx, proofId, swayOfferId);
  await tx.execute(sql`update codes set used_at = now(), used_by = ${usedBy} where proof_id = ${proofId}`);
  return code;
}

/**
 * claimCodeForApproval for a proof written in this very transaction (a claim's AUTO approval): it is
 * PENDING, locked by this transaction and has no code yet, so its code is taken and marked used in
 * one statement, and a second runs only when none was taken, to tell no list (null) from none left
 * (NoCodeError). Each statement of a claim's transaction waits for the server's event loop; this
 * path was seven (issue 38).
 */
export async function claimFreshCode(tx: TxRunner, proofId: number, swayOfferId: number, usedBy: string | null): Promise<string | null> {
  const [taken] = await queryRows<{ value: string }>(tx, sql`
    update codes set proof_id = ${proofId}, reserved_at = now(), used_at = now(), used_by = ${usedBy}
    where id = (${firstFreeCode(swayOfferId)})
    returning value`);
  if (taken) return taken.value;
  if (!(await hasSwayCodeList(tx, swayOfferId))) return null;
  throw new NoCodeError('EMPTY', 'No codes left in the code list of this sway offer');
}

/**
 * Claims, commits, then counts the free codes. Counting after the commit makes countLeft exact
 * for everything committed: inside the transaction, claims still in flight elsewhere would
 * look free (READ COMMITTED), and the last of a burst of claims would not see 0.
 */
export async function claimCodeForProof(db: Db, proofId: number, swayOfferId: number): Promise<ClaimedCode & { countLeft: number }> {
  const claimed = await db.transaction((tx) => claimInTransaction(tx, proofId, swayOfferId));
  const [left] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from codes c where code_list_id in (${swayListsOf(swayOfferId)}) and proof_id is null and ${visibleCode('c')}`);
  return { ...claimed, countLeft: Number(left?.n ?? 0) };
}

/** A denied proof gives its reserved, unused code back to the list. */
export async function releaseCode(runner: SqlRunner, proofId: number): Promise<void> {
  await runner.execute(sql`update codes set proof_id = null, reserved_at = null where proof_id = ${proofId} and used_at is null`);
}
