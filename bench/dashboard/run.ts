// `npm run bench:dashboard [-- --db pglite|postgres|both] [-- --requests N] [-- --warm-up N] [-- --only NAME]`: p50/p95 of every
// dashboard/timeline endpoint at 20 concurrent clients against a real HTTP server on the --scale
// data set, and Chromium's time to the drawn dashboard. Prints a table; --write appends it to
// docs/bench-dashboard.md. Databases: PGLITE_DIR (default /tmp/bench-pglite) and BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/sway_bench); seed them first with
// `npm run seed -- --scale 1050` (PGLITE_DIR=... or DATABASE_URL=...), and build the console.
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { createSessionTokens } from '../../server/auth/jwt';
import type { DbOptions } from '../../server/db/client';
import { startServerProcess, stopServerProcess } from '../lib/server';
import { dashboardDrawTimes } from './browser';
import { load, type Req, type Result } from './load';
import { prepare, type Prepared, type Tenant } from './prepare';

/** The built console the drawn-dashboard measurement loads (`npm run build`, or CONSOLE_DIST). */
const CONSOLE_DIST = process.env.CONSOLE_DIST ?? 'dist';
if (!existsSync(`${CONSOLE_DIST}/index.html`)) {
  console.error(`No built console in ${CONSOLE_DIST}/: run \`npm run build\` first (or set CONSOLE_DIST).`);
  process.exit(1);
}

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1] ?? fallback;
};
const REQUESTS = Number(arg('requests', '600'));
const WARM_UP = Number(arg('warm-up', '200'));
const PORT = Number(arg('port', '3290'));
const BASE = `http://127.0.0.1:${PORT}`;
const log = (s: string) => console.log(s);
const pct = (value?: number) => (value === undefined ? '?' : `${value.toFixed(0)}%`);

function startServer(options: DbOptions): Promise<ChildProcess> {
  return startServerProcess(BASE, {
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', JWT_SECRET: SECRET, SEED_ON_START: 'false', LOG_LEVEL: 'warn',
    // Production refuses to start without a mail transport; the benchmark sends no mail.
    NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: BASE, DATA_DIR: '/tmp/bench-data', CONSOLE_DIST: CONSOLE_DIST,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { PGLITE_DIR: options.pgliteDir, DATABASE_URL: '' }),
  });
}

const monthAgo = (months: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
};

