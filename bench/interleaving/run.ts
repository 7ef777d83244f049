// How long another client waits while one request does the largest work the API allows (issue 19
// findings 2 and 4; moved out of tests/api/interleaving.test.ts by issue 37, since a wall-clock
// limit in `npm test` fails whenever the machine is busy). While a 200,000-code import and a
// year's report by week over 30,000 proofs run, another client calls `businesses/all` back to back;
// the slowest of those calls is printed with its ratio to the floor: the same call on the idle app.
// Reference (idle 2-core machine, PGlite): the slowest wait stayed under 1,000 ms; before the import
// was split into chunks it was 32.5 s, before reports were bounded 68 s.
// Run: `npm run bench:interleaving` (PGlite in memory), or with BENCH_DATABASE_URL=postgres://…/db
// (an empty database it may migrate and fill) for PostgreSQL. Tables of past runs: docs/bench/interleaving.md.
import { sql } from 'drizzle-orm';
import { MAX_IMPORT_CODES } from '../../contract/coupons';
import { MAX_REPORT_DAYS } from '../../contract/analytics';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { testConfig } from '../../tests/helpers/app';
import { createTenant } from '../../tests/helpers/fixtures';
import { insertOffer } from '../../tests/api/offersHelpers';
import { watchMachine } from '../lib/machine';

const REPORT_PROOFS = 30_000;
const FLOOR_CALLS = 200;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: 'memory://' });
const app = await buildApp({ config: testConfig(), database, serveConsole: false });
await app.ready();
const worker = await createTenant(app);
const bystander = (await createTenant(app)).headers;

/** One call of the other client: two short statements (its kept answers would not wait for the database). */
async function theirBusinesses() {
  const started = performance.now();
  const res = await app.inject({ url: '/api/businesses/all', headers: bystander });
  if (res.statusCode !== 200) throw new Error(`businesses/all answered ${res.statusCode}`);
  return performance.now() - started;
}

/** Calls back to back until `work` settles; the slowest call is what the other client waited. */
async function worstWaitDuring(work: Promise<{ statusCode: number }>) {
  let settled = false;
  const result = work.finally(() => { settled = true; });
  const started = performance.now();
  let worst = 0;
  let calls = 0;
  while (!settled) {
    worst = Math.max(worst, await theirBusinesses());
    calls += 1;
  }
  const { statusCode } = await result;
  if (statusCode !== 200) throw new Error(`the work answered ${statusCode}`);
  return { workMs: performance.now() - started, worst, calls };
}

for (let i = 0; i < 50; i++) await theirBusinesses(); // warm-up
const floorTimes: number[] = [];
for (let i = 0; i < FLOOR_CALLS; i++) floorTimes.push(await theirBusinesses());
const floor = floorTimes.sort((a, b) => a - b)[Math.floor(FLOOR_CALLS * 0.5)];

const machine = watchMachine();
const rows: { work: string; workMs: number; calls: number; slowestMs: number; ratioToFloor: number }[] = [];
const row = (work: string, r: Awaited<ReturnType<typeof worstWaitDuring>>) =>
  rows.push({ work, workMs: Math.round(r.workMs), calls: r.calls, slowestMs: Math.round(r.worst), ratioToFloor: Math.round(r.worst / floor) });

const offer = await insertOffer(app, worker.business.id, 'ACTIVE');
const list = (await app.inject({ method: 'POST', url: '/api/coupon/codeList/network', headers: worker.headers, payload: { selectedOfferId: offer.id, listName: 'Big' } })).json<{ id: number }>();
const payload = { codes: Array.from({ length: MAX_IMPORT_CODES }, (_, i) => ({ value: `BIG-${i}`, line: i + 2 })) };
row(`import of ${MAX_IMPORT_CODES} codes`, await worstWaitDuring(
  app.inject({ method: 'POST', url: `/api/coupon/addCodes/${list.id}`, headers: worker.headers, payload })));

await app.db.execute(sql`
  insert into proofs (business_id, offer_id, proof_type, proof_date, date_submitted, first_name)
  select ${worker.business.id}, null, (array['INSTAGRAM_POST','ONLINE_REVIEW','TIK_TOK'])[1 + g % 3],
         now() - (g % 360) * interval '1 day', now() - (g % 360) * interval '1 day', 'Local'
  from generate_series(1, ${REPORT_PROOFS}) g`);
const start = new Date(Date.now() - (MAX_REPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
for (const graph of ['DATE', 'OFFER', 'MARKET', 'SWAY'] as const) {
  row(`${graph} report, ${MAX_REPORT_DAYS} days of ${REPORT_PROOFS} proofs`, await worstWaitDuring(
    app.inject({ url: `/api/analytics/actions/${graph}/${start}/week`, headers: worker.headers })));
}

const { loadAverage, idlePct, cores } = machine();
console.log(`Another client's businesses/all while the largest allowed work runs (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
console.log(`floor: the same call on the idle app, median of ${FLOOR_CALLS}: ${floor.toFixed(2)} ms`);
console.table(rows);
console.log(`machine: ${cores} cores, load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}, idle ${idlePct?.toFixed(0) ?? '?'}% during the run`);
await app.close();
await database.close();
