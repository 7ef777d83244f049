// `npx tsx bench/newConnections/run.ts [--clients 100] [--seconds 20] [--port 3295] [--path dashboard/current]`:
// how long a request on a NEW connection waits while many keep-alive clients keep the server busy
// (issue 36 finding 10). A server on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database sway_bench_newconn is made on it)
// with the demo data; --clients keep-alive clients loop GET --path (dashboard/current); beside them a
// probe opens a new TCP connection every 250 ms for GET user/loggedIn and times the connect (the
// accept queue) and the answer, and a keep-alive probe does the same request on its own socket.
// Prints percentiles with the machine's load average: on a shared machine they are noisy.
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { startServerProcess, stopServerProcess } from '../lib/server';
import { tempDataDir } from '../lib/tempDataDir';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1] ?? fallback;
};
const CLIENTS = Number(arg('clients', '100'));
const SECONDS = Number(arg('seconds', '20'));
const PORT = Number(arg('port', '3295'));
/** What the load asks for: a kept answer by default; `proof/before/now` reads the timeline's statements every time. */
const LOAD_PATH = arg('path', 'dashboard/current').replace('now', String(Date.now()));
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'sway_bench_newconn';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) => `n ${xs.length}  p50 ${pct(xs, 50).toFixed(1)}  p95 ${pct(xs, 95).toFixed(1)}  max ${Math.max(...xs).toFixed(1)} ms`;

interface Timed { connectMs: number; totalMs: number; status: number }
function get(path: string, token: string, agent: http.Agent | false): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let connectMs = 0;
    const req = http.get(`${BASE}${path}`, { agent, headers: { authorization: `Bearer ${token}`, ...(agent ? {} : { connection: 'close' }) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ connectMs, totalMs: performance.now() - started, status: res.statusCode ?? 0 }));
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive socket
      socket.once('connect', () => { connectMs = performance.now() - started; });
    });
    req.on('error', reject);
  });
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB}`;
  return url.toString();
}

async function ownerToken(): Promise<string> {
  const post = (path: string, body: unknown) => fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/client', { email: 'owner@example.com' });
  for (;;) {
    const mails = (await (await fetch(`${BASE}/dev/mailbox.json?to=owner@example.com`)).json()) as { links: string[] }[];
    const link = mails[0]?.links[0];
    if (link) {
      const token = new URL(link).pathname.split('/').pop();
      return ((await (await post('/api/auth/login', { token })).json()) as { token: string }).token;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const databaseUrl = await freshDatabase();
  const server = await startServerProcess(BASE, {
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: tempDataDir('newconn'), PUBLIC_URL: BASE,
    NODE_ENV: 'development', DEV_MAILBOX: 'true', SEED_ON_START: 'true', LOG_LEVEL: 'warn', JWT_SECRET: 'q2Jx+f0m6Uu8zq1bF7HkXn3v9yTt4WcR0s5eLa2dP6o=',
    LOGIN_RATE_PER_IP: '100000', LOGIN_RATE_PER_EMAIL: '100000', LOGIN_LINKS_PER_ACCOUNT_HOUR: '100000',
  });
  try {
    const token = await ownerToken();
    const loadAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const keptAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const until = performance.now() + SECONDS * 1000;
    let served = 0;
    let errors = 0;
    const loadStarted = performance.now();
    const loadAvgBefore = os.loadavg();
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        try {
          const r = await get(`/api/${LOAD_PATH}`, token, loadAgent);
          if (r.status === 200) served += 1; else errors += 1;
        } catch { errors += 1; }
      }
    });
    const fresh: Timed[] = [];
    const kept: Timed[] = [];
    // The probes start once the load is running.
    await new Promise((r) => setTimeout(r, 1000));
    while (performance.now() < until - 500) {
      const [a, b] = await Promise.all([get('/api/user/loggedIn', token, false), get('/api/user/loggedIn', token, keptAgent)]);
      fresh.push(a);
      kept.push(b);
      await new Promise((r) => setTimeout(r, 250));
    }
    await Promise.all(clients);
    const loadAvgAfter = os.loadavg();
    console.log(`new-connection benchmark: ${CLIENTS} keep-alive clients on GET ${LOAD_PATH} for ${SECONDS} s (REPLY_CACHE=${process.env.REPLY_CACHE ?? 'true'}), PostgreSQL, ${os.cpus().length} cores`);
    console.log(`load average before ${loadAvgBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAvgAfter.map((x) => x.toFixed(2)).join(' ')} (a shared machine: figures are noisy)`);
    console.log(`load: ${(served / ((performance.now() - loadStarted) / 1000)).toFixed(0)} req/s, errors ${errors}`);
    console.log(`new connection, connect (accept queue): ${fmt(fresh.map((r) => r.connectMs))}`);
    console.log(`new connection, whole request:          ${fmt(fresh.map((r) => r.totalMs))}  over 1 s: ${fresh.filter((r) => r.totalMs > 1000).length}`);
    console.log(`keep-alive probe, whole request:        ${fmt(kept.map((r) => r.totalMs))}  over 1 s: ${kept.filter((r) => r.totalMs > 1000).length}`);
    console.log(`statuses: new ${[...new Set(fresh.map((r) => r.status))].join(',')}  kept ${[...new Set(kept.map((r) => r.status))].join(',')}`);
    loadAgent.destroy();
    keptAgent.destroy();
  } finally {
    stopServerProcess(server);
  }
}

await main();
