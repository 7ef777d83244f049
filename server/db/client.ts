// One database handle for the whole server: embedded PGlite (default, persistent under ./data)
// or a PostgreSQL server through `pg` when a connection URL is given. Same dialect, same schema.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /** 'pglite' or 'postgres', for logs and the few places the engines differ. */
  engine: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` on each NOTIFY on `channel`, before the answer to the statement that
   * committed it reaches its caller. Only PGlite can promise that order (it is one session);
   * PostgreSQL delivers notifications on another connection, later, so it has no `listen`.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DbOptions {
  /** postgres://... to use a server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  pgliteDir?: string;
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // pool.end() resolves before the sockets are closed; wait for each client's 'end' so that a
    // database dropped right after close (tests) never kills a connection that is still open.
    const open = new Set<Promise<void>>();
    pool.on('connect', (client) => {
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      open.add(ended);
      void ended.then(() => open.delete(ended));
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    const close = async () => {
      await pool.end();
      await Promise.all([...open]);
    };
    return { db: db as unknown as Db, engine: 'postgres', close };
  }
  const { PgliteThread } = await import('./pgliteThread');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // PGlite in a worker thread: its synchronous WebAssembly no longer blocks the server's event loop.
  const client = new PgliteThread(dir);
  await client.waitReady;
  const db = drizzle({ client: client as never, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}
