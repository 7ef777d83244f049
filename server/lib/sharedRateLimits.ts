// Rate limits that count across every server on one PostgreSQL database (issue 35): with three
// servers behind a balancer, a client still gets each limit once, not three times. The counters are
// rows of rate_limit_hits (migration 0025), one statement per counted request. On PGlite (one
// process) the limits stay in memory: a row write for each widget view would queue on its one thread.
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { createWindowLimiter, type WindowLimiterOptions } from './windowLimiter';

/** Counts one hit of `key` in a window of `windowMs`; answers the count and the window's milliseconds left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ count: number; ttl: number }>(db, sql`
    insert into rate_limit_hits as h (key, count, expires_at) values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when h.expires_at <= now() then 1 else h.count + 1 end,
      expires_at = case when h.expires_at <= now() then excluded.expires_at else h.expires_at end
    returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`);
  return { current: row!.count, ttl: row!.ttl };
}

const SWEEP_MS = 60_000;

/** Drops windows that ended, at most once a minute per server. */
function sweeper(db: Db) {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < SWEEP_MS) return;
    last = now;
    void db.execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 minute'`).catch(() => undefined);
  };
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the database: the plugin makes one per route (child), whose
 * keys carry the route, as its Redis store's do.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const sweep = sweeper(db);
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      sweep();
      countHit(db, `${prefix}${key}`, timeWindow).then((r) => callback(null, r), (err: Error) => callback(err));
    },
    // A route's limits; or (routeInfo empty) a limiter made with createRateLimit, whose keys carry their own prefix.
    child(routeOptions) {
      const route = (routeOptions as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return store(`route:${route.method ?? ''}${route.url ?? ''}:`);
    },
  });
  return function DatabaseStore() {
    return store('route:');
  } as unknown as FastifyRateLimitStoreCtor;
}

export interface SharedWindowLimiter {
  /** Counts one try; false when the key used up its window. */
  take(key: string): Promise<boolean>;
}

/** A window limiter (lib/windowLimiter.ts) whose counts are shared on PostgreSQL; `name` keeps its keys apart. */
export function createSharedWindowLimiter(db: Db, engine: 'pglite' | 'postgres', name: string, options: WindowLimiterOptions): SharedWindowLimiter {
  if (engine === 'pglite') {
    const local = createWindowLimiter(options);
    return { take: async (key) => local.take(key) };
  }
  const sweep = sweeper(db);
  return {
    async take(key) {
      sweep();
      const { current } = await countHit(db, `${name}:${key}`, options.windowMs);
      return current <= options.maxTries;
    },
  };
}
