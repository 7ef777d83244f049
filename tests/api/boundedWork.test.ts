// One request cannot ask for unbounded work (issue 19 finding 2): a report reaches back at most
// the spec's longest range (a year) and a page holds at most 50 proofs, each refused with a 400
// naming the field. On PostgreSQL a statement past STATEMENT_TIMEOUT_SECONDS is cancelled (503),
// and so is one whose client has disconnected. PGlite cannot cancel a statement, so there the
// bounds are the defence; tests/api/interleaving.test.ts measures what they leave other clients.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    /** Holds an exclusive lock on proofs from another connection, so a report waits as long as we like. */
    async function lockProofs() {
      const { default: pg } = await import('pg');
      const [{ db }] = await queryRows<{ db: string }>(t.app.db, sql`select current_database() as db`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${db}`;
      const locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table proofs in access exclusive mode');
      return async () => { await locker.query('rollback'); await locker.end(); };
    }
    const waitingReports = async () => (await queryRows<{ n: number }>(t.app.db, sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like '%bounds as (select%'`))[0].n;

    it('answers 503 when a statement runs past the statement timeout', async () => {
      const unlock = await lockProofs();
      try {
        const started = performance.now();
        const res = await report(day(30));
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: STATEMENT_CANCELLED });
        expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
      } finally {
        await unlock();
      }
    });

    it('cancels the statement of a client that disconnected, long before the timeout', async () => {
      // A brief route (no client-gone signal) answered last: the signal's storage was switched off
      // in between, and the report must have it again.
      expect((await t.app.inject({ url: '/api/businesses/current', headers })).statusCode).toBe(200);
      const unlock = await lockProofs();
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const req = httpRequest({ host: '127.0.0.1', port, path: `/api/analytics/actions/DATE/${day(30)}/week`, headers });
        req.on('error', () => undefined);
        req.end();
        const deadline = performance.now() + STATEMENT_TIMEOUT_MS;
        while (await waitingReports() === 0) expect(performance.now()).toBeLessThan(deadline);
        const left = performance.now();
        req.destroy();
        while (await waitingReports() > 0) expect(performance.now()).toBeLessThan(deadline);
        const cancelledAfter = performance.now() - left;
        console.info(`[boundedWork] postgres: a report whose client left was cancelled after ${cancelledAfter.toFixed(0)} ms`);
        expect(cancelledAfter).toBeLessThan(STATEMENT_TIMEOUT_MS / 2);
      } finally {
        await unlock();
      }
    });
  });
}
