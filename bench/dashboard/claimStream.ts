// A stream of proofs for the busy-shop measurement (issue 38): customers completing a REVIEW
// campaign's claim flow over HTTP at a steady rate (open loop: a new customer every 1/rate s,
// whether or not the earlier ones are done), each uploading a real JPEG of a phone's size (noise,
// so every image is distinct and does not compress to nothing). What a shop's dashboard sees during
// a promotion: every completed claim writes a proof and changes the business's figures.
import sharp from 'sharp';

/** Distinct JPEGs of 300-400 KB, made once (sharp's noise differs on every call). */
export async function phoneJpegs(count: number): Promise<Buffer[]> {
  const made: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await sharp({ create: { width: 720, height: 1280, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
      .jpeg({ quality: 78 }).toBuffer());
  }
  return made;
}

export interface ClaimStream {
  /** Stops sending new customers and waits for those on their way; answers what happened. */
  stop(): Promise<{ started: number; completed: number; failed: number; firstError?: string; contactP95: number }>;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
});

async function customer(base: string, code: string, n: number, jpeg: Buffer): Promise<number> {
  let cookie = '';
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
    const body = await res.text();
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    if (res.status >= 400) throw new Error(`${url}: ${res.status} ${body.slice(0, 100)}`);
    return { res, body };
  };
  await call(`/c/${code}`);
  await call(`/c/${code}/step`, form({ step: 'campaign' }));
  const grant = JSON.parse((await call(`/c/${code}/upload`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ext":"jpg"}',
  })).body) as { signedUrl: string; publicUrl: string; contentType: string };
  await call(grant.signedUrl.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', headers: { 'content-type': grant.contentType }, body: new Uint8Array(jpeg) });
  await call(`/c/${code}/step`, form({ step: 'claim', image_url: grant.publicUrl }));
  await call(`/c/${code}/step`, form({ step: 'proofRequirements' }));
  const t0 = performance.now();
  await call(`/c/${code}/step`, form({ step: 'contactInfo', FIRST_NAME: `Busy${n}`, EMAIL_ADDRESS: `busy${n}.${Date.now()}@stream.example.com` }));
  return performance.now() - t0;
}

/** Starts `perSecond` customers a second on the campaign at `/c/{code}`; `from` numbers them apart between streams. */
export function startClaimStream(base: string, code: string, perSecond: number, jpegs: Buffer[], from = 0): ClaimStream {
  const inFlight = new Set<Promise<void>>();
  const contact: number[] = [];
  let started = 0;
  let failed = 0;
  let firstError: string | undefined;
  const timer = setInterval(() => {
    const n = from + started;
    started += 1;
    const run = customer(base, code, n, jpegs[n % jpegs.length] as Buffer)
      .then((ms) => { contact.push(ms); })
      .catch((err: unknown) => { failed += 1; firstError ??= String(err); })
      .finally(() => { inFlight.delete(run); });
    inFlight.add(run);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      contact.sort((a, b) => a - b);
      return { started, completed: contact.length, failed, firstError, contactP95: contact[Math.floor(contact.length * 0.95)] ?? 0 };
    },
  };
}
