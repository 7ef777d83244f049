// `npm run bench:dashboard [-- --db pglite|postgres|both] [-- --requests N] [-- --warm-up N] [-- --only NAME]
// [-- --connections 20,50] [-- --no-draw]`: p50/p95, throughput and the serving side's CPU per request of the
// session and dashboard/timeline endpoints against a real HTTP server on the --scale data set, each
// as a ratio to the floor (floor.ts: a bare Fastify route reading one row by primary key, running
// beside the server) measured just before each; and Chromium's time to the drawn dashboard. Prints a
// table; --write appends it to docs/bench/dashboard.md. Databases: PGLITE_DIR (default /tmp/bench-pglite) and BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/sway_bench); seed them first with
// `npm run seed -- --scale 1050` (PGLITE_DIR=... or DATABASE_URL=...), and build the console.
// The server keeps the answers of the every-screen reads until their business changes
// (server/routes/keptReplies.ts), so a repeated read measures a kept answer; with REPLY_CACHE=false in
// the environment every read runs its statements, which is what the first read after a change costs.
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import { createSessionTokens } from '../../server/auth/jwt';
import { servingCpu } from '../lib/processCpu';
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
const REQUESTS = Number(arg('requests', '1000'));
const WARM_UP = Number(arg('warm-up', '1000'));
const PORT = Number(arg('port', '3290'));
const BASE = `http://127.0.0.1:${PORT}`;
const log = (s: string) => console.log(s);
const pct = (value?: number) => (value === undefined ? '?' : `${value.toFixed(0)}%`);

const FLOOR_BASE = `http://127.0.0.1:${PORT + 1}`;

/** `script`: the real server, or the floor (floor.ts) on the next port. */
function startServer(options: DbOptions, script = 'server/main.ts', base = BASE): Promise<ChildProcess> {
  return startServerProcess(base, {
    ...process.env, PORT: new URL(base).port, HOST: '127.0.0.1', JWT_SECRET: SECRET, SEED_ON_START: 'false', LOG_LEVEL: 'warn',
    // Production refuses to start without a mail transport; the benchmark sends no mail.
    NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: base, DATA_DIR: '/tmp/bench-data', CONSOLE_DIST: CONSOLE_DIST,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { PGLITE_DIR: options.pgliteDir, DATABASE_URL: '' }),
  }, script);
}

async function stopServer(child: ChildProcess) {
  stopServerProcess(child);
  // PGlite's directory may be opened again only once the server has closed it.
  await new Promise((r) => setTimeout(r, 1500));
}

/**
 * The floor runs beside the real server for the whole run, so each endpoint's ratio is to a floor
 * measured just before it, in the same conditions (on a shared machine the floor's own CPU per
 * request moved by 1.8x between the start and the end of a run). PGlite's directory cannot be
 * opened by two servers: the floor gets a copy.
 */
async function startFloor(options: DbOptions): Promise<ChildProcess> {
  if (options.databaseUrl) return startServer(options, 'bench/dashboard/floor.ts', FLOOR_BASE);
  const copy = `${options.pgliteDir ?? '/tmp/bench-pglite'}-floor`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(options.pgliteDir ?? '/tmp/bench-pglite', copy, { recursive: true });
  return startServer({ pgliteDir: copy }, 'bench/dashboard/floor.ts', FLOOR_BASE);
}

const monthAgo = (months: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
};

/** The serving side's CPU clock for a server started by startServer (its own process group). */
const cpuOf = (server: ChildProcess, options: DbOptions) => {
  const database = options.databaseUrl ? new URL(options.databaseUrl).pathname.slice(1) : undefined;
  return () => servingCpu(server.pid ?? 0, database);
};

async function measureFloor(p: Prepared, floorServer: ChildProcess, options: DbOptions, connections: number): Promise<Result> {
  const floor = (i: number): Req => ({ path: `floor/${p.tenants[i % p.tenants.length]?.businessId ?? 0}`, token: '' });
  const r = await load(FLOOR_BASE, 'floor: one PK SELECT, bare Fastify', floor, REQUESTS, connections, 40, cpuOf(floorServer, options));
  r.single = (await load(FLOOR_BASE, 'floor', floor, 100, 1, 5)).p50;
  return r;
}

