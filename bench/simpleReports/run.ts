// A simple report over a large business (issue 16): time from Generate to READY, the file's size,
// the peak growth of the process's resident memory while the run streams its CSV, and how long
// another request waits meanwhile, on an on-disk PGlite like a real start. Run:
// `npx tsx bench/simpleReports/run.ts [rows]` (default 1,000,000 proofs this year).
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { reportsDir } from '../../server/domain/simpleReports/run';
import { testConfig } from '../../tests/helpers/app';
import { createAdmin, createBusiness } from '../../tests/helpers/fixtures';
import type { ReportRun, SimpleReport } from '../../contract/simpleReports';
import { probeLatency, watchRss } from '../lib/whileRunning';

const rows = Number(process.argv[2] ?? 1_000_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-bench-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
const app = await buildApp({ config: testConfig({ DATA_DIR: dir }), database });
await app.ready();
const business = (await createBusiness(app, { postMarketingValueCents: 1250, reviewMarketingValueCents: 2000 })).id;
const { headers } = await createAdmin(app, business);

const seedStarted = Date.now();
const year = new Date().getUTCFullYear();
// Spread over this year so far, a quarter of them reviews, with contacts.
await app.db.execute(sql`
  insert into proofs (business_id, proof_type, proof_date, date_submitted, first_name, email, phone, review_status, offer_summary)
  select ${business}, case when g % 4 = 0 then 'ONLINE_REVIEW' else 'INSTAGRAM_POST' end,
    t, t, 'Guest ' || g, 'guest' || g || '@example.test', '555-01' || lpad((g % 100)::text, 2, '0'),
    case when g % 10 = 0 then 'DENIED' else 'APPROVED' end, 'Free slice with any post'
  from generate_series(1, ${rows}) g,
    lateral (select ${`${year}-01-01`}::timestamptz + (g::float8 / ${rows}) * (now() - ${`${year}-01-01`}::timestamptz) as t) x`);
await app.db.execute(sql`analyze proofs`);
const seedMs = Date.now() - seedStarted;

const report = (await app.inject({ method: 'GET', url: '/api/simpleReports/available', headers })).json<SimpleReport[]>()
  .find((r) => r.query_name === 'Proofs this year')!;
const stopRss = watchRss();
const started = Date.now();
const run = (await app.inject({ method: 'PUT', url: `/api/simpleReports/generate/${report.id}`, headers })).json<ReportRun>();
const stopProbe = probeLatency(() => app.inject({ method: 'GET', url: `/api/simpleReports/runReportsForQuery/${report.id}`, headers }));
await app.jobs.drain();
const otherCallMs = await stopProbe();
const runMs = Date.now() - started;
const peakRssGrowthMB = stopRss();
const [finished] = (await app.inject({ method: 'GET', url: `/api/simpleReports/runReportsForQuery/${report.id}`, headers })).json<ReportRun[]>();
console.log(JSON.stringify({
  rows, seedMs, status: finished.status, rowsWritten: finished.rows, runMs, rowsPerSecond: Math.round(finished.rows / (runMs / 1000)),
  fileMB: Math.round(statSync(path.join(reportsDir(dir), run.file_name)).size / (1024 * 1024)),
  peakRssGrowthMB, otherCallMs,
}, null, 2));
await app.close();
await database.close();
