// One database handle for the whole server: embedded PGlite (default, persistent under ./data)
// or a PostgreSQL server through `pg` when a connection URL is given. Same dialect, same schema.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { requestSignal } from './requestContext';
import type { ChangeChannel } from './changeChannels';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /** 'pglite' or 'postgres', for logs and the few places the engines differ. */
  engine: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of each change on `channel`, before the answer to the
   * statement of this server that committed it reaches its caller: PGlite is one session, which
   * hears its notifications before its answer; on PostgreSQL the session that makes a change hears
   * it raised in its own answer (db/pgListen.ts, where another process's changes are also described).
   */
  listen(channel: ChangeChannel, onNotify: (payload: string) => void): Promise<() => void>;
  /** Whether other processes' changes reach this server now (PostgreSQL: its listening connection listens; PGlite: always). */
  listening(): boolean;
  /** Resolves once other servers can have heard every change this server has committed (db/pgListen.ts; PGlite: at once). */
  changesHeard(): Promise<void>;
  /** How many changesHeard() waits ran to their bound (db/pgListen.ts; PGlite: none). */
  changesHeardRunOut(): number;
  /** PGlite only: the data directory as a tarball, for DbOptions.pgliteLoadDataDir. */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The default for DbOptions.statementTimeoutMs (config: STATEMENT_TIMEOUT_SECONDS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

type PgPool = import('pg').Pool;
type PgClient = import('pg').PoolClient;

type QueryArgs = unknown[];

/** Marks the statement that cancels another (cancelWhenClientLeaves). */
const CANCEL_STATEMENT = Symbol('cancel statement');

/**
 * Wraps a pooled connection's query so that a statement run for a request whose client has
 * disconnected is cancelled (pg_cancel_backend on another connection), instead of running on
 * for nobody. A statement started after the disconnect is refused at once. The cancel is a signal
 * to the backend, whatever it runs when it arrives: so the connection's next statement (which may
 * be another request's, once the pool hands the connection on) waits until the cancel has been
 * delivered, when the backend is idle and ignores it.
 */
export function cancelWhenClientLeaves(pool: Pick<PgPool, 'query'>, client: PgClient) {
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  let cancelling: Promise<unknown> | null = null;

  const run = (...args: QueryArgs): unknown => {
    const signal = requestSignal();
    if (!signal) return query(...args);
    if (signal.aborted) {
      const err = Object.assign(new Error('canceling statement: the client disconnected'), { code: '57014' });
      const callback = args.find((a) => typeof a === 'function') as ((e: Error) => void) | undefined;
      if (callback) return void callback(err);
      return Promise.reject(err);
    }
    const pid = (client as unknown as { processID: number }).processID;
    const cancel = () => {
      const sent: Promise<unknown> = pool.query({ text: 'select pg_cancel_backend($1)', values: [pid], [CANCEL_STATEMENT]: true } as import('pg').QueryConfig)
        .catch(() => undefined)
        .finally(() => { if (cancelling === sent) cancelling = null; });
      cancelling = sent;
    };
    signal.addEventListener('abort', cancel, { once: true });
    const done = () => signal.removeEventListener('abort', cancel);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...r: unknown[]) => void;
      args[last] = (...r: unknown[]) => { done(); callback(...r); };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).finally === 'function') return (result as Promise<unknown>).finally(done);
    done();
    return result;
  };

  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
    // A cancel runs at once, outside any request: the pool may hand it this very connection once
    // the cancelled statement has ended, and waiting for itself there, it would hold the
    // connection for ever (and a server's shutdown, which waits for every connection).
    if ((args[0] as { [CANCEL_STATEMENT]?: boolean } | undefined)?.[CANCEL_STATEMENT]) return query(...args);
    const waitFor = cancelling;
    // A submittable (cursor, stream) is returned to its caller at once; it is never delayed.
    const submittable = typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function';
    if (!waitFor || submittable) return run(...args);
    if (typeof args[args.length - 1] === 'function') {
      void waitFor.then(() => run(...args));
      return undefined;
    }
    return waitFor.then(() => run(...args));
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The newest migration this code knows (its journal's last entry), for /readyz. */
export function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** An arbitrary constant: the advisory lock servers take to migrate one at a time. */
const MIGRATION_LOCK = 7_364_112_001;

/**
 * Several servers starting at once on one database migrate one after another: the first applies
 * what is new, the others find it applied. The lock is held by one pooled session while the
 * migrator works through the pool's others.
 */
async function migrateAlone(pool: import('pg').Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    holder.release();
  }
}

export interface DbOptions {
  /** postgres://... to use a server; otherwise PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: the pool's most connections (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * PostgreSQL only: a statement running longer is cancelled (SQLSTATE 57014, answered 503).
   * PGlite has no timer to cancel with; there the API bounds the work each request may ask for.
   */
  statementTimeoutMs?: number;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  pgliteDir?: string;
  /**
   * PGlite only: start from this tarball (DbHandle.dumpDataDir's) instead of an empty cluster.
   * The tests start each database from one migrated template: initdb is most of a start.
   */
  pgliteLoadDataDir?: string;
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { createListeningPool } = await import('./pgListen');
    const { pool, listen, listening, changesHeard, changesHeardRunOut, close: stopListening } = createListeningPool(pg, {
      connectionString: options.databaseUrl, max: options.poolSize ?? 20, statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    pool.on('connect', (client) => cancelWhenClientLeaves(pool, client));
    // pool.end() resolves before the sockets are closed; wait for each client's 'end' so that a
    // database dropped right after close (tests) never kills a connection that is still open.
    const open = new Set<Promise<void>>();
    pool.on('connect', (client) => {
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      open.add(ended);
      void ended.then(() => open.delete(ended));
    });
    const db = drizzle(pool, { schema });
    await migrateAlone(pool, () => migrate(db, { migrationsFolder }));
    const close = async () => {
      await stopListening();
      await pool.end();
      await Promise.all([...open]);
    };
    return { db: db as unknown as Db, engine: 'postgres', listen, listening, changesHeard, changesHeardRunOut, close };
  }
  const { PgliteThread } = await import('./pgliteThread');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // PGlite in a worker thread: its synchronous WebAssembly no longer blocks the server's event loop.
  const client = new PgliteThread(dir, options.pgliteLoadDataDir);
  await client.waitReady;
  const db = drizzle({ client: client as never, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    listening: () => true,
    changesHeard: async () => undefined,
    changesHeardRunOut: () => 0,
    dumpDataDir: () => client.dumpDataDir(),
    close: () => client.close(),
  };
}
