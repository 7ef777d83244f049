// Several Sway servers on one PostgreSQL database behind a small balancer, for the cluster test and
// the cluster benchmark: a throw-away database, the servers as child processes (node server/main.ts),
// and a round-robin proxy (@fastify/reply-from) over the servers whose /readyz answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import replyFrom from '@fastify/reply-from';
import pg from 'pg';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try { await client.connect(); await client.end(); return true; } catch { return false; }
}

/** A new empty database on the server; answers its URL and how to drop it. */
export async function throwAwayDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: SERVER_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface Server { port: number; child: ChildProcess | null; exited: Promise<void> | null }

/** Servers that exited without being stopped, with the end of what they wrote to stderr. */
export const unexpectedExits: { port: number; code: number | null; signal: string | null; stderr: string }[] = [];
const stopping = new Set<ChildProcess>();

const started: Server[] = [];
// A server left running would answer the next run's requests from another database.
process.on('exit', () => { for (const server of started) server.child?.kill('SIGKILL'); });

export async function portFree(port: number) {
  const answered = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
  if (answered) throw new Error(`port ${port} is in use (a server of an earlier run?); stop it first`);
}

export function startServer(server: Server, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(server.port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
    if (process.env.CLUSTER_VERBOSE) process.stderr.write(`[${server.port}] ${d}`);
  });
  server.child = child;
  server.exited = new Promise((resolve) => child.once('exit', (code, signal) => {
    if (!stopping.has(child)) unexpectedExits.push({ port: server.port, code, signal, stderr });
    resolve();
  }));
  if (!started.includes(server)) started.push(server);
}

export async function stopServer(server: Server, signal: NodeJS.Signals) {
  if (server.child) stopping.add(server.child);
  server.child?.kill(signal);
  await server.exited;
}

export async function ready(port: number, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not get ready`);
}

/** Round robin over the servers that say they are ready; answers which one in x-upstream. */
export async function startBalancer(port: number, upstreams: number[]) {
  /** When and why a server was taken out of the rotation. */
  const removals: { at: number; upstream: number; why: string }[] = [];
  const up = new Set<number>();
  // As a balancer's health check does (HAProxy's 'fall'): a server that answers not ready, or whose
  // port refuses, is out at once; one slow to answer (a busy machine) only after 3 checks in a row.
  const slow = new Map<number, number>();
  const takenOut = (upstream: number, why: string) => { removals.push({ at: Date.now(), upstream, why }); };
  const poll = setInterval(() => {
    for (const upstream of upstreams) {
      void fetch(`http://127.0.0.1:${upstream}/readyz`, { signal: AbortSignal.timeout(1000) })
        .then(async (r) => {
          slow.delete(upstream);
          if (r.ok) up.add(upstream);
          else if (up.delete(upstream)) takenOut(upstream, `answered ${r.status} ${await r.text().catch(() => '')}`);
        }, (err: unknown) => {
          const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
          const times = timedOut ? (slow.get(upstream) ?? 0) + 1 : Infinity;
          slow.set(upstream, times);
          if (times >= 3 && up.delete(upstream)) takenOut(upstream, timedOut ? '3 health checks timed out' : String((err as Error).cause ?? err));
        });
    }
  }, 200);
  const proxy = Fastify({ bodyLimit: 60 * 1024 * 1024 });
  await proxy.register(replyFrom, { http: { requestOptions: { timeout: 120_000 } } });
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  let next = 0;
  proxy.all('/*', (request, reply) => {
    // Fail open, as cloud balancers do when every target fails its checks: on a starved machine
    // all three health checks can fail at once, and then each server is tried.
    const ready = upstreams.filter((p) => up.has(p));
    const live = ready.length > 0 ? ready : upstreams;
    const upstream = live[next++ % live.length]!;
    reply.header('x-upstream', String(upstream));
    return reply.from(`http://127.0.0.1:${upstream}${request.url}`, {
      onError: (r, { error }) => { r.header('x-upstream', String(upstream)).code(502).send(`upstream ${upstream}: ${error.message}`); },
    });
  });
  await proxy.listen({ port, host: '127.0.0.1' });
  // Until every upstream has been asked once.
  await new Promise((r) => setTimeout(r, 500));
  return { removals, close: async () => { clearInterval(poll); await proxy.close(); } };
}
