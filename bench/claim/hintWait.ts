// How long a customer waits for the contact step's hint (issue 32, server/domain/claims/hint.ts):
// N customers walk a campaign's flow at once against a running server, each uploading a
// screenshot; from the answer to their screenshot step (when the reading starts) each asks
// GET /c/{code}/hint every `pollMs` until the reading is done or given up. The wait is measured
// to the answer that carries the hint, so it is an upper bound on what a customer sees: they
// spend the requirements step (a tap, seconds of reading) inside it. Beside p50/p95 it counts the
// hints shown, given up by the server (a busy OCR queue, a failed or late reading) and still
// being read when the customer stopped waiting.
//
// `measureHintWait` is what `npm run bench:claim` calls next to its per-step table. On its own:
//   flock /tmp/sway-bench.lock npx tsx bench/claim/hintWait.ts [--customers 20] [--port 3310]
// starts a server on the demo data (a temporary DATA_DIR), measures one customer alone (the
// floor), then N at once, and prints both with the load average.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface HintWaitOptions {
  baseUrl: string;
  /** The campaign's short link code (/c/{code}): a flow with a screenshot step, then a contact step, and tags to look for. */
  code: string;
  customers: number;
  /** JPEG screenshots, used in turn. */
  screenshots: Buffer[];
  /**
   * How often a customer's page asks (the page's own script starts at 0.8 s and slows down). Not
   * much below: GET /c/{code}/hint allows 90 a minute per claim, and a 429 counts as still reading.
   */
  pollMs?: number;
  /** When a customer stops waiting (the page's script gives up after 40 s). */
  giveUpMs?: number;
  /** Contact answers to submit once the hint is in (the claim is then completed, as a customer does); none: not submitted. */
  contact?: (customer: number) => Record<string, string>;
}

export interface HintWaitResult {
  customers: number;
  /** Milliseconds from the screenshot step's answer to the hint's, of the customers whose hint was shown. */
  p50: number;
  p95: number;
  max: number;
  shown: number;
  /** The server gave the reading up (OCR queue busy, unreadable, past its deadline). */
  unavailable: number;
  /** Still being read when the customer stopped waiting. */
  late: number;
  /** Customers whose flow failed before the contact step (an error answer). */
  failed: number;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};

/** One phone's cookies, as a browser keeps them for the claim flow. */
function phone(baseUrl: string) {
  const jar = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), {
      ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/Max-Age=0/i.test(line)) jar.delete(pair.slice(0, at)); else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const step = async (code: string, name: string, fields: Record<string, string> = {}) => {
    const res = await request(`/c/${code}/step`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ step: name, ...fields }).toString() });
    await res.arrayBuffer();
    if (res.status !== 303) throw new Error(`step ${name}: ${res.status}`);
    return res;
  };
  return { request, step };
}

type Outcome = { kind: 'shown'; ms: number } | { kind: 'unavailable' | 'late' | 'failed' };

