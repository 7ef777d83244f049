// `npm run bench:console [-- --runs 7] [-- --no-build] [-- --files] [-- --lighthouse 5] [-- --compare DIR]`: the console's first load and draw times
// against a bare react-admin 5 app (bench/console/bare-app/: two list resources over
// ra-data-simple-rest, MUI 7, telemetry off), both built by the repository's Vite in this run and
// served alike (pre-compressed twins, the same cache headers). Prints, as ratios to the bare app:
// the gzipped JavaScript a cold load of /auth, /dashboard and /timeline fetches, and the medians
// of alternated cold loads in Chromium (cache disabled): /auth's form usable against the bare
// app's list painted, the dashboard drawn (ring total, bars, first activity row) against the bare
// app's first rows. The console runs on its demo data in a temporary directory of the run's own
// (seeded on its start; --data DIR keeps one between runs), logged in as the demo owner. Targets (issue 20 item 3): first load ≤ 0.6×, dashboard
// drawn ≤ 1.2×.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { lighthouse } from '../lib/lighthouse';
import { watchMachine } from '../lib/machine';
import { CHROMIUM_ARGS, coldLoad, type Drawn, type Load } from './browser';
import { stopServerProcess } from '../lib/server';
import { tempDataDir } from '../lib/tempDataDir';
import { loginToken, startBareServer, startConsoleServer } from './servers';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1] ?? fallback;
};
const RUNS = Number(arg('runs', '7'));
const CONSOLE_PORT = Number(arg('port', '3396'));
const BARE_PORT = CONSOLE_PORT + 1;
const CONSOLE_DIST = arg('console-dist', 'dist-bench/console');
const BARE_DIST = 'dist-bench/bare';
/** The console's data: a directory of this run's own (seeded with the demo data on its start), or --data DIR. */
const DATA_DIR = arg('data', '') || tempDataDir('console');
/** Another build of the console (a directory), timed in the same rounds: for an A/B of a change. */
const COMPARE_DIST = arg('compare', '');
const build = !process.argv.includes('--no-build');
/** Lighthouse runs (mobile) on /auth after the timed loads (issue 20 item 4: performance ≥ 95, accessibility ≥ 98). */
const LIGHTHOUSE_RUNS = Number(arg('lighthouse', '0'));
const log = (s: string) => console.log(s);