function line(r: Result, connections: number, floorCpu?: number): string {
  const ratio = floorCpu && r.cpuMs !== undefined ? `  ${(r.cpuMs / floorCpu).toFixed(2)}x floor` : '';
  return `${r.name.padEnd(44)} ${String(connections).padStart(3)} conn  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  CPU ${(r.cpuMs ?? 0).toFixed(2)} ms/req${ratio}  1 client p50 ${(r.single ?? 0).toFixed(1)} ms  machine idle ${pct(r.idlePct)} steal ${pct(r.stealPct)}  errors ${r.errors}${r.firstError ? ` (${r.firstError})` : ''}`;
}

async function measure(
  p: Prepared, server: ChildProcess, floorServer: ChildProcess, options: DbOptions, connections: number, withDraw: boolean,
): Promise<{ results: Result[]; floors: Result[]; draw: number[] }> {
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
  // The console's way to the page after the 5,000th proof: after that proof's id (keyset).
  const at5000 = await fetch(`${BASE}/api/proof/before/${now}?offset=4999&limit=1`, { headers: { authorization: `Bearer ${bigToken}` } });
  const cursor = ((await at5000.json()) as { proofs: { id: number }[] }).proofs[0]?.id ?? 0;
  const withSway = p.tenants.filter((t) => (p.swayProofs[t.businessId] ?? []).length > 0);
  const swayHome = p.tenants[1] as Tenant;
  const cases: [string, (i: number) => Req][] = [
    ['GET user/loggedIn', (i) => ({ path: 'user/loggedIn', token: tok(i) })],
    ['GET businesses/current', (i) => ({ path: 'businesses/current', token: tok(i) })],
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
    ['GET proof/before/{ms} big, after the 5,000th', () => ({ path: `proof/before/${now}?limit=10&after_id=${cursor}`, token: bigToken })],
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
  const floors: Result[] = [];
  const only = arg('only', ''); // a part of the endpoint names to run, e.g. --only activity
  const selected = cases.filter(([name]) => name.includes(only));
  // A server that has just started runs PGlite's WebAssembly (and its own JavaScript) before the
  // engines have optimised it: its first thousand requests are several times slower than the
  // rest. A deployed server is warm, so every endpoint gets WARM_UP requests before any is
  // measured (DELETE uses up its proofs, and runs last, on a warm server). 200 were too few: the
  // first endpoints measured then still carried the server's start (businesses/current 0.80 ms
  // per request after 200, 0.36 ms after 3,000; docs/decisions/0048-dashboard-benchmark-method.md).
  for (const [name, next] of selected) if (!name.startsWith('DELETE')) await load(BASE, name, next, WARM_UP, connections);
  await measureFloor(p, floorServer, options, connections); // the floor's warm-up
  // The floor with the session check before its SELECT: what the check costs on this engine.
  const withSession = (i: number): Req => {
    const t = p.tenants[i % p.tenants.length] as Tenant;
    return { path: `floor-session/${t.businessId}?account=${t.accountId}&sid=${p.sids[t.accountId] ?? ''}`, token: '' };
  };
  await load(FLOOR_BASE, 'warm-up', withSession, WARM_UP, connections);
  const floorFirst = await measureFloor(p, floorServer, options, connections);
  const session = await load(FLOOR_BASE, 'floor + the session check (uncached)', withSession, REQUESTS, connections, 40, cpuOf(floorServer, options));
  session.single = (await load(FLOOR_BASE, 'floor', withSession, 100, 1, 5)).p50;
  session.floorCpuMs = floorFirst.cpuMs;
  log(line(floorFirst, connections));
  log(line(session, connections, floorFirst.cpuMs));
  results.push(session);
  for (const [name, next] of selected) {
    // DELETE uses up its proofs: it runs once, at the first connection count.
    if (name.startsWith('DELETE') && p.deletable.length < REQUESTS / 2) continue;
    const total = name.startsWith('DELETE') ? Math.min(REQUESTS, p.deletable.length - 40) : REQUESTS;
    const floor = await measureFloor(p, floorServer, options, connections);
    floors.push(floor);
    const r = await load(BASE, name, next, total, connections, 40, cpuOf(server, options));
    r.floorCpuMs = floor.cpuMs;
    // The same endpoint with one client: the service time without queueing behind the others.
    r.single = (await load(BASE, name, (i) => next(i + total + 40), 100, 1, 5)).p50;
    if (name.startsWith('DELETE')) p.deletable.splice(0, total + 140);
    log(line(floor, connections));
    log(line(r, connections, floor.cpuMs));
    results.push(r);
  }
  const draw = only || !withDraw ? [] : await dashboardDrawTimes(BASE, owner[0] ?? '');
  log(`dashboard drawn in Chromium: ${draw.join(', ')} ms`);
  return { results, floors, draw };
}

interface Run { label: string; connections: number; floor: Result; results: Result[]; draw: number[] }

/** At each connection count, every endpoint measured right after the floor. */
async function bench(label: string, options: DbOptions, connectionCounts: number[]): Promise<Run[]> {
  log(`\n== ${label}`);
  const prepared = await prepare(options, log);
  const runs: Run[] = [];
  const floorServer = await startFloor(options);
  try {
    for (const [k, connections] of connectionCounts.entries()) {
      const server = await startServer(options);
      try {
        const { results, floors, draw } = await measure(prepared, server, floorServer, options, connections, k === 0 && !process.argv.includes('--no-draw'));
        const median = (pick: (r: Result) => number | undefined) => [...floors.map((f) => pick(f) ?? 0)].sort((x, y) => x - y)[Math.floor(floors.length / 2)] ?? 0;
        const floor: Result = {
          ...(floors[0] as Result), name: `floor: one PK SELECT, bare Fastify (median of ${floors.length})`, p50: median((f) => f.p50), p95: median((f) => f.p95),
          rps: median((f) => f.rps), cpuMs: median((f) => f.cpuMs), dbCpuMs: median((f) => f.dbCpuMs), single: median((f) => f.single),
        };
        runs.push({ label, connections, floor, results, draw });
      } finally {
        await stopServer(server);
      }
    }
  } finally {
    await stopServer(floorServer);
  }
  return runs;
}

function report(runs: Run[]): string {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const header = '| database | connections | endpoint | p50 / p95 ms | req/s | CPU ms per request (database backends) | CPU ratio to the floor | 1 client p50 ms | machine idle / steal |';
  const rule = '|---|---:|---|---:|---:|---:|---:|---:|---:|';
  const row = (run: Run, r: Result) => {
    const ratio = r.floorCpuMs ? `${((r.cpuMs ?? 0) / r.floorCpuMs).toFixed(2)}x` : '1.00x';
    return `| ${run.label} | ${run.connections} | ${r.name} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}${r.errors ? ` (${r.errors} errors)` : ''} | ${r.rps.toFixed(0)} | ${(r.cpuMs ?? 0).toFixed(2)}${r.dbCpuMs ? ` (${r.dbCpuMs.toFixed(2)})` : ''} | ${ratio} | ${(r.single ?? 0).toFixed(1)} | ${pct(r.idlePct)} / ${pct(r.stealPct)} |`;
  };
  const rows = runs.flatMap((run) => [row(run, run.floor), ...run.results.map((r) => row(run, r))]);
  const draws = runs.filter((r) => r.draw.length).map((r) => `| ${r.label} | | Chromium: navigation → dashboard drawn (median of ${r.draw.length}, cold context) | ${median(r.draw)} ms | | | | all: ${r.draw.join(', ')} | |`);
  return [header, rule, ...rows, ...draws].join('\n');
}

async function main() {
  const which = arg('db', 'both');
  // The issue 20 targets: p95 at 20 connections on PGlite, at 50 on PostgreSQL.
  const counts = (fallback: string) => arg('connections', fallback).split(',').map(Number);
  const runs: Run[] = [];
  const kept = process.env.REPLY_CACHE === 'false' ? ', REPLY_CACHE=false' : '';
  if (which !== 'postgres') runs.push(...await bench(`PGlite${kept}`, { pgliteDir: process.env.PGLITE_DIR ?? '/tmp/bench-pglite' }, counts('20')));
  if (which !== 'pglite') runs.push(...await bench(`PostgreSQL${kept}`, { databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sway_bench' }, counts('20,50')));
  const table = report(runs);
  console.log(`\n${table}`);
  if (process.argv.includes('--write')) {
    appendFileSync('docs/bench/dashboard.md', `\n## Run of ${new Date().toISOString()} (\`npm run bench:dashboard -- ${process.argv.slice(2).join(' ')}\`)\n\n${table}\n`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
