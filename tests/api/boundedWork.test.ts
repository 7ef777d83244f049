// One request cannot ask for unbounded work (issue 19 finding 2): a report reaches back at most
// the spec's longest range (a year) and a page holds at most 50 proofs, each refused with a 400
// naming the field. On PostgreSQL a statement past STATEMENT_TIMEOUT_SECONDS is cancelled (503),
// and so is one whose client has disconnected. PGlite cannot cancel a statement, so there the
// bounds are the defence; bench/interleaving/run.ts measures what they leave other clients.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { STATEMENT_CANCELLED } from '../../server/plugins/errors';
import { queryRows } from '../../server/db/sql';
import { MAX_REPORT_DAYS } from '../../contract/analytics';
import { testConfig, type TestApp } from '../helpers/app';
import { freshDatabase, testEngine } from '../helpers/database';
import { createTenant } from '../helpers/fixtures';

const STATEMENT_TIMEOUT_MS = 3000;
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  const database = await freshDatabase({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  t = { app, database, close: async () => { await app.close(); await database.close(); } };
  ({ headers } = await createTenant(t.app));
});
afterAll(async () => { await t.close(); });

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const report = (start: string, h = headers) => t.app.inject({ url: `/api/analytics/actions/DATE/${start}/week`, headers: h });

describe(`bounded requests on ${testEngine}`, () => {
  it('refuses a report starting before the longest range, naming startISO', async () => {
    for (const start of ['0001-01-01', day(MAX_REPORT_DAYS + 2), day(-30)]) {
      const res = await report(start);
      expect(res.statusCode, start).toBe(400);
      expect(res.json().fields, start).toEqual({ startISO: `must be a day within the last ${MAX_REPORT_DAYS} days` });
    }
    const year = await report(day(364));
    expect(year.statusCode).toBe(200);
    expect(year.json().rows.length).toBeLessThanOrEqual(54);
  });

  it('refuses a timeline page larger than 50, naming limit', async () => {
    const res = await t.app.inject({ url: `/api/proof/before/${Date.now()}?limit=100000`, headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['limit']);
  });
});

if (testEngine === 'postgres') {
  describe('PostgreSQL cancels work nobody waits for', () => {
    // A second app whose statement timeout is far beyond the test's own time limit: a statement of
    // it that ends while the lock is held was cancelled for its client's leaving, not by the timeout.
    let patient: TestApp;
    beforeAll(async () => {
      const database = await freshDatabase({ statementTimeoutMs: 10 * 60_000 });
      const app = await buildApp({ config: testConfig(), database });
      await app.ready();
      patient = { app, database, close: async () => { await app.close(); await database.close(); } };
    });
    afterAll(async () => { await patient.close(); });

    /** Holds an exclusive lock on proofs from another connection, so a report waits as long as we like. */
    async function lockProofs(on: TestApp) {
      const { default: pg } = await import('pg');
      const [{ db }] = await queryRows<{ db: string }>(on.app.db, sql`select current_database() as db`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${db}`;
      const locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table proofs in access exclusive mode');
      return async () => { await locker.query('rollback'); await locker.end(); };
    }
    const waitingReports = async (on: TestApp) => (await queryRows<{ n: number }>(on.app.db, sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like '%bounds as (select%'
        and state = 'active'`))[0].n;

    it('answers 503 when a statement runs past the statement timeout', async () => {
      // The lock outlasts the test: only the statement timeout can end the report.
      const unlock = await lockProofs(t);
      try {
        const res = await report(day(30));
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: STATEMENT_CANCELLED });
      } finally {
        await unlock();
      }
    });

    it('cancels the statement of a client that disconnected, while its lock still holds and long before the timeout', async () => {
      const { headers: patientHeaders } = await createTenant(patient.app);
      // A brief route (no client-gone signal) answered last: the signal's storage was switched off
      // in between, and the report must have it again.
      expect((await patient.app.inject({ url: '/api/businesses/current', headers: patientHeaders })).statusCode).toBe(200);
      const unlock = await lockProofs(patient);
      try {
        await patient.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = patient.app.server.address() as AddressInfo;
        const req = httpRequest({ host: '127.0.0.1', port, path: `/api/analytics/actions/DATE/${day(30)}/week`, headers: patientHeaders });
        req.on('error', () => undefined);
        req.end();
        // Events, not milliseconds (issue 37): the report's statement waits on the lock, its client
        // leaves, and the statement ends although the lock is still held and its timeout is 10 minutes
        // away. Without the cancel, this test would run into its own time limit.
        await vi.waitFor(async () => expect(await waitingReports(patient)).toBe(1), { timeout: 30_000, interval: 50 });
        req.destroy();
        await vi.waitFor(async () => expect(await waitingReports(patient)).toBe(0), { timeout: 30_000, interval: 50 });
      } finally {
        await unlock();
      }
    });
  });
}
