// A server as a benchmark runs it: `server/main.ts` (or another script, such as the dashboard
// benchmark's floor) under node with tsx, in its own process group, ready once it answers its
// OpenAPI document (a first start answers 503 while it seeds the demo data).
// BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, shows where its time goes.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startServerProcess(base: string, env: NodeJS.ProcessEnv, script = 'server/main.ts'): Promise<ChildProcess> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
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
