// `npm test`, the README's test command: the suite's phases (typecheck, lint, unit and PGlite API,
// PostgreSQL API, the cluster test on PostgreSQL, build, browser), one after another (`steps`
// below). It stops at the first phase that fails, with that phase's exit code, and ends with a
// table of each phase's time and test counts (issue 37), so
// `.ci/run`, which runs exactly `npm test`, prints them on its last lines. `.ci/run` passes the
// time of its install (SWAY_CI_INSTALL_SECONDS) and its start (SWAY_CI_STARTED_AT, epoch seconds),
// which the table shows as the install phase and counts in the total.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(os.tmpdir(), 'sway-test-reports-'));
// Every phase's tests find the OCR readings an earlier one made of the same picture
// (tests/helpers/rememberedReadings.ts, decision 0284).
process.env.SWAY_TEST_OCR_READINGS = mkdtempSync(path.join(os.tmpdir(), 'sway-test-ocr-readings-'));
const report = (name) => path.join(reports, `${name}.json`);
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`];

/** Tests of a vitest JSON report, by project (unit, api). */
function vitestCounts(name) {
  if (!existsSync(report(name))) return null;
  const { testResults = [] } = JSON.parse(readFileSync(report(name), 'utf8'));
  const counts = { tests: 0, failed: 0, files: testResults.length, byProject: {} };
  for (const file of testResults) {
    const project = path.relative(process.cwd(), file.name).split(path.sep)[1] ?? '?';
    for (const test of file.assertionResults ?? []) {
      counts.tests += 1;
      if (test.status === 'failed') counts.failed += 1;
      counts.byProject[project] = (counts.byProject[project] ?? 0) + 1;
    }
  }
  return counts;
}

/** Tests of a Playwright JSON report. */
function playwrightCounts(name) {
  if (!existsSync(report(name))) return null;
  const { stats } = JSON.parse(readFileSync(report(name), 'utf8'));
  return { tests: stats.expected + stats.unexpected + stats.flaky + stats.skipped, failed: stats.unexpected, flaky: stats.flaky };
}

const describeVitest = (c) => c && `${c.tests} tests in ${c.files} files${Object.keys(c.byProject).length > 1 ? ` (${Object.entries(c.byProject).map(([p, n]) => `${p} ${n}`).join(', ')})` : ''}`;

const phases = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit and PGlite API', command: ['npx', 'vitest', 'run', ...vitestReport('vitest')], counts: () => describeVitest(vitestCounts('vitest')) },
  // Runs only when TEST_DATABASE_URL names a server; the engine-dependent API files (tests/postgresPass.mjs).
  { name: 'PostgreSQL API', command: ['node', 'tests/api-on-postgres.mjs', ...vitestReport('postgres')], counts: () => describeVitest(vitestCounts('postgres')) },
  // Three servers on one PostgreSQL database, killed and restarted under load (issue 35; docs/deploy.md).
  // npm test runs 30 customers to bound the suite's time (reading their screenshots is most of the
  // test's time; the kill still falls a third of the way into the rush); npm run test:cluster alone runs 200.
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'cluster (PostgreSQL)', command: ['npx', 'tsx', 'tests/cluster/run.ts'], env: { CLUSTER_CUSTOMERS: '30' } }] : []),
  { name: 'build', command: ['node', 'scripts/buildConsoleIfStale.mjs'], env: { VITE_VALIDATE_REPLIES: 'true' } },
  {
    name: 'browser', command: ['npx', 'playwright', 'test', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('browser') },
    counts: () => { const c = playwrightCounts('browser'); return c && `${c.tests} tests${c.flaky ? `, ${c.flaky} flaky` : ''}`; },
  },
];

// The phases run one after another, cheapest first. Each of the long ones keeps both cores busy on
// its own (the unit and API tests run two files at a time, the browser tests three workers with
// their server), so running them side by side only shares the cores: on an idle 2-core machine
// two lanes (build + browser beside the rest) took 15:55 where the same phases one after another
// add up to about 13, with the unit and API tests 3.7 times as slow beside the browser and the
// load at 11-14 instead of 2-4, where timing-dependent tests fail (docs/bench/test-suite.md,
// decision 0242). `steps` still allows lanes within a step for phases that would gain from it.
// The exception: typecheck and lint each use one core for their whole run, so they share the two.
const steps = [
  [['typecheck'], ['lint']],
  [['unit and PGlite API', 'PostgreSQL API', 'cluster (PostgreSQL)', 'build', 'browser']],
];
const byName = new Map(phases.map((p) => [p.name, p]));

// SWAY_TEST_ONLY=lint,build runs those phases alone (a developer's shortcut; CI never sets it).
const only = process.env.SWAY_TEST_ONLY?.split(',').map((p) => p.trim());
const wanted = (name) => byName.has(name) && (!only || only.includes(name));
const started = Date.now();
const rows = [];
if (process.env.SWAY_CI_INSTALL_SECONDS) rows.push({ phase: 'install', seconds: Number(process.env.SWAY_CI_INSTALL_SECONDS), result: 'ok', tests: '' });
let exitCode = 0;
const running = new Set();

/** Runs one phase; `live` streams its output, otherwise it is printed when the phase ends. */
function runPhase(phase, live) {
  return new Promise((resolve) => {
    if (live) console.log(`\n=== ${phase.name} ===`);
    const begun = Date.now();
    const [command, ...args] = phase.command;
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...phase.env } });
    running.add(child);
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (!live) {
        console.log(`\n=== ${phase.name} (ran beside other phases) ===`);
        process.stdout.write(Buffer.concat(held));
      }
      const status = code ?? (signal ? 1 : 0);
      rows.push({ phase: phase.name, seconds: (Date.now() - begun) / 1000, result: status === 0 ? 'ok' : `FAILED (exit ${status})`, tests: phase.counts?.() ?? '' });
      resolve(status);
    });
  });
}

/** A lane's phases in order; it stops at its first failure, and a failure elsewhere stops it too. */
async function runLane(names, live) {
  for (const name of names) {
    if (exitCode !== 0) return;
    const status = await runPhase(byName.get(name), live);
    if (status !== 0 && exitCode === 0) {
      exitCode = status;
      for (const child of running) child.kill('SIGTERM');
    }
  }
}

for (const lanes of steps) {
  const active = lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
  await Promise.all(active.map((lane, index) => runLane(lane, index === 0)));
  if (exitCode !== 0) break;
}
rmSync(reports, { recursive: true, force: true });
rmSync(process.env.SWAY_TEST_OCR_READINGS, { recursive: true, force: true });

const ciStart = Number(process.env.SWAY_CI_STARTED_AT);
const total = Number.isFinite(ciStart) && ciStart > 0 ? Date.now() / 1000 - ciStart : (Date.now() - started) / 1000;
const clock = (s) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;
const width = Math.max(...rows.map((r) => r.phase.length), 'total'.length);
const order = ['install', ...phases.map((p) => p.name)];
rows.sort((a, b) => order.indexOf(a.phase) - order.indexOf(b.phase));
console.log('\nTest phases (issue 37):');
for (const r of rows) console.log(`  ${r.phase.padEnd(width)}  ${clock(r.seconds).padStart(6)}  ${r.result.padEnd(4)}  ${r.tests}`);
console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}  ${exitCode === 0 ? 'ok' : 'FAILED'}  (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores)`);
process.exit(exitCode);
