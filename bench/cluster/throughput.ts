// What coordinating several servers on one PostgreSQL database costs (issue 35): the dashboard's
// reads and complete claims per second through a round-robin balancer, with 1, 2 and 3 servers,
// each run on a fresh database. On a shared 2-core machine more servers cannot be faster (they
// share the cores); read the ratios as the cost of coordination, not as speed-up.
// Run: `npx tsx bench/cluster/throughput.ts [seconds of reads] [claims]` (PostgreSQL at
// TEST_DATABASE_URL, default the local server).
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../server/db/client';
import { createSessionTokens } from '../../server/auth/jwt';
import { openSession } from '../../server/auth/sessions';
import { createAccount, createBusiness } from '../../tests/helpers/fixtures';
import { createCampaign, JPEG_BYTES } from '../../tests/helpers/claim';
import { portFree, postgresReachable, ready, startBalancer, startServer, stopServer, throwAwayDatabase, type Server } from '../../tests/cluster/servers';

const READ_SECONDS = Number(process.argv[2] ?? 10);
const CLAIMS = Number(process.argv[3] ?? 60);
const SECRET = 'cluster-bench-secret-0123456789-abcdefghijklmnop';
const BALANCER = 3420;
const PORTS = [3421, 3422, 3423];

async function claim(base: string, code: string, i: number): Promise<boolean> {
  let cookie = '';
  const address = `10.7.${Math.floor(i / 250)}.${i % 250}`;
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}), ...init.headers } });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
  const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  await go(`/c/${code}`);
  await go(`/c/${code}/step`, form({ step: 'campaign' }));
  const grant = await (await go(`/c/${code}/upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ext: 'jpg' }) })).json() as { signedUrl: string; publicUrl: string; contentType: string };
  await go(grant.signedUrl.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', headers: { 'content-type': grant.contentType }, body: new Uint8Array(JPEG_BYTES) });
  await go(`/c/${code}/step`, form({ step: 'claim', image_url: grant.publicUrl }));
  await go(`/c/${code}/step`, form({ step: 'proofRequirements' }));
  const done = await go(`/c/${code}/step`, form({ step: 'contactInfo', FIRST_NAME: `B${i}`, EMAIL_ADDRESS: `bench-${i}@example.test` }));
  return /^\/v\//.test(done.headers.get('location') ?? '');
}

async function measure(count: number) {
  const throwAway = await throwAwayDatabase('sway_bench_cluster');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sway-bench-cluster-'));
  const servers: Server[] = PORTS.slice(0, count).map((port) => ({ port, child: null, exited: null }));
  try {
    const database = await openDatabase({ databaseUrl: throwAway.url, poolSize: 2 });
    const tokens = createSessionTokens(SECRET, 3600, 7);
    const app = { db: database.db, tokens } as unknown as FastifyInstance;
    const business = (await createBusiness(app, { brand: 'Bench Cafe' }))!.id;
    const { code } = await createCampaign(app, business, { codes: Array.from({ length: CLAIMS }, (_, i) => `B-${i}`), flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
    const owner = await createAccount(app, 'CLIENT', [business]);
    const token = await tokens.sign({ sub: { userType: 'CLIENT', email: owner.email, userId: owner.id }, businessId: business }, undefined, await openSession(database.db, owner.id));
    await database.close();
    for (const port of [...PORTS, BALANCER]) await portFree(port);
    const env = {
      DATABASE_URL: throwAway.url, CLUSTER: 'true', DATA_DIR: dataDir, DATA_DIR_SHARED: 'true', NODE_ENV: 'test', JWT_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${BALANCER}`, SEED_ON_START: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', CLAIM_STARTS_PER_IP: '1000',
    };
    for (const server of servers) startServer(server, env);
    await Promise.all(servers.map((s) => ready(s.port)));
    const balancer = await startBalancer(BALANCER, servers.map((s) => s.port));
    const reads = await autocannon({
      url: `http://127.0.0.1:${BALANCER}`, connections: 20, duration: READ_SECONDS,
      requests: [{ method: 'GET', path: '/api/businesses/current', headers: { authorization: `Bearer ${token}` } }, { method: 'GET', path: '/api/dashboard/current', headers: { authorization: `Bearer ${token}` } }],
    });
    const started = Date.now();
    let next = 0;
    let completed = 0;
    await Promise.all(Array.from({ length: 10 }, async () => {
      while (next < CLAIMS) {
        const i = next++;
        // A step the balancer could not route (every server's /readyz late on a loaded machine)
        // fails that claim; it is counted, not fatal to the run.
        if (await claim(`http://127.0.0.1:${BALANCER}`, code, i).catch(() => false)) completed += 1;
      }
    }));
    const claimSeconds = (Date.now() - started) / 1000;
    await balancer.close();
    return { servers: count, readsPerSecond: reads.requests.average, readP97: reads.latency.p97_5, non2xx: reads.non2xx, statuses: JSON.stringify((reads as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}), claimsPerSecond: completed / claimSeconds, completed, load: os.loadavg()[0]! };
  } finally {
    for (const server of servers) await stopServer(server, 'SIGTERM');
    await throwAway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!(await postgresReachable())) {
    console.log('cluster bench: no PostgreSQL server at TEST_DATABASE_URL');
    return;
  }
  const rows = [];
  for (const count of [1, 2, 3]) rows.push(await measure(count));
  const base = rows[0]!;
  console.log(`\nservers  reads/s  (×1 server)  read p97.5 ms  non-2xx  claims/s  (×1 server)  load avg (1 min)`);
  for (const r of rows) {
    console.log(`${String(r.servers).padStart(7)}  ${r.readsPerSecond.toFixed(0).padStart(7)}  ${(r.readsPerSecond / base.readsPerSecond).toFixed(2).padStart(11)}  ${String(r.readP97).padStart(13)}  ${String(r.non2xx).padStart(7)}  ${r.claimsPerSecond.toFixed(2).padStart(8)}  ${(r.claimsPerSecond / base.claimsPerSecond).toFixed(2).padStart(11)}  ${r.load.toFixed(1).padStart(16)}`);
  }
  for (const r of rows) console.log(`${r.servers} server(s): read answers by status ${r.statuses}; claims completed ${r.completed} of ${CLAIMS}`);
  console.log(`(${os.cpus().length} cores; ${READ_SECONDS} s of dashboard reads at 20 connections, then ${CLAIMS} AUTO claims 10 at a time, through the balancer)`);
}

main().catch((err: unknown) => { console.error(err); process.exit(1); });
