// 200 customers completing a sway campaign's whole claim flow at the same moment (issue 12), over
// real HTTP against the server on PGlite and on PostgreSQL: each opens the link, starts, asks for
// an upload URL, uploads a 300 KB screenshot, passes the screenshot, requirements and contact
// steps (the last one completes the claim, AUTO: approved with a code) and opens its voucher.
// Prints p50/p95 per step and the set check: completed flows = proof rows = vouchers, every code
// distinct, nothing lost, nothing extra. Run: `npx tsx bench/claim/run.ts [customers]`;
// PostgreSQL runs when BENCH_DATABASE_URL names a server whose database it may drop and create.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { queryRows } from '../../server/db/sql';
import { outbox } from '../../server/db/schema';
import type { MailService } from '../../server/services/mail';
import { testConfig } from '../../tests/helpers/app';
import { createBusiness } from '../../tests/helpers/fixtures';
import { createCampaign } from '../../tests/helpers/claim';

const customers = Number(process.argv[2] ?? 200);
const SCREENSHOT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300 * 1024 - 4, 7)]);
const STEPS = ['open', 'start', 'uploadUrl', 'upload', 'screenshot', 'requirements', 'contact', 'voucher'] as const;
type Step = (typeof STEPS)[number];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};

async function customer(base: string, code: string, n: number, times: Record<Step, number[]>): Promise<string> {
  let cookie = '';
  const timed = async (step: Step, url: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
    await res.arrayBuffer();
    times[step].push(performance.now() - t0);
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    if (res.status >= 400) throw new Error(`${step}: ${res.status}`);
    return res;
  };
  const form = (fields: Record<string, string>) => ({
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });
  await timed('open', `/c/${code}`);
  await timed('start', `/c/${code}/step`, form({ step: 'campaign' }));
  const t0 = performance.now();
  const grantRes = await fetch(`${base}/c/${code}/upload`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"ext":"jpg"}' });
  const grant = await grantRes.json() as { signedUrl: string; publicUrl: string; contentType: string };
  times.uploadUrl.push(performance.now() - t0);
  await timed('upload', grant.signedUrl.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', headers: { 'content-type': grant.contentType }, body: SCREENSHOT });
  await timed('screenshot', `/c/${code}/step`, form({ step: 'claim', image_url: grant.publicUrl }));
  await timed('requirements', `/c/${code}/step`, form({ step: 'proofRequirements' }));
  const done = await timed('contact', `/c/${code}/step`, form({ step: 'contactInfo', FIRST_NAME: `Guest${n}`, EMAIL_ADDRESS: `guest${n}@example.test` }));
  const voucher = done.headers.get('location') ?? '';
  if (!voucher.startsWith('/v/')) throw new Error(`contact: no voucher (${done.status})`);
  await timed('voucher', voucher);
  return voucher;
}

async function runOn(label: string, database: DbHandle) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-claim-bench-'));
  // E-mails go nowhere: the outbox write is the database work a real send does first.
  const mail: MailService = { transport: 'outbox', send: async (m) => { await database.db.insert(outbox).values({ toAddress: m.to, subject: m.subject, textBody: m.text, transport: 'outbox' }); } };
  const app = await buildApp({ config: testConfig({ DATA_DIR: dir, CLAIM_STARTS_PER_IP: '100000', PUBLIC_URL: 'http://127.0.0.1:0' }), database, mail });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const business = (await createBusiness(app)).id;
  const codes = Array.from({ length: customers + 20 }, (_, i) => `BENCH-${String(i).padStart(5, '0')}`);
  const { offer, code } = await createCampaign(app, business, { codes, flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
  const times = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>;
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: customers }, (_, n) => customer(base, code, n, times)));
  const wallMs = Math.round(performance.now() - started);
  await app.jobs.drain();
  const failed = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
  const [counts] = await queryRows<{ proofs: number; approved: number; vouchers: number; codes: number; distinct_codes: number; claims: number }>(app.db, sql`
    select (select count(*)::int from proofs where sway_offer_id = ${offer.id}) as proofs,
      (select count(*)::int from proofs where sway_offer_id = ${offer.id} and review_status = 'APPROVED') as approved,
      (select count(*)::int from vouchers where sway_offer_id = ${offer.id}) as vouchers,
      (select count(*)::int from codes c join proofs p on p.id = c.proof_id where p.sway_offer_id = ${offer.id}) as codes,
      (select count(distinct c.value)::int from codes c join proofs p on p.id = c.proof_id where p.sway_offer_id = ${offer.id}) as distinct_codes,
      (select count(*)::int from claims where sway_offer_id = ${offer.id} and proof_id is not null) as claims`);
  const completed = results.length - failed.length;
  const setCheck = counts!.proofs === completed && counts!.vouchers === completed && counts!.approved === completed
    && counts!.codes === completed && counts!.distinct_codes === completed && counts!.claims === completed;
  console.log(`\n${label}: ${customers} customers at once, ${wallMs} ms wall clock, ${completed} completed, ${failed.length} failed${failed.length ? ` (${[...new Set(failed)].slice(0, 3).join('; ')})` : ''}`);
  console.log('| step | p50 ms | p95 ms |\n|---|---|---|');
  for (const step of STEPS) console.log(`| ${step} | ${Math.round(percentile(times[step], 50))} | ${Math.round(percentile(times[step], 95))} |`);
  console.log(`set check: completed ${completed} = proofs ${counts!.proofs} = vouchers ${counts!.vouchers} = approved ${counts!.approved} = codes ${counts!.codes} (distinct ${counts!.distinct_codes}) = claims ${counts!.claims}: ${setCheck ? 'PASS' : 'FAIL'}`);
  await app.close();
  await database.close();
  return setCheck;
}

let ok = await runOn('PGlite', await openDatabase({ pgliteDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'sway-claim-pglite-')), 'pglite') }));
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists sway_claim_bench');
  await admin.query('create database sway_claim_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/sway_claim_bench';
  ok = (await runOn('PostgreSQL', await openDatabase({ databaseUrl: url.toString() }))) && ok;
}
process.exitCode = ok ? 0 : 1;