async function measure(p: Prepared): Promise<{ results: Result[]; draw: number[] }> {
  const tokens = createSessionTokens(SECRET, 3600, 7);
  const sign = (accountId: number, email: string, userType: 'CLIENT' | 'ADMIN', businessId: number) =>
    tokens.sign({ sub: { userType, email, userId: accountId }, businessId }, undefined, p.sids[accountId]);
  const owner = await Promise.all(p.tenants.map((t) => sign(t.accountId, t.email, 'CLIENT', t.businessId)));
  const at = (i: number) => p.tenants[i % p.tenants.length] as Tenant;
  const tok = (i: number) => owner[i % owner.length] ?? '';
  const adminFor = new Map<number, string>();
  for (const t of p.tenants) adminFor.set(t.businessId, await sign(p.admin.accountId, p.admin.email, 'ADMIN', t.businessId));
  const bigToken = await sign(p.big.accountId, p.big.email, 'CLIENT', p.big.businessId);
  const now = Date.now();
  const withSway = p.tenants.filter((t) => (p.swayProofs[t.businessId] ?? []).length > 0);
  const swayHome = p.tenants[1] as Tenant;
  const cases: [string, (i: number) => Req][] = [
    ['GET businesses/voucherActivity', (i) => ({ path: 'businesses/voucherActivity', token: tok(i) })],
    ['GET dashboard/current', (i) => ({ path: 'dashboard/current', token: tok(i) })],
    ['GET dashboard/monthly', (i) => ({ path: 'dashboard/monthly', token: tok(i) })],
    ['GET dashboard/activity/{this month}', (i) => ({ path: `dashboard/activity/${monthAgo(0)}`, token: tok(i) })],
    ['GET dashboard/activity/{6 months ago}', (i) => ({ path: `dashboard/activity/${monthAgo(6)}`, token: tok(i) })],
    ['GET dashboard/voucherDetails/{id}', (i) => {
      const ids = p.vouchers[at(i).businessId] ?? [];
      return { path: `dashboard/voucherDetails/${ids[i % ids.length] ?? 0}`, token: tok(i) };
    }],
    ['GET dashboard/swayProofDetails/{id}', (i) => {
      const t = withSway[i % withSway.length] as Tenant;
      const ids = p.swayProofs[t.businessId] ?? [];
      return { path: `dashboard/swayProofDetails/${ids[i % ids.length] ?? 0}`, token: owner[p.tenants.indexOf(t)] ?? '' };
    }],
    ['GET proof/before/{ms} offset 0', (i) => ({ path: `proof/before/${now}?offset=0&limit=10`, token: tok(i) })],
    ['GET proof/before/{ms} big, offset 0', () => ({ path: `proof/before/${now}?offset=0&limit=10`, token: bigToken })],
    ['GET proof/before/{ms} big, offset 5000', () => ({ path: `proof/before/${now}?offset=5000&limit=10`, token: bigToken })],
    ['PUT proof/clientFeedback/{id}', (i) => {
      const t = withSway[i % withSway.length] as Tenant;
      const ids = p.swayProofs[t.businessId] ?? [];
      return { method: 'PUT', path: `proof/clientFeedback/${ids[i % ids.length] ?? 0}`, token: owner[p.tenants.indexOf(t)] ?? '', body: { clientFeedback: ['THANK_YOU'] } };
    }],
    ['PUT proof/{id}/updateSwayProofType/{type}', (i) => {
      const t = withSway[i % withSway.length] as Tenant;
      const ids = p.swayProofs[t.businessId] ?? [];
      const type = i % 2 ? 'ONLINE_REVIEW' : 'INSTAGRAM_POST';
      return { method: 'PUT', path: `proof/${ids[i % ids.length] ?? 0}/updateSwayProofType/${type}`, token: adminFor.get(t.businessId) ?? '' };
    }],
    ['DELETE proof/{id}', (i) => ({ method: 'DELETE', path: `proof/${p.deletable[i] ?? 0}`, token: adminFor.get(swayHome.businessId) ?? '' })],
  ];
  const results: Result[] = [];
  const only = arg('only', ''); // a part of the endpoint names to run, e.g. --only activity
  const selected = cases.filter(([name]) => name.includes(only));
  // A server that has just started runs PGlite's WebAssembly (and its own JavaScript) before the
  // engines have optimised it: its first thousand requests are several times slower than the
  // rest. A deployed server is warm, so every endpoint gets WARM_UP requests before any is
  // measured (DELETE uses up its proofs, and runs last, on a warm server).
  for (const [name, next] of selected) if (!name.startsWith('DELETE')) await load(BASE, name, next, WARM_UP);
  for (const [name, next] of selected) {
    const total = name.startsWith('DELETE') ? Math.min(REQUESTS, p.deletable.length - 40) : REQUESTS;
    const r = await load(BASE, name, next, total);
    // The same endpoint with one client: the service time without queueing behind 19 others.
    r.single = (await load(BASE, name, (i) => next(i + total + 40), 100, 1, 5)).p50;
    log(`${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  1 client p50 ${(r.single ?? 0).toFixed(1)} ms  machine idle ${pct(r.idlePct)} steal ${pct(r.stealPct)}  errors ${r.errors}${r.firstError ? ` (${r.firstError})` : ''}`);
    results.push(r);
  }
  const draw = only ? [] : await dashboardDrawTimes(BASE, owner[0] ?? '');
  log(`dashboard drawn in Chromium: ${draw.join(', ')} ms`);
  return { results, draw };
}

async function bench(label: string, options: DbOptions) {
  log(`\n== ${label}`);
  const prepared = await prepare(options, log);
  const server = await startServer(options);
  try {
    return { label, ...(await measure(prepared)) };
  } finally {
    stopServerProcess(server);
    await new Promise((r) => setTimeout(r, 1500));
  }
}

function report(runs: Awaited<ReturnType<typeof bench>>[]): string {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const header = `| endpoint | ${runs.map((r) => `${r.label}: 20 clients p50 / p95 ms | req/s | 1 client p50 ms | machine idle / steal`).join(' | ')} |`;
  const rule = `|---|${runs.map(() => '---:|---:|---:|---:').join('|')}|`;
  const names = runs[0]?.results.map((r) => r.name) ?? [];
  const rows = names.map((name) => `| ${name} | ${runs.map((run) => {
    const r = run.results.find((x) => x.name === name);
    return r ? `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}${r.errors ? ` (${r.errors} errors)` : ''} | ${r.rps.toFixed(0)} | ${(r.single ?? 0).toFixed(1)} | ${pct(r.idlePct)} / ${pct(r.stealPct)}` : ' | | | ';
  }).join(' | ')} |`);
  const draw = `| Chromium: navigation → dashboard drawn (median of ${runs[0]?.draw.length ?? 0}, cold context) | ${runs.map((r) => `${median(r.draw)} ms | | all: ${r.draw.join(', ')} | `).join(' | ')} |`;
  return [header, rule, ...rows, draw].join('\n');
}

async function main() {
  const which = arg('db', 'both');
  const runs = [];
  if (which !== 'postgres') runs.push(await bench('PGlite', { pgliteDir: process.env.PGLITE_DIR ?? '/tmp/bench-pglite' }));
  if (which !== 'pglite') runs.push(await bench('PostgreSQL', { databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sway_bench' }));
  const table = report(runs);
  console.log(`\n${table}`);
  if (process.argv.includes('--write')) {
    appendFileSync('docs/bench-dashboard.md', `\n## Run of ${new Date().toISOString()} (\`npm run bench:dashboard -- --db ${which} --write\`)\n\n${table}\n`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
