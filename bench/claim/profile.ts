// Where a claim's time goes (issue 38): sums the self time of the server's `node --cpu-prof`
// profiles (bench:claim --profile DIR) by module — an npm package, a folder of this project, or
// node's own — and lists the top functions. Samples the server spent idle are left out of the
// shares; the server's start (tsx compiling, migrations) is in the profile and shows as such.
// Run: `npx tsx bench/claim/profile.ts DIR [top]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

/** The module a script URL belongs to. */
export function moduleOf(url: string, fn: string): string {
  if (!url) return `(${fn || 'anonymous'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  if (url.startsWith('node:')) return 'node (internals)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const local = /\/work\/[^/]+\/(.*)$/.exec(url.replace(/^file:\/\//, ''));
  if (local) return path.dirname(local[1]!) || '.';
  return url;
}

export function summarise(profiles: Profile[], top = 25) {
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
      const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
      if (functionName === '(idle)') { idle += ms; return; }
      busy += ms;
      const module = moduleOf(url, functionName);
      byModule.set(module, (byModule.get(module) ?? 0) + ms);
      const fn = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^file:\/\/\/work\/[^/]+\//, '').replace(/.*node_modules\//, '')}:${lineNumber + 1}` : ''}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    });
  }
  const rows = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([name, ms]) => `| ${name} | ${(ms / 1000).toFixed(2)} | ${((100 * ms) / busy).toFixed(1)}% |`).join('\n');
  return `busy ${(busy / 1000).toFixed(1)} s of main-thread CPU, idle ${(idle / 1000).toFixed(1)} s\n\n`
    + `| module (self time) | s | share of busy |\n|---|---|---|\n${rows(byModule)}\n\n`
    + `| function (self time) | s | share of busy |\n|---|---|---|\n${rows(byFunction)}`;
}

if (process.argv[1]?.endsWith('profile.ts')) {
  const dir = process.argv[2] ?? '.';
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  console.log(`${files.length} profile(s) in ${dir}\n`);
  console.log(summarise(files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Profile), Number(process.argv[3] ?? 25)));
}
