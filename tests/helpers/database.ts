// A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
// database on the PostgreSQL server named by TEST_DATABASE_URL. Each starts as a copy of the
// template that ./databaseTemplate.ts (the API tests' globalSetup) migrated once; openDatabase
// still runs the migrator on it, which finds every migration applied.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../../server/db/client';

/** PGlite unless TEST_ENGINE=postgres (set by `npm run test:api:postgres`). */
export const testEngine = process.env.TEST_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function freshDatabase(options: { statementTimeoutMs?: number } = {}): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (testEngine === 'pglite' || !serverUrl) return openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: inject('pgliteTemplate') });
  const { default: pg } = await import('pg');
  const name = `sway_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), ...options });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Another handle on the PostgreSQL database of `handle`, with its own pool and listening connection: a second server's. */
export async function sameDatabase(handle: DbHandle): Promise<DbHandle> {
  if (handle.engine !== 'postgres') throw new Error('Only a PostgreSQL database is shared by several servers');
  return openDatabase({ databaseUrl: connectionStringOf(handle.db) });
}

/** The URL a PostgreSQL database handle's pool connects with. */
const connectionStringOf = (db: unknown) => (db as { $client: { options: { connectionString: string } } }).$client.options.connectionString;

/** A connection of its own to the PostgreSQL database of `db`, as psql would be: it holds locks or a transaction open beside the app. */
export async function connectionBeside(db: unknown) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: connectionStringOf(db) });
  await client.connect();
  return client;
}
