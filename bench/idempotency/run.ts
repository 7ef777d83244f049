// What an Idempotency-Key costs a change (issue 35: the kept answers moved from each server's memory
// to the idempotency_keys table, decision 0265). Creates offers through the real app in rounds of
// three requests taken in turn: without a key (the floor), with a new key (the key is claimed and
// the answer kept), and that key again (a replay). Prints each kind's median and its
// ratio to the floor. PGlite in memory by default; BENCH_DATABASE_URL=postgres://… for a server
// (the offers stay in that database). Run: `npx tsx bench/idempotency/run.ts [ROUNDS]` (default 400).
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { testConfig } from '../../tests/helpers/app';
import { createTenant } from '../../tests/helpers/fixtures';
import { validOffer } from '../../tests/api/offersHelpers';
import { watchMachine } from '../lib/machine';

const ROUNDS = Number(process.argv[2] ?? 400);
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : { pgliteDir: 'memory://' });
const app = await buildApp({ config: testConfig(), database, serveConsole: false });
await app.ready();
const { headers } = await createTenant(app);

async function answerMs(key: string | null, expectReplay: boolean) {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST', url: '/api/offer/', headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: validOffer,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`POST offer answered ${res.statusCode}: ${res.body}`);
  if ((res.headers['idempotent-replayed'] === 'true') !== expectReplay) throw new Error(`replayed header ${String(res.headers['idempotent-replayed'])}`);
  return ms;
}

const newKey = () => `bench-${randomBytes(8).toString('hex')}`;
for (let i = 0; i < 50; i++) { const key = newKey(); await answerMs(null, false); await answerMs(key, false); await answerMs(key, true); }
const machine = watchMachine();
const times = { none: [] as number[], fresh: [] as number[], replay: [] as number[] };
for (let i = 0; i < ROUNDS; i++) {
  times.none.push(await answerMs(null, false));
  const key = newKey();
  times.fresh.push(await answerMs(key, false));
  times.replay.push(await answerMs(key, true));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const floor = median(times.none);
const { loadAverage, idlePct, cores } = machine();
console.table([
  { request: 'no key (floor)', medianMs: floor.toFixed(3), ratioToFloor: '1.00' },
  { request: 'new key: runs, answer kept', medianMs: median(times.fresh).toFixed(3), ratioToFloor: (median(times.fresh) / floor).toFixed(2) },
  { request: 'same key again: replayed', medianMs: median(times.replay).toFixed(3), ratioToFloor: (median(times.replay) / floor).toFixed(2) },
]);
console.log(`${database.engine}, ${ROUNDS} rounds; machine: ${cores} cores, load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}, idle ${idlePct?.toFixed(0) ?? '?'}%`);
await app.close();
await database.close();
