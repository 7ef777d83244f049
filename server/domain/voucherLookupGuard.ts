// Voucher lookups by PIN (or printed code) at the counter, bounded (issue 36 finding 3): a 6-digit
// PIN is guessable, so each login and each business may look up only so many a minute, and after
// repeated misses further guesses wait LOCK_MINUTES. The counts are rows of voucher_lookups in the
// database, so every server on one PostgreSQL shares them (issue 35); the misses stay as a record
// for the business. A QR key (22 random characters) is not guessable and is looked up before this
// guard (routes/vouchers.ts), so the counter can still scan a customer's code while typed PINs are
// locked; a 22-character text that is no voucher's key is a printed code, guarded like any other.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { HttpError } from '../http-error';

/** How long misses count towards a lockout, and so how long a lockout lasts at most. */
export const LOCK_MINUTES = 15;
/** A business is locked after this many times a login's misses, from all its logins together. */
export const BUSINESS_MISSES_FACTOR = 3;

export interface LookupLimits {
  /** Lookups one login may make per minute. */
  perTokenMinute: number;
  /** Lookups one business may make per minute, all its logins together. */
  perBusinessMinute: number;
  /** Misses of one login within LOCK_MINUTES after which its lookups wait. */
  missesBeforeLock: number;
}

export const LOOKUP_MESSAGES = {
  tooFast: 'Too many voucher lookups, please wait a minute and try again',
  locked: `Too many wrong PINs: typed PINs are paused for up to ${LOCK_MINUTES} minutes. Scan the customer's QR code instead`,
} as const;

interface Caller { businessId: number; sessionId: string; accountId: number }

/** Runs `lookup` when the caller's limits allow it, recording it as a lookup, and as a miss unless it found a voucher. */
export async function guardedLookup<T>(db: Db, caller: Caller, limits: LookupLimits, lookup: () => Promise<T>): Promise<T> {
  const id = await admit(db, caller, limits);
  try {
    const found = await lookup();
    await db.execute(sql`update voucher_lookups set found = true where id = ${id}`);
    return found;
  } catch (err) {
    // Only a 404 is a miss; a lookup that failed for another reason guessed nothing.
    if (!(err instanceof HttpError && err.statusCode === 404)) await db.execute(sql`delete from voucher_lookups where id = ${id}`);
    throw err;
  }
}

/** Counts and records the lookup in one transaction per business, so parallel guesses cannot all slip under a limit. */
async function admit(db: Db, caller: Caller, limits: LookupLimits): Promise<number> {
  const refusal = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(36036, ${caller.businessId})`);
    const [c] = await queryRows<{ token_minute: number; business_minute: number; token_misses: number; business_misses: number }>(tx, sql`
      select count(*) filter (where session_id = ${caller.sessionId} and created_at > now() - interval '1 minute')::int as token_minute,
        count(*) filter (where created_at > now() - interval '1 minute')::int as business_minute,
        count(*) filter (where session_id = ${caller.sessionId} and not found)::int as token_misses,
        count(*) filter (where not found)::int as business_misses
      from voucher_lookups
      where business_id = ${caller.businessId} and created_at > now() - make_interval(mins => ${LOCK_MINUTES})`);
    if (c.token_misses >= limits.missesBeforeLock || c.business_misses >= limits.missesBeforeLock * BUSINESS_MISSES_FACTOR) return LOOKUP_MESSAGES.locked;
    if (c.token_minute >= limits.perTokenMinute || c.business_minute >= limits.perBusinessMinute) return LOOKUP_MESSAGES.tooFast;
    const [row] = await queryRows<{ id: number }>(tx, sql`
      insert into voucher_lookups (business_id, session_id, account_id) values (${caller.businessId}, ${caller.sessionId}, ${caller.accountId}) returning id`);
    return row.id;
  });
  if (typeof refusal === 'string') throw new HttpError(429, refusal);
  return refusal;
}

/** The business's recorded misses: counts for the last day and 30 days, and the latest 50 with who typed them. */
export async function missesOf(db: Db, businessId: number) {
  const [counts] = await queryRows<{ last_day: number; last_30_days: number }>(db, sql`
    select count(*) filter (where created_at > now() - interval '1 day')::int as last_day, count(*)::int as last_30_days
    from voucher_lookups where business_id = ${businessId} and not found and created_at > now() - interval '30 days'`);
  const latest = await queryRows<{ at: Date | string; by: string | null }>(db, sql`
    select l.created_at as at, nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as by
    from voucher_lookups l left join accounts a on a.id = l.account_id
    where l.business_id = ${businessId} and not l.found order by l.created_at desc, l.id desc limit 50`);
  return { ...counts, latest: latest.map((m) => ({ at: new Date(m.at).toISOString(), by: m.by })) };
}
