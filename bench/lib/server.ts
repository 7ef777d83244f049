// The product's server as a benchmark runs it: `server/main.ts` in its own process group, ready
// once it answers its OpenAPI document (a first start answers 503 while it seeds the demo data).
import { spawn, type ChildProcess } from 'node:child_process';

export async function startServerProcess(base: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return child;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server at ${base} did not start`);
}

export function stopServerProcess(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGTERM'); // its own process group: npx and the server
}
