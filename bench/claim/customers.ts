// The claim benchmark's phones (issue 38): a process of its own, forked by run.ts, that walks
// customers through a campaign's whole claim flow over HTTP against a server in another process,
// as a phone's browser does: open the link, start, ask for an upload URL, PUT the screenshot's
// bytes, pass the screenshot, requirements and contact steps (the last completes the claim) and
// open the voucher. Every customer of a wave starts when the parent says "go", so the server
// meets them at once. Answers each step's times and the failures to the parent (IPC).
import { readFileSync } from 'node:fs';

export const STEPS = ['open', 'start', 'uploadUrl', 'upload', 'screenshot', 'requirements', 'contact', 'voucher'] as const;
export type Step = (typeof STEPS)[number];
export type StepTimes = Record<Step, number[]>;

/** What the parent asks for: customers numbered from..to-1, each with screenshot n % files.length. */
export interface Wave { base: string; code: string; from: number; to: number; files: string[]; emailDomain: string }
export interface WaveResult {
  times: StepTimes; failed: string[]; wallMs: number;
  /** The contact step's Server-Timing parts (server/public/claimFlow.ts), ms by name. */
  contactParts: Record<string, number[]>;
}

/** `a;dur=1.5, b;dur=2` → pushed into parts by name. */
export function addServerTiming(header: string | null, parts: Record<string, number[]>): void {
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.map((p) => /^dur=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
    if (name && dur) (parts[name] ??= []).push(Number(dur));
  }
}

const emptyTimes = (): StepTimes => Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as StepTimes;

async function customer(wave: Wave, n: number, image: Buffer, times: StepTimes, contactParts: WaveResult['contactParts']): Promise<void> {
  const { base, code } = wave;
  let cookie = '';
  const timed = async (step: Step, url: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
    const body = await res.arrayBuffer();
    times[step].push(performance.now() - t0);
    const set = res.headers.get('set-cookie');
    if (set && set.startsWith('swc=')) cookie = set.split(';')[0]!;
    if (res.status >= 400) throw new Error(`${step}: ${res.status}`);
    return { res, body };
  };
  const form = (fields: Record<string, string>) => ({
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });
  await timed('open', `/c/${code}`);
  await timed('start', `/c/${code}/step`, form({ step: 'campaign' }));
  const granted = await timed('uploadUrl', `/c/${code}/upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ext":"jpg"}' });
  const grant = JSON.parse(Buffer.from(granted.body).toString('utf8')) as { signedUrl: string; publicUrl: string; contentType: string };
  await timed('upload', grant.signedUrl.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', headers: { 'content-type': grant.contentType }, body: new Uint8Array(image) });
  await timed('screenshot', `/c/${code}/step`, form({ step: 'claim', image_url: grant.publicUrl }));
  await timed('requirements', `/c/${code}/step`, form({ step: 'proofRequirements' }));
  const done = await timed('contact', `/c/${code}/step`, form({ step: 'contactInfo', FIRST_NAME: `Guest${n}`, EMAIL_ADDRESS: `guest${n}@${wave.emailDomain}` }));
  addServerTiming(done.res.headers.get('server-timing'), contactParts);
  const voucher = done.res.headers.get('location') ?? '';
  if (!voucher.startsWith('/v/')) throw new Error(`contact: no voucher (${done.res.status} to ${voucher || 'nowhere'})`);
  await timed('voucher', voucher);
}

export async function runWave(wave: Wave, images: Buffer[]): Promise<WaveResult> {
  const times = emptyTimes();
  const contactParts: WaveResult['contactParts'] = {};
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: wave.to - wave.from }, (_, i) => {
    const n = wave.from + i;
    return customer(wave, n, images[n % images.length]!, times, contactParts);
  }));
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => String(r.reason instanceof Error ? r.reason.message : r.reason));
  return { times, failed, wallMs: performance.now() - started, contactParts };
}

// As a forked process: {prepare: wave} loads the screenshots and answers 'ready'; 'go' runs the wave.
if (process.send) {
  let pending: Wave | null = null;
  let images: Buffer[] = [];
  process.on('message', (message: { prepare?: Wave; go?: true; exit?: true }) => {
    if (message.prepare) {
      pending = message.prepare;
      images = pending.files.map((f) => readFileSync(f));
      process.send!({ ready: true });
    } else if (message.go && pending) {
      void runWave(pending, images).then((result) => process.send!({ result }));
    } else if (message.exit) {
      process.exit(0);
    }
  });
}
