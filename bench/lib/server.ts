// A server as a benchmark runs it: `server/main.ts` (or another script, such as the dashboard
// benchmark's floor) under node with tsx, in its own process group, ready once it answers its
// OpenAPI document (a first start answers 503 while it seeds the demo data).
// BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, shows where its time goes.
// The product server gets the malloc settings `npm start` gives it (package.json, decision 0273),
// read from there so that there is one place for them; a benchmark's env overrides them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The `NAME=${NAME:-value}` defaults of `npm start`'s MALLOC_ settings. */
export function startMallocEnv(): Record<string, string> {
  const start = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return Object.fromEntries([...start.matchAll(/(MALLOC_\w+)=\$\{\1:-([^}]+)\}/g)].map((m) => [m[1]!, m[2]!]));
}

export async function startServerProcess(base: string, env: NodeJS.ProcessEnv, script = 'server/main.ts'): Promise<ChildProcess> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], { env: { ...startMallocEnv(), ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return child;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server at ${base} did not start`);
}

export function stopServerProcess(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGTERM'); // its own process group: the server and anything it started
}
