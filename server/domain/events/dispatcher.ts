// Runs the handlers of recorded domain events (issue 35; docs/decisions/0250-events-outbox.md).
// Every server runs one dispatcher on the same table: an event is taken by one server at a time
// (FOR UPDATE SKIP LOCKED, then a lease it renews while it works), handled, and marked DONE; a failure is retried with
// exponential backoff, and after MAX_ATTEMPTS it is DEAD, where admins see it. A server killed
// mid-event leaves a lease that runs out, and another server takes the event again: handlers are
// idempotent, keyed by the event's id. The dispatcher wakes on the 'sway_events' notification
// (migration 0023, heard after the commit), after each event it handles, and on a poll for
// events whose time has come.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/sql';
import type { DomainEvent, EventType } from './outbox';

export type EventHandler = (app: FastifyInstance, event: DomainEvent) => Promise<void>;

/** Events whose handlers take long: they may hold every hand but one (handlers.ts's LONG_EVENTS). */
export interface LongEvents {
  matches(event: DomainEvent): boolean;
  /** The same test as a condition on domain_events' columns. */
  where: SQL;
}

export interface EventDispatcher {
  /** Looks for due events now. */
  wake(): void;
  /** Handles every due event, and every due event those record, until none is left (tests, shutdown). */
  drain(): Promise<void>;
  /** Takes no more events and waits for those in hand. */
  stop(): Promise<void>;
  /** This server's name in locked_by. */
  readonly serverId: string;
}

export const MAX_ATTEMPTS = 8;
/**
 * How long an event stays with the server that took it unless that server renews the lease (every
 * lease / 3 while its handler runs): a server killed mid-event frees it within a minute. The
 * EVENT_LEASE_SECONDS setting changes it (the cluster test shortens it so as not to wait a minute).
 */
export const LEASE_SECONDS = 60;
const POLL_MS = 5_000;

/** Seconds before the next attempt: 2, 4, 8 … at most 10 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(600, 2 ** attempts);

interface EventRow { id: number; type: string; business_id: number | null; payload: Record<string, unknown>; attempts: number }

export function createEventDispatcher(app: FastifyInstance, handlersFor: (type: EventType) => EventHandler[], options: { concurrency?: number; pollMs?: number; leaseSeconds?: number; long?: LongEvents } = {}): EventDispatcher {
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const long = options.long;
  let longInHand = 0;
  const serverId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = options.concurrency ?? 3;
  const inHand = new Set<Promise<void>>();
  let stopped = false;
  let taking: Promise<number> | null = null;
  let again = false;
  let sweptAt = 0;

  /** Takes up to `count` due events, oldest first; with `shortOnly`, none of the long ones. */
  const take = async (count: number, shortOnly = false): Promise<DomainEvent[]> => {
    // An event whose every attempt ended with its server (a handler that takes the process down,
    // out of memory on one screenshot) never reaches the failure path above: once its last
    // lease has run out it is DEAD, not taken again forever. Leases run out in tens of seconds,
    // so this runs at most once a poll interval, not on every take of a busy dispatcher.
    if (Date.now() - sweptAt >= (options.pollMs ?? POLL_MS)) {
      sweptAt = Date.now();
      await app.db.execute(sql`
        update domain_events set status = 'DEAD', locked_until = null,
          last_error = coalesce(last_error || '; ', '') || ${`the server handling it stopped during each of its ${MAX_ATTEMPTS} attempts`}
        where status = 'PENDING' and attempts >= ${MAX_ATTEMPTS} and locked_until < now()`);
    }
    const rows = await queryRows<EventRow>(app.db, sql`
      update domain_events e set locked_until = now() + make_interval(secs => ${leaseSeconds}), locked_by = ${serverId}, attempts = e.attempts + 1
      from (select id from domain_events
            where status = 'PENDING' and run_after <= now() and (locked_until is null or locked_until < now()) and attempts < ${MAX_ATTEMPTS}
              ${shortOnly && long ? sql`and not ${long.where}` : sql``}
            order by run_after, id limit ${count} for update skip locked) due
      where e.id = due.id
      returning e.id, e.type, e.business_id, e.payload, e.attempts`);
    return rows.map((r) => ({ id: r.id, type: r.type as EventType, businessId: r.business_id, payload: r.payload as never, attempts: r.attempts }));
  };

  const handle = async (event: DomainEvent) => {
    try {
      for (const handler of handlersFor(event.type)) await handler(app, event);
      await app.db.execute(sql`
        update domain_events set status = 'DONE', handled_at = now(), locked_until = null, last_error = null
        where id = ${event.id} and locked_by = ${serverId}`);
    } catch (err) {
      const dead = event.attempts >= MAX_ATTEMPTS;
      app.log[dead ? 'error' : 'warn']({ err, event: event.id, type: event.type, attempts: event.attempts }, dead ? 'event handler failed for the last time: event is DEAD' : 'event handler failed: will retry');
      await app.db.execute(sql`
        update domain_events set status = ${dead ? 'DEAD' : 'PENDING'}, locked_until = null, last_error = ${String(err).slice(0, 2000)},
          run_after = now() + make_interval(secs => ${backoffSeconds(event.attempts)})
        where id = ${event.id} and locked_by = ${serverId}`).catch((e: unknown) => app.log.error({ err: e }, 'could not record an event failure'));
    }
  };

  const start = (event: DomainEvent) => {
    const isLong = long?.matches(event) ?? false;
    if (isLong) longInHand += 1;
    const p: Promise<void> = handle(event).finally(() => {
      inHand.delete(p);
      if (isLong) longInHand -= 1;
      wake();
    });
    inHand.add(p);
  };

  /**
   * Takes as many due events as there are free hands, oldest first, but never so many long ones
   * that no hand is left for the others; answers how many it took.
   */
  const takeOnce = async (): Promise<number> => {
    const free = concurrency - inHand.size;
    if (stopped || free <= 0) return 0;
    // One hand is kept from long events, unless there is only one.
    const anyKind = long ? Math.max(0, Math.min(free, Math.max(1, concurrency - 1) - longInHand)) : free;
    const events = anyKind > 0 ? await take(anyKind) : [];
    if (free - events.length > 0 && events.length === anyKind) events.push(...await take(free - events.length, true));
    for (const event of events) start(event);
    return events.length;
  };

  function wake() {
    if (stopped) return;
    if (taking) { again = true; return; }
    taking = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          total += await takeOnce();
        } catch (err) {
          app.log.warn({ err }, 'could not take due events');
          again = false;
        }
      } while (again && !stopped);
      return total;
    })().finally(() => { taking = null; });
  }

  const poll = setInterval(wake, options.pollMs ?? POLL_MS);
  poll.unref();
  // A long handler (an OCR read on a busy machine, an import) keeps its events.
  const renew = setInterval(() => {
    if (inHand.size === 0) return;
    void app.db.execute(sql`
      update domain_events set locked_until = now() + make_interval(secs => ${leaseSeconds})
      where locked_by = ${serverId} and status = 'PENDING' and locked_until is not null`).catch(() => undefined);
  }, (leaseSeconds * 1000) / 3);
  renew.unref();

  return {
    serverId,
    wake,
    async drain() {
      for (;;) {
        if (taking) await taking;
        if (inHand.size > 0) {
          await Promise.allSettled([...inHand]);
          continue;
        }
        // A wake that began meanwhile may hold the very rows this take skipped (SKIP LOCKED): wait for it too.
        if ((await takeOnce()) === 0 && inHand.size === 0 && !taking) return;
      }
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(renew);
      if (taking) await taking.catch(() => 0);
      await Promise.allSettled([...inHand]);
    },
  };
}
