// npm run test:cluster (issue 35): three servers on one PostgreSQL database behind a round-robin
// proxy, under a claim rush with OCR_STRICT screenshots, a 20,000-row mailing-list import, two
// simple reports, a billing run and logins; one server killed with SIGKILL mid-way and restarted,
// then a rolling SIGTERM restart of the other two. Then it checks, as sets, that nothing was lost and
// nothing happened twice, and prints the counts and the time of each phase.
//
// Needs a PostgreSQL server (TEST_DATABASE_URL, default the local one); without one it says so and
// passes. CLUSTER_CUSTOMERS sets the number of customers (200; npm test runs fewer, see README).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { queryRows } from '../../server/db/sql';
import { createSessionTokens } from '../../server/auth/jwt';
import { openSession } from '../../server/auth/sessions';
import { billingAddons, mailingLists } from '../../server/db/schema';
import { createCampaign } from '../helpers/claim';
import { campaignWithProofs } from '../helpers/billing';
import { createAccount, createBusiness } from '../helpers/fixtures';
import { multipartFile, multipartHeaders } from '../helpers/multipart';
import type { FastifyInstance } from 'fastify';
import { portFree, postgresReachable, ready, startBalancer, startServer, stopServer, throwAwayDatabase, unexpectedExits, type Server } from './servers';

const CUSTOMERS = Number(process.env.CLUSTER_CUSTOMERS ?? 200);
const IN_FLIGHT = 20;
const IMPORT_ROWS = 20_000;
const LOGIN_LIMIT = 10;
const SECRET = `cluster-test-${randomBytes(24).toString('hex')}`;
const PORTS = [3411, 3412, 3413];
const PROXY_PORT = 3410;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/proof-checks/${name}.jpg`, import.meta.url));
const TAGGED = fixture('tagged');
const UNTAGGED = fixture('untagged');

const phases: [string, number][] = [];
const started = Date.now();
let phaseStart = Date.now();
function phase(name: string) {
  const now = Date.now();
  phases.push([name, (now - phaseStart) / 1000]);
  console.log(`[cluster] ${name}: ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
}
const failures: string[] = [];
function check(what: string, ok: boolean, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
}

const servers: Server[] = PORTS.map((port) => ({ port, child: null, exited: null }));

