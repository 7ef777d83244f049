// The rows of idempotency_keys (migration 0030) behind plugins/idempotency.ts on PostgreSQL
// (decision 0265): every server on the database sees every kept answer and every change still
// running. A change claims its key with one statement; another request with the same key
// finds the answer in the same statement, or a row still running, which it polls until the row
// holds an answer, disappears (the change was refused) or its lease runs out (its server died).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';

export interface Answer { status: number; contentType: string; payload: string }

/** What a claim found: the key is this request's to run, or the kept answer, or another request runs it. */
export type Claim = { mine: true } | { mine: false; answer: Answer | null };

/** Where the answers are kept (plugins/idempotency.ts): this table, or PGlite's one process's memory. */
export interface AnswerStore {
  /** Claims `key` for a request, named by the owner answered. */
  claim(key: string): Promise<Claim & { owner: string }>;
  /** Keeps the answer of the change the owner ran; nothing when the key is no longer the owner's. */
  keep(key: string, owner: string, answer: Answer): Promise<void>;
  /** Frees the key of a refused or abandoned change: the same request may run again. */
  release(key: string, owner: string): Promise<void>;
}

export const KEEP_MS = 15 * 60_000;
/** At most this many answers are kept; past it the oldest go first. */
export const MAX_KEYS = 50_000;
/** An unfinished row is its server's this long; the server renews it every third of it while the change runs. */
export const LEASE_MS = 30_000;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 1_000;

const keep = sql`make_interval(secs => ${KEEP_MS / 1000})`;
const lease = sql`make_interval(secs => ${LEASE_MS / 1000})`;
/** Keys and owners are base64url and hex: an array literal needs no quoting. */
const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

export function createIdempotencyTable(db: Db): AnswerStore {
  const server = randomBytes(6).toString('hex');
  let requests = 0;
  /** The keys this server runs, with their owners: their leases are renewed while they run. */
  const running = new Map<string, string>();
  let renewing: NodeJS.Timeout | null = null;
  let lastPrune = 0;
  let pruning = false;

  const renew = () => {
    if (running.size === 0) return;
    void db.execute(sql`update idempotency_keys set lease_until = now() + ${lease}
      where key = any(${textArray([...running.keys()])}) and owner = any(${textArray([...running.values()])}) and status is null`)
      .catch(() => undefined);
  };

  const started = (key: string, owner: string) => {
    running.set(key, owner);
    renewing ??= setInterval(renew, LEASE_MS / 3).unref();
  };

  const ended = (key: string) => {
    running.delete(key);
    if (running.size === 0 && renewing) {
      clearInterval(renewing);
      renewing = null;
    }
  };

  /**
   * Drops answers older than KEEP_MS and, past MAX_KEYS, the oldest, a batch at a time: at most
   * once a minute per server, or at once again after a full batch, so deletes keep up with writes.
   */
  const prune = () => {
    if (pruning || Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    pruning = true;
    lastPrune = Date.now();
    void queryRows<{ key: string }>(db, sql`delete from idempotency_keys where key in (
        select key from idempotency_keys
        where created_at < greatest(now() - ${keep},
          (select created_at from idempotency_keys order by created_at desc offset ${MAX_KEYS} limit 1))
        order by created_at limit ${PRUNE_BATCH})
      returning key`)
      .then((rows) => { if (rows.length === PRUNE_BATCH) lastPrune = 0; }, () => undefined)
      .finally(() => { pruning = false; });
  };

  return {
    /**
     * Claims `key` for a new request. A new key takes one plain insert; a key in the table is taken
     * over when its answer is older than KEEP_MS or its lease ran out, else the second statement's
     * snapshot shows the row as it was before that try: the answer, or the change still running.
     */
    async claim(key) {
      prune();
      requests += 1;
      const owner = `${server}.${requests}`;
      const inserted = await queryRows(db, sql`insert into idempotency_keys (key, owner, lease_until, created_at)
        values (${key}, ${owner}, now() + ${lease}, now()) on conflict (key) do nothing returning 1`);
      const [row] = inserted.length > 0 ? [{ mine: 1, status: null, contentType: null, payload: null }]
        : await queryRows<{ mine: number; status: number | null; contentType: string | null; payload: string | null }>(db, sql`
        with claimed as (
          update idempotency_keys set owner = ${owner}, lease_until = now() + ${lease}, created_at = now(),
            status = null, content_type = null, payload = null
          where key = ${key} and (created_at < now() - ${keep} or (status is null and lease_until < now()))
          returning 1)
        select (select count(*) from claimed)::int as mine, k.status, k.content_type as "contentType", k.payload
        from (select 1) one left join idempotency_keys k on k.key = ${key} and k.created_at >= now() - ${keep}`);
      if (row!.mine > 0) {
        started(key, owner);
        return { mine: true, owner };
      }
      const answer = row!.status === null ? null : { status: row!.status, contentType: row!.contentType!, payload: row!.payload! };
      return { mine: false, answer, owner };
    },

    /** A claim lost meanwhile (its lease ran out and another server took it) keeps nothing. */
    async keep(key, owner, answer) {
      ended(key);
      await db.execute(sql`update idempotency_keys set status = ${answer.status}, content_type = ${answer.contentType}, payload = ${answer.payload}
        where key = ${key} and owner = ${owner}`);
    },

    async release(key, owner) {
      ended(key);
      await db.execute(sql`delete from idempotency_keys where key = ${key} and owner = ${owner} and status is null`);
    },
  };
}
