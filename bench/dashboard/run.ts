// `npm run bench:dashboard [-- --db pglite|postgres|both] [-- --requests N] [-- --warm-up N] [-- --only NAME]
// [-- --connections 20,50] [-- --no-draw] [-- --busy-only] [-- --no-busy] [-- --busy-seconds S] [-- --port P]`: p50/p95,
// throughput and the serving side's CPU per request of the session, dashboard and timeline
// endpoints against a real HTTP server on the --scale data set, each as a ratio to the floor
// (floor.ts: a bare Fastify route behind the product's own auth check, JWT and session row, reading
// one row by primary key, running beside the server) measured just before each; Chromium's time
// to the drawn dashboard; and the busy shop (issue 38): the dashboard's reads while customers
// complete a REVIEW campaign's claims at 5 a second, against the floor read under the same stream,
// with each read's p50/p95 within the mix and the product server's main-thread and database CPU per
// second in each phase.
// Every figure is measured twice: with the kept answers (server/routes/keptReplies.ts: a repeated
// read sends the answer kept since the business last changed) and on the first-read path
// (REPLY_CACHE=false: every read runs its statements, what the first read after a change costs).
// Prints tables; --write appends them to docs/bench/dashboard.md.
// Data: PGLITE_DIR (a PGlite directory seeded with `npm run seed -- --scale 1050`, copied into the
// run's own temporary directory, so the run changes nothing in it) and BENCH_DATABASE_URL (a
// database of its own, e.g. `createdb sway_bench_reads` then `DATABASE_URL=... npm run seed -- --scale 1050`;
// not `postgres`, which the tests use). Uploads and files go to a temporary DATA_DIR per run
// (bench/lib/tempDataDir.ts). Build the console first (or --no-draw).
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSessionTokens } from '../../server/auth/jwt';
import { cpuBetween, servingCpu } from '../lib/processCpu';
import type { DbOptions } from '../../server/db/client';
import { startServerProcess, stopServerProcess } from '../lib/server';
import { tempDataDir } from '../lib/tempDataDir';
import { dashboardDrawTimes } from './browser';
import { phoneJpegs, startClaimStream } from './claimStream';
import { load, type Req, type Result } from './load';
import { prepare, type Prepared, type Tenant } from './prepare';

