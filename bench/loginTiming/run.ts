// Whether a login-link request's answer tells a known e-mail from an unknown one by its time
// (moved out of tests/api/auth.test.ts by issue 37: `npm test` asserts the cause instead, that
// both answers come before any lookup, from one queued job each). Prints the median answer time
// of POST auth/client for a known and an unknown e-mail, taken alternately, and their ratio; the
// floor is the known e-mail's median. Expected: a ratio near 1 (within the spread of two runs).
// Run: `npm run bench:login-timing [-- ROUNDS]` (default 400 per e-mail).
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { testConfig } from '../../tests/helpers/app';
import { createAccount } from '../../tests/helpers/fixtures';
import { watchMachine } from '../lib/machine';

const ROUNDS = Number(process.argv[2] ?? 400);
const database = await openDatabase({ pgliteDir: 'memory://' });
// The rate limits would answer 429 long before the rounds end; this measures the answer of a request that passes them.
const app = await buildApp({ config: testConfig({ LOGIN_RATE_PER_EMAIL: '1000000', LOGIN_RATE_PER_IP: '1000000' }), database, serveConsole: false });
await app.ready();
await createAccount(app, 'CLIENT', [], 'known@example.test');

async function answerMs(email: string) {
  const started = process.hrtime.bigint();
  const res = await app.inject({ method: 'POST', url: '/api/auth/client', payload: { email } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`auth/client answered ${res.statusCode}`);
  await app.jobs.drain();
  return ms;
}

for (let i = 0; i < 50; i++) { await answerMs('known@example.test'); await answerMs('nobody@example.test'); }
const machine = watchMachine();
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  known.push(await answerMs('known@example.test'));
  unknown.push(await answerMs('nobody@example.test'));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const { loadAverage, idlePct, cores } = machine();
console.table([
  { email: 'known (floor)', medianMs: median(known).toFixed(3), ratioToFloor: '1.00' },
  { email: 'unknown', medianMs: median(unknown).toFixed(3), ratioToFloor: (median(unknown) / median(known)).toFixed(2) },
]);
console.log(`${ROUNDS} answers each; machine: ${cores} cores, load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}, idle ${idlePct?.toFixed(0) ?? '?'}%`);
await app.close();
await database.close();