// ---- what clients did ----------------------------------------------------------------------
interface Outcome { at: number; status: number; upstream: number | null; what: string; error?: string }
const outcomes: Outcome[] = [];
async function send(what: string, url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    // A request whose server died with it may never be answered: the client gives up, as a phone would.
    res = await fetch(`${PROXY}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
  } catch (err) {
    outcomes.push({ at: Date.now(), status: 0, upstream: null, what });
    throw err;
  }
  // A failure's answer says why (the balancer's 502 the upstream's socket error; a server's 503
  // which of its reasons), for the report of failures.
  const error = res.status >= 500 ? (await res.clone().text()).slice(0, 200) : undefined;
  outcomes.push({ at: Date.now(), status: res.status, upstream: Number(res.headers.get('x-upstream')) || null, what, error });
  return res;
}

/** A phone walking the campaign; a step that failed because its server went away is tried again, as a person would. */
async function customer(i: number, linkCode: string): Promise<{ email: string; voucher: string | null }> {
  const email = `cluster-${i}@example.test`;
  const address = `10.1.${Math.floor(i / 250)}.${i % 250}`;
  let cookie = '';
  const headers = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}), ...extra });
  const attempt = async (what: string, url: string, init: RequestInit) => {
    for (let tries = 0; ; tries += 1) {
      const res = await send(what, url, init).catch(() => null);
      if (res && res.status !== 502 && res.status !== 503) {
        const set = res.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0]!;
        return res;
      }
      if (tries >= 5) throw new Error(`${what} kept failing`);
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  const form = (fields: Record<string, string>) => ({ method: 'POST', headers: headers({ 'content-type': 'application/x-www-form-urlencoded' }), body: new URLSearchParams(fields).toString() });
  const page = await attempt('claim page', `/c/${linkCode}`, { headers: headers() });
  if (page.status !== 200) throw new Error(`claim page answered ${page.status}: ${(await page.text()).slice(0, 300)}`);
  await attempt('claim step', `/c/${linkCode}/step`, form({ step: 'campaign' }));
  const grant = await attempt('upload grant', `/c/${linkCode}/upload`, { method: 'POST', headers: headers({ 'content-type': 'application/json' }), body: JSON.stringify({ ext: 'jpg' }) });
  if (grant.status !== 200) throw new Error(`upload grant answered ${grant.status}: ${await grant.text()}`);
  const { signedUrl, publicUrl, contentType } = await grant.json() as { signedUrl: string; publicUrl: string; contentType: string };
  await attempt('upload', signedUrl.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', headers: headers({ 'content-type': contentType }), body: new Uint8Array(i % 2 === 0 ? TAGGED : UNTAGGED) });
  await attempt('claim step', `/c/${linkCode}/step`, form({ step: 'claim', image_url: publicUrl }));
  await attempt('claim step', `/c/${linkCode}/step`, form({ step: 'proofRequirements' }));
  const done = await attempt('contact step', `/c/${linkCode}/step`, form({ step: 'contactInfo', FIRST_NAME: `C${i}`, EMAIL_ADDRESS: email }));
  const location = done.headers.get('location') ?? '';
  return { email, voucher: /^\/v\/[A-Za-z0-9_-]+$/.test(location) ? location : null };
}

async function main() {
  if (!(await postgresReachable())) {
    console.log('Cluster test: skipped (no PostgreSQL server answers at TEST_DATABASE_URL)');
    return;
  }
  const throwAway = await throwAwayDatabase('sway_cluster');
  const databaseUrl = throwAway.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sway-cluster-'));
  let database: DbHandle | null = null;
  let proxy: Awaited<ReturnType<typeof startBalancer>> | null = null;
  try {
    // ---- data ----
    database = await openDatabase({ databaseUrl, poolSize: 4 });
    const tokens = createSessionTokens(SECRET, 3600, 7);
    const app = { db: database.db, tokens } as unknown as FastifyInstance;
    const business = (await createBusiness(app, { brand: 'Bean There' }))!.id;
    const { code: linkCode, offer } = await createCampaign(app, business, {
      codes: Array.from({ length: CUSTOMERS }, (_, i) => `BEAN-${i}`),
      hashtags: ['#TonysPizza', '#brooklyneats'], instagramMentions: ['@tonyspizzabk'],
      flow: {
        side_effect_data: { auto_check_proofs: 'OCR_STRICT' },
        contact_info_data: { collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'], required_contact_info: ['EMAIL_ADDRESS'] },
      },
    });
    const adminAccount = await createAccount(app, 'ADMIN', [business]);
    const adminToken = await tokens.sign({ sub: { userType: 'ADMIN', email: adminAccount.email, userId: adminAccount.id }, businessId: business }, undefined, await openSession(database.db, adminAccount.id));
    const auth = { authorization: `Bearer ${adminToken}` };
    const [list] = await database.db.insert(mailingLists).values({ businessId: business, name: 'Cluster list', mailingListType: 'File' }).returning();
    await database.db.insert(billingAddons).values({ id: 'gift-card-10', name: 'Gift card' }).onConflictDoNothing();
    const billed = await campaignWithProofs(app, business, { addon: 'gift-card-10', count: 30 });
    const csv = `email,first_name\n${Array.from({ length: IMPORT_ROWS }, (_, i) => `member${i}@example.test,M${i}`).join('\n')}\n`;
    phase('data');

    // ---- servers and proxy ----
    const env = {
      DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '8', CLUSTER: 'true', DATA_DIR: dataDir, DATA_DIR_SHARED: 'true',
      NODE_ENV: 'test', JWT_SECRET: SECRET, PUBLIC_URL: PROXY, SEED_ON_START: 'false', DEV_MAILBOX: 'false', LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true', LOGIN_RATE_PER_IP: String(LOGIN_LIMIT), LOGIN_RATE_PER_EMAIL: '1000', CLAIM_STARTS_PER_IP: '5',
      SHUTDOWN_DELAY_SECONDS: '1.5', REVIEW_UNDO_SECONDS: '0',
      // The killed server's events are taken again once their lease runs out: 20 s, not a minute of waiting.
      EVENT_LEASE_SECONDS: '20',
      // The test judges kills and restarts, not statement times: beside a CPU hog (stress-ng --cpu 2,
      // load 11) one claim step's statement passed the default 15 s and was answered 503.
      STATEMENT_TIMEOUT_SECONDS: '120', REQUEST_TIMEOUT_SECONDS: '180',
    };
    for (const port of [...PORTS, PROXY_PORT]) await portFree(port);
    for (const server of servers) startServer(server, env);
    await Promise.all(PORTS.map((p) => ready(p)));
    proxy = await startBalancer(PROXY_PORT, PORTS);
    phase('start 3 servers');

    // ---- the rush, with a kill and a rolling restart in the middle ----
    let completed = 0;
    const reportsAsked: number[] = [];
    const results: { email: string; voucher: string | null }[] = [];
    const rush = (async () => {
      let nextCustomer = 0;
      await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
        while (nextCustomer < CUSTOMERS) {
          const i = nextCustomer++;
          results.push(await customer(i, linkCode));
          completed += 1;
        }
      }));
    })();
    // The owner's and admin's requests; one lost with the killed server is sent again, as a person would
    // (each is safe to repeat: the import answers that its list is busy, a report runs again, billing charges once).
    const sideSend = async (what: string, url: string, init: () => RequestInit, accept: number[] = [200]) => {
      for (let tries = 0; ; tries += 1) {
        const res = await send(tries ? `${what} (again)` : what, url, init()).catch(() => null);
        if (res && res.status !== 502 && res.status !== 503) {
          if (!accept.includes(res.status) && !(tries > 0 && res.status === 409)) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
          return res;
        }
        if (tries >= 5) throw new Error(`${what} kept failing: ${res ? `${res.status} ${await res.text()}` : 'no answer'}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    };
    const side = (async () => {
      await sideSend('import', `/api/mailingList/attachFile/${list!.id}`, () => ({ method: 'POST', headers: { ...auth, ...multipartHeaders }, body: new Uint8Array(multipartFile(csv, 'members.csv')) }));
      const available = await (await sideSend('reports', '/api/simpleReports/available', () => ({ headers: auth }))).json() as { id: number; query_type: string }[];
      for (const report of available.filter((r) => r.query_type === 'FLAT').slice(0, 2)) {
        reportsAsked.push(report.id);
        await sideSend('report', `/api/simpleReports/generate/${report.id}`, () => ({ method: 'PUT', headers: auth }));
      }
      await sideSend('billing run', '/api/chargebeeAdmin/runCharges', () => ({ method: 'POST', headers: auth }));
    })();
    // Awaited below; until then a failure must not end the process before the servers are stopped.
    side.catch(() => undefined);
    rush.catch(() => undefined);
    const logins = (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3 * LOGIN_LIMIT; i += 1) {
        const res = await send('login', '/api/auth/client', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' }, body: JSON.stringify({ email: `nobody${i}@example.test` }) });
        statuses.push(res.status);
      }
      return statuses;
    })();

    // A console reading the dashboard the whole time, so every phase has requests to judge.
    let reading = true;
    const reads = (async () => {
      while (reading) {
        await send('dashboard read', '/api/businesses/current', { headers: auth }).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const waitFor = async (count: number) => { while (completed < Math.min(count, CUSTOMERS)) await new Promise((r) => setTimeout(r, 100)); };
    await waitFor(Math.floor(CUSTOMERS / 3));
    phase(`rush to ${completed} customers`);
    const killed = servers[0]!;
    const killedAt = Date.now();
    await stopServer(killed, 'SIGKILL');
    startServer(killed, env);
    await ready(killed.port);
    const killWindow = { from: killedAt, to: Date.now() + 1000, port: killed.port };
    phase('SIGKILL one server and restart it');

    await waitFor(Math.floor((2 * CUSTOMERS) / 3));
    const rollingFrom = Date.now();
    for (const server of servers.slice(1)) {
      await stopServer(server, 'SIGTERM');
      startServer(server, env);
      await ready(server.port);
      await new Promise((r) => setTimeout(r, 500));
    }
    const rollingTo = Date.now();
    phase('rolling SIGTERM restart of the other two');

    await rush;
    reading = false;
    await reads;
    const loginStatuses = await logins;
    await side;
    phase(`rush done: ${completed} customers`);

    // ---- everything the events asked for is done ----
    const until = Date.now() + 600_000;
    for (;;) {
      const [left] = await queryRows<{ pending: number; open_imports: number; running_reports: number }>(database.db, sql`
        select (select count(*) from domain_events where status = 'PENDING')::int as pending,
          (select count(*) from mailing_list_imports where committed_at is null and failed_at is null)::int as open_imports,
          (select count(*) from report_runs where status = 'RUNNING')::int as running_reports`);
      if (left!.pending === 0 && left!.open_imports === 0 && left!.running_reports === 0) break;
      if (Date.now() > until) throw new Error(`work left after 10 minutes: ${JSON.stringify(left)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // An import whose server was killed fails cleanly; its owner attaches the file again.
    const [imported] = await queryRows<{ mailing_list_status: string }>(database.db, sql`select mailing_list_status from mailing_lists where id = ${list!.id}`);
    let reattached = false;
    if (imported!.mailing_list_status === 'FAILED') {
      reattached = true;
      await send('import again', `/api/mailingList/attachFile/${list!.id}`, { method: 'POST', headers: { ...auth, ...multipartHeaders }, body: new Uint8Array(multipartFile(csv, 'members.csv')) });
      for (;;) {
        const [row] = await queryRows<{ s: string }>(database.db, sql`select mailing_list_status as s from mailing_lists where id = ${list!.id}`);
        if (row!.s !== 'PROCESSING') break;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    phase('events, import and reports finished');

    // ---- checks ----
    const finished = results.filter((r) => r.voucher);
    const proofsMade = await queryRows<{ email: string; n: number }>(database.db, sql`
      select lower(email) as email, count(*)::int as n from proofs where sway_offer_id = ${offer.id} group by lower(email)`);
    check('every completed claim is exactly one proof', proofsMade.length === finished.length && proofsMade.every((p) => p.n === 1)
      && finished.every((r) => proofsMade.some((p) => p.email === r.email)), `${finished.length} claims completed, ${proofsMade.length} customers with proofs, ${proofsMade.filter((p) => p.n > 1).length} with more than one`);
    const checks = await queryRows<{ status: string; decisions: number; reads: number }>(database.db, sql`
      select c.status,
        (select count(*) from domain_events e where e.type in ('PROOF_REVIEWED', 'PROOF_SENT_TO_REVIEW') and (e.payload->>'proofId')::int = c.proof_id)::int as decisions,
        (select coalesce(sum(e.attempts), 0) from domain_events e where e.type = 'CLAIM_COMPLETED' and (e.payload->>'proofId')::int = c.proof_id)::int as reads
      from proof_checks c join proofs p on p.id = c.proof_id where p.sway_offer_id = ${offer.id}`);
    const readTwice = checks.filter((c) => c.reads > 1).length;
    const retaken = await queryRows<{ last_error: string | null; n: number }>(database.db, sql`
      select last_error, count(*)::int as n from domain_events where attempts > 1 group by last_error`);
    check('every proof check decided once', checks.length === finished.length && checks.every((c) => c.status !== 'QUEUED' && c.decisions === 1),
      `${checks.length} checks; claim events taken once: ${checks.length - readTwice}, taken again once the killed server's lease ran out: ${readTwice} (events taken more than once, by last error: ${JSON.stringify(retaken)})`);
    const messages = await queryRows<{ to_address: string; n: number }>(database.db, sql`
      select to_address, count(*)::int as n from outbox where to_address like 'cluster-%' group by to_address`);
    const doubled = await queryRows<{ n: number }>(database.db, sql`
      select count(*)::int as n from (select event_id, message_key from outbox where event_id is not null group by 1, 2 having count(*) > 1) d`);
    check('every event\'s messages sent exactly once', messages.length === finished.length && messages.every((m) => m.n === 1) && doubled[0]!.n === 0,
      `${messages.reduce((s, m) => s + m.n, 0)} messages to ${messages.length} customers; unsent: ${(await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from outbox where sent_at is null`))[0]!.n}`);
    const [entries] = await queryRows<{ n: number; distinct_n: number; status: string }>(database.db, sql`
      select (select count(*) from mailing_list_entries where mailing_list_id = ${list!.id} and (import_id is null or import_id in (select id from mailing_list_imports where committed_at is not null)))::int as n,
        (select count(distinct lower(email)) from mailing_list_entries where mailing_list_id = ${list!.id})::int as distinct_n,
        (select mailing_list_status from mailing_lists where id = ${list!.id}) as status`);
    check('the import applied every good row once', entries!.status === 'READY' && entries!.n === IMPORT_ROWS && entries!.distinct_n === IMPORT_ROWS,
      `${entries!.n} rows, ${entries!.distinct_n} distinct, list ${entries!.status}${reattached ? ' (attached again after its server was killed)' : ''}`);
    const runs = await queryRows<{ report_definition_id: number; status: string; file_name: string }>(database.db, sql`select report_definition_id, status, file_name from report_runs`);
    const files = readdirSync(path.join(dataDir, 'reports')).filter((f) => !f.endsWith('.part'));
    // A report asked again after its server was killed has a second run; every run is READY with one file or FAILED with none.
    const runsClean = runs.every((r) => (r.status === 'READY' && files.filter((f) => f === r.file_name).length === 1) || (r.status === 'FAILED' && !files.includes(r.file_name)));
    check('each report has one file', runsClean && reportsAsked.every((id) => runs.some((r) => r.report_definition_id === id && r.status === 'READY')) && files.length === runs.filter((r) => r.status === 'READY').length,
      `${reportsAsked.length} reports asked, ${runs.length} runs (${runs.map((r) => r.status).join(', ')}), ${files.length} files`);
    const items = await queryRows<{ status: string; invoice_id: string | null }>(database.db, sql`
      select status, invoice_id from billing_items where proof_id in (${sql.join(billed.proofs.map((p) => sql`${p.id}`), sql`, `)})`);
    const invoices = new Set(items.map((i) => i.invoice_id));
    check('each waiting billing item charged once', items.length === 30 && items.every((i) => i.status !== 'PENDING' && i.invoice_id) && invoices.size === items.length,
      `${items.length} items, ${invoices.size} invoices`);
    const rolled = outcomes.filter((o) => o.at >= rollingFrom && o.at <= rollingTo);
    const rolledFailed = rolled.filter((o) => o.status === 0 || o.status >= 500);
    check('no request failed during the rolling restart', rolledFailed.length === 0,
      `${rolled.length} requests during it, ${rolledFailed.length} failed${rolledFailed.length ? `: ${JSON.stringify(rolledFailed.slice(0, 5).map((o) => ({ ...o, at: o.at - rollingFrom })))}` : ''}`);
    const killFailed = outcomes.filter((o) => (o.status === 0 || o.status >= 500) && !(o.at >= rollingFrom && o.at <= rollingTo));
    const strays = killFailed.filter((o) => !(o.at >= killWindow.from && o.at <= killWindow.to && (o.upstream === killWindow.port || o.upstream === null)));
    check('other failures were the killed server\'s', strays.length === 0,
      `${killFailed.length - strays.length} failed on server ${killWindow.port} while it was down (each tried again by its customer)${strays.length ? `; others: ${JSON.stringify(strays.slice(0, 5).map((o) => ({ ...o, at: o.at - killWindow.from })))}; servers taken out of the rotation: ${JSON.stringify(proxy!.removals.map((r) => ({ ...r, at: r.at - killWindow.from })))}` : ''}`);
    check('no server exited on its own', unexpectedExits.length === 0,
      unexpectedExits.map((e) => `server ${e.port} exited (${e.signal ?? e.code}): ${e.stderr.slice(-1500)}`).join('\n') || 'none');
    const admitted = loginStatuses.filter((s) => s >= 200 && s < 300).length;
    const refused = loginStatuses.filter((s) => s === 429).length;
    // A request lost with the killed server is neither (the check above judged it).
    check('3 x the login limit across the servers gets the limit once', admitted === LOGIN_LIMIT,
      `${admitted} of ${loginStatuses.length} admitted, ${refused} refused, limit ${LOGIN_LIMIT}${loginStatuses.length - admitted - refused ? `, ${loginStatuses.length - admitted - refused} failed (${loginStatuses.filter((s) => s !== 429 && (s < 200 || s >= 300)).join(', ')})` : ''}`);

    // A change through one server is seen by the next read on another; a logout, within a second.
    const direct = (port: number, p: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${p}`, init);
    await direct(PORTS[1]!, '/api/user/loggedIn', { headers: auth });
    const renamed = await direct(PORTS[0]!, '/api/user/account/name', { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Renamed', lastName: 'Admin' }) });
    const seen = await (await direct(PORTS[1]!, '/api/user/loggedIn', { headers: auth })).json() as { first_name?: string };
    check('a change through one server is seen by the next read on another', renamed.ok && seen.first_name === 'Renamed', `next read on ${PORTS[1]}: ${seen.first_name}`);
    await direct(PORTS[2]!, '/api/user/loggedIn', { headers: auth });
    const loggedOutAt = Date.now();
    await direct(PORTS[0]!, '/api/auth/logout', { method: 'POST', headers: auth });
    let refusedAfter = -1;
    while (Date.now() - loggedOutAt < 5000) {
      const [b, c] = await Promise.all([direct(PORTS[1]!, '/api/user/loggedIn', { headers: auth }), direct(PORTS[2]!, '/api/user/loggedIn', { headers: auth })]);
      if (b.status === 401 && c.status === 401) { refusedAfter = Date.now() - loggedOutAt; break; }
    }
    // The issue's figure is 1 s; the time is printed, not asserted (a busy machine must not fail the suite), and 5 s bounds a hang.
    check('a logout on one server is a 401 on the others', refusedAfter >= 0, refusedAfter >= 0 ? `after ${refusedAfter} ms` : 'still accepted after 5 s');
    phase('checks');
  } finally {
    await proxy?.close().catch(() => undefined);
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await database?.close();
    await throwAway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nphase times (s)');
  for (const [name, seconds] of phases) console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}  total (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const passed = failures.length === 0;
  console.log(`\ncluster: ${passed ? 'every check passed' : `${failures.length} check(s) failed: ${failures.join('; ')}`}`);
  process.exitCode = passed ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  for (const server of servers) server.child?.kill('SIGKILL');
  process.exit(1);
});