/** The built console the drawn-dashboard measurement loads (`npm run build`, or CONSOLE_DIST). */
const CONSOLE_DIST = process.env.CONSOLE_DIST ?? 'dist';
const withDraw = !process.argv.includes('--no-draw');
if (withDraw && !existsSync(`${CONSOLE_DIST}/index.html`)) {
  console.error(`No built console in ${CONSOLE_DIST}/: run \`npm run build\` first (or set CONSOLE_DIST, or --no-draw).`);
  process.exit(1);
}

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1] ?? fallback;
};
const REQUESTS = Number(arg('requests', '1000'));
const WARM_UP = Number(arg('warm-up', '1000'));
const PORT = Number(arg('port', '3500'));
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_BASE = `http://127.0.0.1:${PORT + 1}`;
/** The busy shop: claims a second, readers, and how long each measured phase reads. */
const CLAIMS_PER_SECOND = Number(arg('claims-per-second', '5'));
const BUSY_READERS = 20;
const BUSY_SECONDS = Number(arg('busy-seconds', '8'));
const BUSY_ROUNDS = Number(arg('busy-rounds', '3'));
const busyOnly = process.argv.includes('--busy-only');
const withBusy = !process.argv.includes('--no-busy');
/** This run's own directory: uploads, and its copies of the PGlite data set. */
const DATA_DIR = tempDataDir('dashboard');
const log = (s: string) => console.log(s);
const pct = (value?: number) => (value === undefined ? '?' : `${value.toFixed(0)}%`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The two ways a read is answered (server/routes/keptReplies.ts), each measured in its own server. */
interface Answers { label: 'kept' | 'first read'; replyCache: boolean }
const ANSWERS: Answers[] = [{ label: 'kept', replyCache: true }, { label: 'first read', replyCache: false }];

/** `script`: the real server, or the floor (floor.ts) on the next port; both take the same settings. */
function startServer(options: DbOptions, answers: Answers, script = 'server/main.ts', base = BASE): Promise<ChildProcess> {
  return startServerProcess(base, {
    ...process.env, PORT: new URL(base).port, HOST: '127.0.0.1', JWT_SECRET: SECRET, SEED_ON_START: 'false', LOG_LEVEL: 'warn',
    // Production refuses to start without a mail transport; the benchmark sends no mail.
    NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: base, DATA_DIR, CONSOLE_DIST,
    REPLY_CACHE: String(answers.replyCache), CLAIM_STARTS_PER_IP: '1000000',
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
function startFloor(options: DbOptions): Promise<ChildProcess> {
  const floorAnswers: Answers = { label: 'kept', replyCache: true }; // the floor keeps no answers either way
  if (options.databaseUrl) return startServer(options, floorAnswers, 'bench/dashboard/floor.ts', FLOOR_BASE);
  const copy = `${options.pgliteDir ?? ''}-floor`;
  cpSync(options.pgliteDir ?? '', copy, { recursive: true });
  return startServer({ pgliteDir: copy }, floorAnswers, 'bench/dashboard/floor.ts', FLOOR_BASE);
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

interface Tokens { owner: string[]; adminFor: Map<number, string>; big: string; busy: string }

async function signTokens(p: Prepared): Promise<Tokens> {
  const tokens = createSessionTokens(SECRET, 3600, 7);
  const sign = (accountId: number, email: string, userType: 'CLIENT' | 'ADMIN', businessId: number) =>
    tokens.sign({ sub: { userType, email, userId: accountId }, businessId }, undefined, p.sids[accountId]);
  const adminFor = new Map<number, string>();
  for (const t of p.tenants) adminFor.set(t.businessId, await sign(p.admin.accountId, p.admin.email, 'ADMIN', t.businessId));
  return {
    owner: await Promise.all(p.tenants.map((t) => sign(t.accountId, t.email, 'CLIENT', t.businessId))),
    adminFor,
    big: await sign(p.big.accountId, p.big.email, 'CLIENT', p.big.businessId),
    busy: await sign(p.busy.accountId, p.busy.email, 'CLIENT', p.busy.businessId),
  };
}

/** The floor: the product's auth check (the token's owner) and one PK SELECT of the token's business. */
async function measureFloor(floorServer: ChildProcess, options: DbOptions, connections: number, tokens: Tokens): Promise<Result> {
  const floor = (i: number): Req => ({ path: 'floor', token: tokens.owner[i % tokens.owner.length] ?? '' });
  const r = await load(FLOOR_BASE, 'floor: auth check + one PK SELECT', floor, REQUESTS, connections, 40, cpuOf(floorServer, options));
  r.single = (await load(FLOOR_BASE, 'floor', floor, 100, 1, 5)).p50;
  return r;
}

function line(r: Result, connections: number, floorCpu?: number): string {
  const ratio = floorCpu && r.cpuMs !== undefined ? `  ${(r.cpuMs / floorCpu).toFixed(2)}x floor` : '';
  return `${r.name.padEnd(44)} ${String(connections).padStart(3)} conn  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  CPU ${(r.cpuMs ?? 0).toFixed(2)} ms/req${ratio}  1 client p50 ${(r.single ?? 0).toFixed(1)} ms  machine idle ${pct(r.idlePct)} steal ${pct(r.stealPct)}  errors ${r.errors}${r.firstError ? ` (${r.firstError})` : ''}`;
}

/** The dashboard's reads, as the console makes them on opening the dashboard. */
const dashboardReads = (token: (i: number) => string): [string, (i: number) => Req][] => [
  ['GET businesses/current', (i) => ({ path: 'businesses/current', token: token(i) })],
  ['GET businesses/voucherActivity', (i) => ({ path: 'businesses/voucherActivity', token: token(i) })],
  ['GET dashboard/current', (i) => ({ path: 'dashboard/current', token: token(i) })],
  ['GET dashboard/monthly', (i) => ({ path: 'dashboard/monthly', token: token(i) })],
  ['GET dashboard/activity/{this month}', (i) => ({ path: `dashboard/activity/${monthAgo(0)}`, token: token(i) })],
];

async function measure(
  p: Prepared, server: ChildProcess, floorServer: ChildProcess, options: DbOptions, connections: number, draw: boolean, answers: Answers,
): Promise<{ results: Result[]; draw: number[] }> {
  const tokens = await signTokens(p);
  const { owner, adminFor } = tokens;
  const at = (i: number) => p.tenants[i % p.tenants.length] as Tenant;
  const tok = (i: number) => owner[i % owner.length] ?? '';
  const now = Date.now();
  // The console's way to the page after the 5,000th proof: after that proof's id (keyset).
  const at5000 = await fetch(`${BASE}/api/proof/before/${now}?offset=4999&limit=1`, { headers: { authorization: `Bearer ${tokens.big}` } });
  const cursor = ((await at5000.json()) as { proofs: { id: number }[] }).proofs[0]?.id ?? 0;
  const withSway = p.tenants.filter((t) => (p.swayProofs[t.businessId] ?? []).length > 0);
  const swayHome = p.tenants[1] as Tenant;
  const changes: [string, (i: number) => Req][] = [
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
  const cases: [string, (i: number) => Req][] = [
    ['GET user/loggedIn', (i) => ({ path: 'user/loggedIn', token: tok(i) })],
    ...dashboardReads(tok),
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
    ['GET proof/before/{ms} big, offset 0', () => ({ path: `proof/before/${now}?offset=0&limit=10`, token: tokens.big })],
    ['GET proof/before/{ms} big, offset 5000', () => ({ path: `proof/before/${now}?offset=5000&limit=10`, token: tokens.big })],
    ['GET proof/before/{ms} big, after the 5,000th', () => ({ path: `proof/before/${now}?limit=10&after_id=${cursor}`, token: tokens.big })],
    // Changes keep no answers: they run with the kept answers' server only.
    ...(answers.replyCache ? changes : []),
  ];
  const results: Result[] = [];
  const only = arg('only', ''); // a part of the endpoint names to run, e.g. --only activity
  const selected = cases.filter(([name]) => name.includes(only));
  // A server that has just started runs PGlite's WebAssembly (and its own JavaScript) before the
  // engines have optimised it: its first thousand requests are several times slower than the
  // rest. A deployed server is warm, so every endpoint gets WARM_UP requests before any is
  // measured (DELETE uses up its proofs, and runs last, on a warm server). 200 were too few
  // (docs/decisions/0048-dashboard-benchmark-method.md).
  for (const [name, next] of selected) if (!name.startsWith('DELETE')) await load(BASE, name, next, WARM_UP, connections);
  await measureFloor(floorServer, options, connections, tokens); // the floor's warm-up
  for (const [name, next] of selected) {
    // DELETE uses up its proofs: it runs once, at the first connection count.
    if (name.startsWith('DELETE') && p.deletable.length < REQUESTS / 2) continue;
    const total = name.startsWith('DELETE') ? Math.min(REQUESTS, p.deletable.length - 40) : REQUESTS;
    const floor = await measureFloor(floorServer, options, connections, tokens);
    const r = await load(BASE, name, next, total, connections, 40, cpuOf(server, options));
    r.floorCpuMs = floor.cpuMs;
    r.floorP95 = floor.p95;
    // The same endpoint with one client: the service time without queueing behind the others.
    r.single = (await load(BASE, name, (i) => next(i + total + 40), 100, 1, 5)).p50;
    if (name.startsWith('DELETE')) p.deletable.splice(0, total + 140);
    log(line(floor, connections));
    log(line(r, connections, floor.cpuMs));
    results.push(r);
  }
  const drawn = only || !draw ? [] : await dashboardDrawTimes(BASE, owner[0] ?? '');
  if (drawn.length) log(`dashboard drawn in Chromium: ${drawn.join(', ')} ms`);
  return { results, draw: drawn };
}

interface Busy {
  floorP50: number; floorP95: number; floorRps: number; readP50: number; readP95: number; readRps: number;
  claimsPerSecond: number; contactP95: number; failed: number; firstError?: string;
}

let jpegs: Buffer[] | undefined;
let streamed = 0;

/** CPU milliseconds of a process's main thread so far (Linux: its task whose id is the process's). */
function mainThreadCpuMs(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * What the product server's main thread and its database backends spent while `phase` ran, per
 * second of it: while the floor is read the product server only takes the claims, so the
 * difference between its two phases is the dashboard reads' own cost (issue 38, ninth session).
 */
async function spentDuring<T>(server: ChildProcess, options: DbOptions, phase: () => Promise<T>): Promise<{ result: T; mainMsPerS: number; dbMsPerS: number }> {
  const cpu = cpuOf(server, options);
  const started = performance.now();
  const main = mainThreadCpuMs(server.pid ?? 0);
  const before = cpu();
  const result = await phase();
  const seconds = (performance.now() - started) / 1000;
  const spent = cpuBetween(before, cpu());
  return { result, mainMsPerS: (mainThreadCpuMs(server.pid ?? 0) - main) / seconds, dbMsPerS: spent.database / seconds };
}

/**
 * The busy shop (issue 38): customers complete claims on the shop's REVIEW campaign at
 * CLAIMS_PER_SECOND while BUSY_READERS connections read its dashboard (the console's opening
 * reads, in turn) for BUSY_SECONDS; the floor is read the same way under the same stream, just
 * before or after (alternating by round). Medians of BUSY_ROUNDS rounds.
 */
async function measureBusy(p: Prepared, server: ChildProcess, options: DbOptions): Promise<Busy> {
  jpegs ??= await phoneJpegs(40);
  const tokens = await signTokens(p);
  const reads = dashboardReads(() => tokens.busy);
  const mix = (i: number): Req => (reads[i % reads.length] as [string, (i: number) => Req])[1](i);
  const floor = (): Req => ({ path: 'floor', token: tokens.busy });
  const rounds: Busy[] = [];
  for (let k = 0; k < BUSY_ROUNDS; k += 1) {
    const stream = startClaimStream(BASE, p.busy.code, CLAIMS_PER_SECOND, jpegs, streamed);
    const started = performance.now();
    await new Promise((r) => setTimeout(r, 2000)); // the stream under way before anything counts
    const readFloor = () => spentDuring(server, options, () => load(FLOOR_BASE, 'busy floor', floor, -BUSY_SECONDS, BUSY_READERS, 40));
    const readDashboard = () => spentDuring(server, options, () => load(BASE, 'busy reads', mix, -BUSY_SECONDS, BUSY_READERS, 40));
    let fs: Awaited<ReturnType<typeof readFloor>>;
    let rs: Awaited<ReturnType<typeof readDashboard>>;
    if (k % 2) {
      fs = await readFloor();
      rs = await readDashboard();
    } else {
      rs = await readDashboard();
      fs = await readFloor();
    }
    const f = fs.result;
    const r = rs.result;
    const done = await stream.stop();
    streamed += done.started;
    const round: Busy = {
      floorP50: f.p50, floorP95: f.p95, floorRps: f.rps, readP50: r.p50, readP95: r.p95, readRps: r.rps,
      claimsPerSecond: done.completed / ((performance.now() - started) / 1000), contactP95: done.contactP95,
      failed: done.failed + r.errors + f.errors, firstError: done.firstError ?? r.firstError ?? f.firstError,
    };
    log(`busy round ${k + 1}: floor p50/p95 ${f.p50.toFixed(1)}/${f.p95.toFixed(1)} ms (${f.rps.toFixed(0)}/s), dashboard reads ${r.p50.toFixed(1)}/${r.p95.toFixed(1)} ms (${r.rps.toFixed(0)}/s), p95 ${(r.p95 / f.p95).toFixed(2)}x; claims ${done.completed}/${done.started} (${round.claimsPerSecond.toFixed(1)}/s), contact p95 ${done.contactP95.toFixed(0)} ms, failed ${round.failed}${round.firstError ? ` (${round.firstError})` : ''}`);
    // Which reads make the p95, and what they cost the product server beyond the claims (issue 38, ninth session).
    const perRead = (during: number, claimsOnly: number) => (r.rps > 0 ? ((during - claimsOnly) / r.rps).toFixed(2) : '?');
    log(`  product server while the floor / the dashboard was read: main thread ${fs.mainMsPerS.toFixed(0)} / ${rs.mainMsPerS.toFixed(0)} ms/s, database backends ${fs.dbMsPerS.toFixed(0)} / ${rs.dbMsPerS.toFixed(0)} ms/s; per dashboard read: main thread ${perRead(rs.mainMsPerS, fs.mainMsPerS)} ms, backends ${perRead(rs.dbMsPerS, fs.dbMsPerS)} ms`);
    log(`  by read: ${(r.byPath ?? []).map((b) => `${b.path.replace(/^dashboard\/activity\/.*/, 'dashboard/activity/{month}')} ${b.p50.toFixed(1)}/${b.p95.toFixed(1)}`).join(', ')}`);
    rounds.push(round);
  }
  const pick = (f: (b: Busy) => number) => median(rounds.map(f));
  return {
    floorP50: pick((b) => b.floorP50), floorP95: pick((b) => b.floorP95), floorRps: pick((b) => b.floorRps),
    readP50: pick((b) => b.readP50), readP95: pick((b) => b.readP95), readRps: pick((b) => b.readRps),
    claimsPerSecond: pick((b) => b.claimsPerSecond), contactP95: pick((b) => b.contactP95),
    failed: rounds.reduce((sum, b) => sum + b.failed, 0), firstError: rounds.find((b) => b.firstError)?.firstError,
  };
}

interface Run { label: string; answers: Answers['label']; connections: number; floor: Result; results: Result[]; draw: number[]; busy?: Busy }

/** The run's own copy of a PGlite data set, in DATA_DIR: the server's changes stay in the run. */
function ownCopy(options: DbOptions, label: string): DbOptions {
  if (options.databaseUrl) return options;
  const source = options.pgliteDir ?? '';
  if (!existsSync(path.join(source, 'PG_VERSION'))) throw new Error(`no PGlite database in ${source}: seed one with PGLITE_DIR=${source} npm run seed -- --scale 1050`);
  const copy = path.join(DATA_DIR, `pglite-${label}`);
  log(`copying ${source} to ${copy}`);
  cpSync(source, copy, { recursive: true });
  return { pgliteDir: copy };
}

/** For both ways of answering and at each connection count, every endpoint measured right after the floor; then the busy shop. */
async function bench(label: string, source: DbOptions, connectionCounts: number[]): Promise<Run[]> {
  log(`\n== ${label}`);
  const options = ownCopy(source, label.replace(/\W/g, ''));
  const prepared = await prepare(options, log);
  const runs: Run[] = [];
  const floorServer = await startFloor(options);
  try {
    for (const answers of ANSWERS) {
      for (const [k, connections] of connectionCounts.entries()) {
        const server = await startServer(options, answers);
        try {
          log(`-- ${answers.label} answers, ${connections} connections`);
          const { results, draw } = busyOnly ? { results: [], draw: [] }
            : await measure(prepared, server, floorServer, options, connections, k === 0 && withDraw && answers.replyCache, answers);
          const busy = withBusy && k === 0 ? await measureBusy(prepared, server, options) : undefined;
          const floor: Result = {
            name: `floor: auth check + one PK SELECT (median of ${results.length})`, n: 0, errors: 0, p50: 0, rps: 0,
            p95: median(results.map((r) => r.floorP95 ?? 0)), cpuMs: median(results.map((r) => r.floorCpuMs ?? 0)),
          };
          runs.push({ label, answers: answers.label, connections, floor, results, draw, busy });
        } finally {
          await stopServer(server);
        }
      }
    }
  } finally {
    await stopServer(floorServer);
  }
  return runs;
}

/** The issue 38 target per first-read run: the dashboard's reads' CPU against the floor's, the mix and the worst. */
function firstReadVerdicts(runs: Run[]): string[] {
  return runs.filter((run) => run.answers === 'first read' && run.results.length).map((run) => {
    const reads = run.results.filter((r) => /^GET (dashboard|businesses)\//.test(r.name));
    const ratio = (r: Result) => (r.cpuMs ?? 0) / (r.floorCpuMs ?? 1);
    const worst = [...reads].sort((a, b) => ratio(b) - ratio(a))[0];
    const mix = reads.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0) / Math.max(1e-9, reads.reduce((sum, r) => sum + (r.floorCpuMs ?? 0), 0));
    return `- ${run.label}, ${run.connections} connections, first read: the dashboard's reads cost ${mix.toFixed(2)}x the floor's CPU together; the worst, ${worst?.name ?? '?'}, ${worst ? ratio(worst).toFixed(2) : '?'}x (target: each ≤ 2x)`;
  });
}

function report(runs: Run[]): string {
  const machine = `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} cores).`;
  const header = '| database | answers | connections | endpoint | p50 / p95 ms | req/s | CPU ms per request (database backends) | CPU ratio to the floor | 1 client p50 ms | machine idle / steal |';
  const rule = '|---|---|---:|---|---:|---:|---:|---:|---:|---:|';
  const row = (run: Run, r: Result) => {
    const ratio = r.floorCpuMs ? `${((r.cpuMs ?? 0) / r.floorCpuMs).toFixed(2)}x` : '1.00x';
    return `| ${run.label} | ${run.answers} | ${run.connections} | ${r.name} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}${r.errors ? ` (${r.errors} errors)` : ''} | ${r.rps.toFixed(0)} | ${(r.cpuMs ?? 0).toFixed(2)}${r.dbCpuMs ? ` (${r.dbCpuMs.toFixed(2)})` : ''} | ${ratio} | ${(r.single ?? 0).toFixed(1)} | ${pct(r.idlePct)} / ${pct(r.stealPct)} |`;
  };
  const measured = runs.filter((run) => run.results.length);
  const rows = measured.flatMap((run) => [row(run, run.floor), ...run.results.map((r) => row(run, r))]);
  const draws = runs.filter((r) => r.draw.length).map((r) => `| ${r.label} | ${r.answers} | | Chromium: navigation → dashboard drawn (median of ${r.draw.length}, cold context) | ${median(r.draw)} ms | | | | all: ${r.draw.join(', ')} | |`);
  const busy = runs.filter((run) => run.busy).map((run) => {
    const b = run.busy as Busy;
    return `| ${run.label} | ${run.answers} | ${b.floorP50.toFixed(1)} / ${b.floorP95.toFixed(1)} (${b.floorRps.toFixed(0)}/s) | ${b.readP50.toFixed(1)} / ${b.readP95.toFixed(1)} (${b.readRps.toFixed(0)}/s) | **${(b.readP95 / b.floorP95).toFixed(2)}x** | ${b.claimsPerSecond.toFixed(1)} | ${b.contactP95.toFixed(0)} | ${b.failed}${b.firstError ? ` (${b.firstError.slice(0, 80)})` : ''} |`;
  });
  return [
    machine, '',
    ...(rows.length ? [header, rule, ...rows, ...draws, '', ...firstReadVerdicts(runs), ''] : []),
    ...(busy.length ? [
      `Busy shop: ${BUSY_READERS} readers of one shop's dashboard (its 5 opening reads in turn) for ${BUSY_SECONDS} s while customers complete the shop's REVIEW campaign's claims at ${CLAIMS_PER_SECOND}/s (distinct ${Math.round((jpegs?.[0]?.length ?? 0) / 1024)} KB JPEGs, 720×1280); the floor read by the same readers under the same stream; medians of ${BUSY_ROUNDS} rounds. Target: read p95 ≤ 2x the busy floor's.`, '',
      '| database | answers | busy floor p50 / p95 ms (req/s) | dashboard reads p50 / p95 ms (req/s) | p95 ratio | claims completed /s | contact step p95 ms | errors |',
      '|---|---|---:|---:|---:|---:|---:|---|', ...busy,
    ] : []),
  ].join('\n');
}

async function main() {
  const which = arg('db', 'both');
  // The issue 20 targets: p95 at 20 connections on PGlite, at 50 on PostgreSQL.
  const counts = (fallback: string) => arg('connections', fallback).split(',').map(Number);
  const runs: Run[] = [];
  if (which !== 'postgres') runs.push(...await bench('PGlite', { pgliteDir: process.env.PGLITE_DIR ?? 'data/bench/dashboard-pglite' }, counts('20')));
  if (which !== 'pglite') {
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sway_bench_reads';
    runs.push(...await bench('PostgreSQL', { databaseUrl }, counts('20,50')));
  }
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
