// One run at a time of a named piece of work (the billing run), across every server process.
// PostgreSQL: a transaction-scoped advisory lock, held by a transaction that does nothing else
// while the work runs on other pooled connections (each of its writes commits at once); a process
// that dies loses its connection and with it the lock. PGlite is one process and one session
// (where advisory locks would not exclude anything): an in-process queue. Either way a second
// caller waits for the first and then runs.
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './client';
import { outsideRequest } from './requestContext';

/** How long a caller waits for a running one before giving up (PostgreSQL lock_timeout). */
const WAIT = '120s';

const queues = new Map<string, Promise<unknown>>();

async function inProcess<T>(name: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(name) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  const settled = mine.catch(() => undefined);
  queues.set(name, settled);
  try {
    return await mine;
  } finally {
    if (queues.get(name) === settled) queues.delete(name);
  }
}

export function withRunLock<T>(db: Db, engine: DbHandle['engine'], name: string, work: () => Promise<T>): Promise<T> {
  // Outside the request: a client that leaves must not cancel the lock or the work half-way.
  return outsideRequest(() => {
    if (engine !== 'postgres') return inProcess(name, work);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lock_timeout', ${WAIT}, true), set_config('statement_timeout', '0', true)`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sway:${name}`}))`);
      return work();
    });
  });
}
