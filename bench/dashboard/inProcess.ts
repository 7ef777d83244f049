// `npm run bench:dashboard:cpu [-- --db postgres|pglite] [-- --requests N] [-- --rounds N] [-- --only NAME]`:
// the CPU one request of the dashboard's reads costs, the server's part and the database backends'
// part, measured inside one process through Fastify's inject (no sockets, no load generator), 10 at
// a time, as the median of --rounds rounds (taken round-robin across the endpoints) after a
// warm-up. On a shared machine the HTTP benchmark (run.ts) moves by more than a change of
// 20-80 µs; this one, run alternately from two checkouts (a `git worktree` of the commit before),
// shows such a change. The inject overhead is the same for every endpoint, so compare endpoints
// across checkouts, not with run.ts's floor.
// Data: as run.ts (PGLITE_DIR, BENCH_DATABASE_URL, `npm run seed -- --scale 1050`).
import { buildApp } from '../../server/app';
import { createSessionTokens } from '../../server/auth/jwt';
import { loadConfig } from '../../server/config';
import { openDatabase, type DbOptions } from '../../server/db/client';
import { cpuBetween, servingCpu } from '../lib/processCpu';
import { prepare } from './prepare';
import { tempDataDir } from '../lib/tempDataDir';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1] ?? fallback;
};
const REQUESTS = Number(arg('requests', '2000'));
const ROUNDS = Number(arg('rounds', '3'));
const CONCURRENCY = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const onPostgres = arg('db', 'postgres') === 'postgres';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sway_bench_reads';
const options: DbOptions = onPostgres ? { databaseUrl } : { pgliteDir: process.env.PGLITE_DIR ?? 'data/bench/dashboard-pglite' };
const databaseName = onPostgres ? new URL(databaseUrl).pathname.slice(1) : undefined;

const prepared = await prepare(options, () => undefined);
const config = loadConfig({
  ...process.env, JWT_SECRET: SECRET, SEED_ON_START: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://127.0.0.1:3000', DATA_DIR: tempDataDir('dashboard-cpu'),
  ...(onPostgres ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', PGLITE_DIR: options.pgliteDir }),
});
const database = await openDatabase({ ...options, statementTimeoutMs: config.statementTimeoutMs });
const app = await buildApp({ config, database, serveConsole: false });
await app.ready();

const tokens = createSessionTokens(SECRET, 3600, 7);
const owners = await Promise.all(prepared.tenants.map((t) =>
  tokens.sign({ sub: { userType: 'CLIENT', email: t.email, userId: t.accountId }, businessId: t.businessId }, undefined, prepared.sids[t.accountId])));
const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
// A whole month of activity: this one may be a few days old.
const lastMonth = (() => { const d = new Date(); d.setUTCDate(1); d.setUTCMonth(d.getUTCMonth() - 1); return `${d.toISOString().slice(0, 7)}-01`; })();
const now = Date.now();
const cases: [string, (i: number) => string][] = [
  ['GET user/loggedIn', () => 'user/loggedIn'],
  ['GET businesses/current', () => 'businesses/current'],
  ['GET businesses/voucherActivity', () => 'businesses/voucherActivity'],
  ['GET dashboard/current', () => 'dashboard/current'],
  ['GET dashboard/monthly', () => 'dashboard/monthly'],
  ['GET dashboard/activity/{this month}', () => `dashboard/activity/${thisMonth}`],
  ['GET dashboard/activity/{last month}', () => `dashboard/activity/${lastMonth}`],
  ['GET dashboard/voucherDetails/{id}', (i) => {
    const ids = prepared.vouchers[prepared.tenants[i % prepared.tenants.length]?.businessId ?? 0] ?? [];
    return `dashboard/voucherDetails/${ids[i % ids.length] ?? 0}`;
  }],
  ['GET proof/before/{ms} offset 0', () => `proof/before/${now}?offset=0&limit=10`],
];
const selected = cases.filter(([name]) => name.includes(arg('only', '')));

/** CPU ms per request of `requests` calls, the backends' part apart, and how many did not answer 200. */
async function round(path: (i: number) => string, requests: number) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const res = await app.inject({ url: `/api/${path(i)}`, headers: { authorization: `Bearer ${owners[i % owners.length]}` } });
      if (res.statusCode !== 200) failed += 1;
    }
  };
  const ownBefore = process.cpuUsage();
  const backendsBefore = servingCpu(-1, databaseName);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const own = process.cpuUsage(ownBefore);
  const backends = databaseName ? cpuBetween(backendsBefore, servingCpu(-1, databaseName)).database / requests : 0;
  return { cpu: (own.user + own.system) / 1000 / requests + backends, backends, failed };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const [, path] of selected) await round(path, REQUESTS);
console.log(`${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${REQUESTS} requests per round, ${CONCURRENCY} at a time, median of ${ROUNDS} rounds`);
// Round by round across the endpoints, so that what the process carries over from one endpoint
// (the garbage of the warm-up) does not fall on one endpoint's every round.
const measured = selected.map(() => [] as Awaited<ReturnType<typeof round>>[]);
for (let k = 0; k < ROUNDS; k += 1) {
  for (const [index, [, path]] of selected.entries()) measured[index]?.push(await round(path, REQUESTS));
}
for (const [index, [name]] of selected.entries()) {
  const rounds = measured[index] ?? [];
  const failed = rounds.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${name.padEnd(40)} CPU ${median(rounds.map((r) => r.cpu)).toFixed(3)} ms per request`
    + `${databaseName ? ` (backends ${median(rounds.map((r) => r.backends)).toFixed(3)})` : ''}${failed ? `  ${failed} not 200` : ''}`);
}
await app.close();
await database.close();