async function oneCustomer(options: HintWaitOptions, index: number): Promise<Outcome> {
  const { baseUrl, code, pollMs = 800, giveUpMs = 40_000 } = options;
  const { request, step } = phone(baseUrl);
  let started: number;
  try {
    await step(code, 'campaign');
    const grant = await request(`/c/${code}/upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ext: 'jpg' }) });
    if (!grant.ok) throw new Error(`upload grant: ${grant.status}`);
    const { signedUrl, publicUrl, contentType } = await grant.json() as { signedUrl: string; publicUrl: string; contentType: string };
    const image = options.screenshots[index % options.screenshots.length]!;
    const put = await fetch(new URL(new URL(signedUrl).pathname + new URL(signedUrl).search, baseUrl), { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(image) });
    await put.arrayBuffer();
    if (!put.ok) throw new Error(`upload: ${put.status}`);
    await step(code, 'claim', { image_url: publicUrl });
    started = performance.now();
    await step(code, 'proofRequirements');
  } catch {
    return { kind: 'failed' };
  }
  let outcome: Outcome = { kind: 'late' };
  while (performance.now() - started < giveUpMs) {
    const res = await request(`/c/${code}/hint`);
    const answer = res.ok ? await res.json() as { state: string } : (await res.arrayBuffer(), { state: 'reading' });
    if (answer.state === 'done') { outcome = { kind: 'shown', ms: performance.now() - started }; break; }
    if (answer.state !== 'reading') { outcome = { kind: 'unavailable' }; break; }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (options.contact) await step(code, 'contactInfo', options.contact(index)).catch(() => undefined);
  return outcome;
}

/** N customers at once; the hint's wait, p50/p95 of those shown, and what became of the others. */
export async function measureHintWait(options: HintWaitOptions): Promise<HintWaitResult> {
  const outcomes = await Promise.all(Array.from({ length: options.customers }, (_, i) => oneCustomer(options, i)));
  const waits = outcomes.flatMap((o) => (o.kind === 'shown' ? [o.ms] : []));
  const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
  return {
    customers: options.customers, p50: percentile(waits, 50), p95: percentile(waits, 95), max: Math.max(0, ...waits),
    shown: waits.length, unavailable: count('unavailable'), late: count('late'), failed: count('failed'),
  };
}

/** One line for a table: `hint wait, 20 customers: p50 2.1 s, p95 3.4 s (20 shown, 0 given up, 0 late, 0 failed)`. */
export function describeHintWait(result: HintWaitResult, floor?: HintWaitResult): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const ratio = (ms: number) => (floor && floor.p50 > 0 ? ` (${(ms / floor.p50).toFixed(1)}× the floor)` : '');
  return `hint wait, ${result.customers} customers: p50 ${s(result.p50)}${ratio(result.p50)}, p95 ${s(result.p95)}${ratio(result.p95)}, max ${s(result.max)}`
    + ` — ${result.shown} shown, ${result.unavailable} given up by the server, ${result.late} late, ${result.failed} failed`;
}

/** The proof-check fixtures (real screenshots with and without tags), as JPEGs. */
export function fixtureScreenshots(): Buffer[] {
  const dir = path.join(import.meta.dirname, '../../tests/fixtures/proof-checks');
  return readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort().map((f) => readFileSync(path.join(dir, f)));
}

async function main() {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : process.argv[at + 1] ?? fallback;
  };
  const customers = Number(arg('customers', '20'));
  const port = Number(arg('port', '3310'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sway-hint-bench-'));
  const { startServerProcess, stopServerProcess } = await import('../lib/server');
  const server = await startServerProcess(baseUrl, {
    ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, NODE_ENV: 'test', DEV_MAILBOX: 'true', LOG_LEVEL: 'warn',
    CLAIM_STARTS_PER_IP: '100000', JWT_SECRET: 'bench-hint-secret-bench-hint-secret-0123456789',
  });
  try {
    const code = await demoCampaignCode(baseUrl, 'Free garlic knots for a post');
    const screenshots = fixtureScreenshots();
    let n = 0;
    const contact = () => ({ FIRST_NAME: 'Bench', EMAIL_ADDRESS: `hint-${Date.now()}-${(n += 1)}@example.test` });
    const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
    const floor = await measureHintWait({ baseUrl, code, customers: 1, screenshots, contact });
    console.log(`${describeHintWait(floor)} [floor] — load ${load()}`);
    const result = await measureHintWait({ baseUrl, code, customers, screenshots, contact });
    console.log(`${describeHintWait(result, floor)} — load ${load()}`);
  } finally {
    stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A demo campaign's link code, read with the demo owner's login (the dev mailbox's link). */
async function demoCampaignCode(baseUrl: string, summary: string): Promise<string> {
  const email = 'owner@example.com';
  const asked = await fetch(`${baseUrl}/api/auth/client`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (!asked.ok) throw new Error(`auth/client: ${asked.status}`);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 60; tries += 1) { // the e-mail is sent in the background
    const [mail] = await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json() as Array<{ links: string[] }>;
    link = mail?.links[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!link) throw new Error('no login e-mail in the dev mailbox');
  const token = new URL(link).pathname.split('/').pop();
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const session = (await login.json() as { token: string }).token;
  const offers = await (await fetch(`${baseUrl}/api/swayOffer`, { headers: { authorization: `Bearer ${session}` } })).json() as Array<{ offer_summary: string; short_url_id: string | null }>;
  const code = offers.find((o) => o.offer_summary === summary)?.short_url_id;
  if (!code) throw new Error(`no demo campaign "${summary}"`);
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