/** ra-data-simple-rest from node_modules, or an unpacked copy where node_modules predates it (see the bare app's vite.config.ts). */
function simpleRestCopy(): string | undefined {
  try {
    createRequire(import.meta.url).resolve('ra-data-simple-rest');
    return undefined;
  } catch {
    const dir = 'data/bench/packages';
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['ra-data-simple-rest'];
    if (!existsSync(`${dir}/package/dist/index.js`)) {
      execFileSync('mkdir', ['-p', dir]);
      const file = execFileSync('npm', ['pack', `ra-data-simple-rest@${version}`, '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
      execFileSync('tar', ['xzf', path.join(dir, file), '-C', dir]);
    }
    return path.resolve(dir, 'package');
  }
}

function buildBoth() {
  log('building the console and the bare app…');
  const quiet = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  execFileSync('npx', ['vite', 'build', '--outDir', CONSOLE_DIST, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env: quiet });
  const simpleRest = simpleRestCopy();
  execFileSync('npx', ['vite', 'build', '--config', 'bench/console/bare-app/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit', env: { ...quiet, BARE_APP_OUT: path.resolve(BARE_DIST), ...(simpleRest ? { BARE_APP_SIMPLE_REST: simpleRest } : {}) },
  });
}

/** The gzipped size of a served script: its .gz twin, as the server sends it to a gzip-only client. */
function gzipBytes(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
}
const weigh = (dist: string, load: Load) => {
  const files = [...new Set(load.scripts)].map((url) => ({ file: new URL(url).pathname, kb: gzipBytes(dist, url) / 1024 }));
  return { files: files.length, kb: files.reduce((sum, f) => sum + f.kb, 0), largest: files.sort((a, b) => b.kb - a.kb).slice(0, 12) };
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] ?? 0 : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
};
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

// The bare app opens on its first resource, a ListGuesser: react-admin 5.15 draws it as a DataTable
// (`.RaDataTable-row`); `.RaDatagrid-row`, the class of the older Datagrid, never matched it (issue 38).
// Either list's row counts, so the floor holds whichever list the bare app opens on.
const LIST_ROW = '.RaDataTable-row, .RaDatagrid-row';
const BARE: Drawn[] = [{ name: 'list', selectors: ['.RaList-main'] }, { name: 'rows', selectors: [LIST_ROW] }];
const AUTH: Drawn[] = [{ name: 'form', selectors: ['input[type=email]', 'button[type=submit]'] }];
const DASHBOARD: Drawn[] = [{ name: 'drawn', selectors: ['[data-testid=ring-total]', '[data-testid=bars]', '[data-testid=activity-row]'] }];
const TIMELINE: Drawn[] = [{ name: 'drawn', selectors: ['[data-testid=proof-card]'] }];

async function main() {
  if (build) buildBoth();
  for (const dist of [CONSOLE_DIST, BARE_DIST]) {
    if (!existsSync(`${dist}/index.html`)) throw new Error(`no build in ${dist}/: run without --no-build`);
  }
  const consoleServer = await startConsoleServer(CONSOLE_DIST, CONSOLE_PORT, DATA_DIR);
  const bareServer = await startBareServer(BARE_DIST, BARE_PORT);
  // The compared build gets a server of its own, on a copy of the same data (PGlite has one user).
  if (COMPARE_DIST && !existsSync(`${DATA_DIR}-compare`)) cpSync(DATA_DIR, `${DATA_DIR}-compare`, { recursive: true });
  const compareServer = COMPARE_DIST ? await startConsoleServer(COMPARE_DIST, CONSOLE_PORT + 2, `${DATA_DIR}-compare`) : undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const site = `http://127.0.0.1:${CONSOLE_PORT}`;
    const bare = `http://127.0.0.1:${BARE_PORT}/`;
    const token = await loginToken(site, 'owner@example.com');
    const other = `http://127.0.0.1:${CONSOLE_PORT + 2}`;
    const otherToken = compareServer ? await loginToken(other, 'owner@example.com') : '';
    const loads: Record<string, () => Promise<Load>> = {
      bare: () => coldLoad(browser, bare, BARE),
      auth: () => coldLoad(browser, `${site}/auth`, AUTH),
      dashboard: () => coldLoad(browser, `${site}/dashboard`, DASHBOARD, token),
      timeline: () => coldLoad(browser, `${site}/timeline`, TIMELINE, token),
      ...(compareServer ? {
        compareAuth: () => coldLoad(browser, `${other}/auth`, AUTH),
        compareDashboard: () => coldLoad(browser, `${other}/dashboard`, DASHBOARD, otherToken),
      } : {}),
    };
    // One load of each to warm the servers (and the database's caches) before anything counts.
    for (const load of Object.values(loads)) await load();

    const weights = {
      bare: weigh(BARE_DIST, await loads.bare!()),
      auth: weigh(CONSOLE_DIST, await loads.auth!()),
      dashboard: weigh(CONSOLE_DIST, await loads.dashboard!()),
      timeline: weigh(CONSOLE_DIST, await loads.timeline!()),
    };

    const order = ['bare', 'auth', 'dashboard', ...(compareServer ? ['compareAuth', 'compareDashboard'] : [])];
    /** ms by load and drawn state: 'bare.rows', 'dashboard.drawn', … */
    const times: Record<string, number[]> = {};
    let lastDashboard: Load | undefined;
    const stop = watchMachine();
    const loadBefore = stop().loadAverage;
    for (let run = 0; run < RUNS; run += 1) {
      // Alternated, each round starting one further along, so the machine's drift touches all alike.
      for (let k = 0; k < order.length; k += 1) {
        const which = order[(run + k) % order.length] ?? 'bare';
        const result = await (loads[which] ?? loads.bare!)();
        for (const [name, ms] of Object.entries(result.times)) (times[`${which}.${name}`] ??= []).push(ms);
        if (which === 'dashboard') lastDashboard = result;
      }
    }
    const machine = stop();

    log(`\nmachine: ${machine.cores} cores; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before the timed loads, ${machine.loadAverage.map((l) => l.toFixed(2)).join(' ')} after; idle ${machine.idlePct?.toFixed(0) ?? '?'}%, steal ${machine.stealPct?.toFixed(0) ?? '?'}% during them`);
    log('\nFirst load: gzipped JavaScript of a cold load until the network is idle (target ≤ 0.6×)\n');
    log('| screen | files | KB | × bare app |\n|---|---:|---:|---:|');
    log(`| bare react-admin app (its first list) | ${weights.bare.files} | ${weights.bare.kb.toFixed(1)} | 1.00× |`);
    for (const name of ['auth', 'dashboard', 'timeline'] as const) {
      const w = weights[name];
      log(`| /${name} | ${w.files} | ${w.kb.toFixed(1)} | ${ratio(w.kb, weights.bare.kb)} |`);
    }
    // --files: the largest files of each first load, to see where the weight is.
    if (process.argv.includes('--files')) {
      for (const [name, w] of Object.entries(weights)) log(`\n${name}: ${w.largest.map((f) => `${f.file} ${f.kb.toFixed(1)}`).join(', ')}`);
    }
    log(`\nCold loads, navigation → drawn, medians of ${RUNS} alternated (ms; all runs in brackets)\n`);
    log('| console | ms | bare app | ms | ratio | target |\n|---|---:|---|---:|---:|---:|');
    const row = (what: string, mine: number[], floorName: string, floor: number[], target: string) =>
      log(`| ${what} | ${median(mine).toFixed(0)} [${mine.join(', ')}] | ${floorName} | ${median(floor).toFixed(0)} [${floor.join(', ')}] | ${ratio(median(mine), median(floor))} | ${target} |`);
    const at = (key: string) => times[key] ?? [];
    row('/auth form usable', at('auth.form'), 'list painted', at('bare.list'), '—');
    row('/dashboard drawn', at('dashboard.drawn'), 'first rows', at('bare.rows'), '≤ 1.2×');
    if (compareServer) {
      row(`/auth form usable (${COMPARE_DIST})`, at('compareAuth.form'), 'list painted', at('bare.list'), '—');
      row(`/dashboard drawn (${COMPARE_DIST})`, at('compareDashboard.drawn'), 'first rows', at('bare.rows'), '≤ 1.2×');
    }
    if (LIGHTHOUSE_RUNS > 0) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-console-lh-'));
      log(`\nLighthouse (mobile) on /auth, ${LIGHTHOUSE_RUNS} runs: performance / accessibility / best practices, FCP, LCP, TBT, load average`);
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const r = await lighthouse(`${site}/auth`, dir);
        log(`  ${r.performance} / ${r.accessibility} / ${r.bestPractices}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  load ${os.loadavg()[0]?.toFixed(2)}`);
      }
    }
    if (lastDashboard) {
      log('\nAPI calls of the last /dashboard load (ms from navigation start):');
      for (const call of [...lastDashboard.api].sort((a, b) => a.start - b.start)) log(`  ${String(call.start).padStart(5)} → ${String(call.end).padStart(5)}  ${call.path}`);
    }
  } finally {
    await browser.close();
    await bareServer.close();
    stopServerProcess(consoleServer);
    if (compareServer) stopServerProcess(compareServer);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
