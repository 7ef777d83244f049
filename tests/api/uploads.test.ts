// Signed image uploads on the local store (DESIGN §4): a good PUT is stored and served; an
// expired, tampered, mistyped or oversized one is refused with a clear status and writes nothing.
import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { createTenant } from '../helpers/fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let headers: Record<string, string>;

const filesIn = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
  } catch {
    return [];
  }
};

async function sign(ext = 'png', imageType = 'proof') {
  const res = await t.app.inject({ method: 'GET', url: `/api/signedUrl/${imageType}/${ext}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ signedUrl: string; publicUrl: string; maxBytes: number }>();
  return { ...body, path: body.signedUrl.slice(TEST_PUBLIC_URL.length) };
}

const put = (url: string, payload: Buffer, contentType = 'image/png') =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await createTenant(t.app));
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

describe('GET signedUrl/{imageType}/{ext}', () => {
  it('needs a login and a known image extension', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/signedUrl/proof/png' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/signedUrl/proof/exe', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/signedUrl/..%2F..%2Fetc/png', headers })).statusCode).toBe(400);
  });

  it('stores a signed PUT atomically and serves it at the public URL', async () => {
    const { path, publicUrl } = await sign();
    expect(publicUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/proof/b\\d+/[0-9a-f-]{36}\\.png$`));
    const res = await put(path, PNG);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: publicUrl.slice(TEST_PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(filesIn(t.app.config.uploadsDir).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('takes an image larger than the 100 KB default body limit: the signed PUT streams, capped by maxBytes', async () => {
    const { path, publicUrl, maxBytes } = await sign();
    const image = Buffer.concat([PNG, Buffer.alloc(400 * 1024)]);
    expect(image.length).toBeLessThan(maxBytes);
    const res = await put(path, image);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: publicUrl.slice(TEST_PUBLIC_URL.length) });
    expect(served.rawPayload.length).toBe(image.length);
  });
});

describe('refused uploads leave no file', () => {
  it('refuses a URL used after it expired (403)', async () => {
    const { path } = await sign();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const before = filesIn(t.app.config.uploadsDir).length;
    const res = await put(path, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Upload URL expired' });
    expect(filesIn(t.app.config.uploadsDir)).toHaveLength(before);
  });

  it('refuses a changed path or a changed signed parameter (403)', async () => {
    const { path } = await sign();
    const before = filesIn(t.app.config.uploadsDir).length;
    const otherPath = path.replace(/\/[0-9a-f-]{36}\.png/, '/00000000-0000-4000-8000-000000000000.png');
    expect((await put(otherPath, PNG)).statusCode).toBe(403);
    expect((await put(path.replace('proof/', 'reverseFlowProof/'), PNG)).statusCode).toBe(403);
    expect((await put(path.replace(/X-Max-Bytes=\d+/, 'X-Max-Bytes=999999999'), PNG)).statusCode).toBe(403);
    expect((await put(path.replace(/X-Signature=[0-9a-f]+/, 'X-Signature=abc'), PNG)).statusCode).toBe(403);
    expect(filesIn(t.app.config.uploadsDir)).toHaveLength(before);
  });

  it('refuses another content type, or bytes that are not the signed image type (415)', async () => {
    const { path } = await sign();
    const before = filesIn(t.app.config.uploadsDir).length;
    expect((await put(path, PNG, 'image/jpeg')).statusCode).toBe(415);
    expect((await put(path, PNG, 'text/html')).statusCode).toBe(415);
    expect((await put(path, Buffer.from('<script>alert(1)</script>'), 'image/png')).statusCode).toBe(415);
    expect(filesIn(t.app.config.uploadsDir)).toHaveLength(before);
  });

  it('refuses an image over the size limit (413)', async () => {
    const { path, maxBytes } = await sign();
    const before = filesIn(t.app.config.uploadsDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(maxBytes)]);
    const res = await put(path, big);
    expect(res.statusCode).toBe(413);
    expect(filesIn(t.app.config.uploadsDir)).toHaveLength(before);
  });

  it('answers 404 for a file that does not exist or a path outside the store', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/proof/b1/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fconfig.json' })).statusCode).toBe(404);
  });
});

describe('each signed URL uploads once, within a daily quota (issue 19 finding 10)', () => {
  it('refuses a second PUT on a used URL, also when two race, and keeps the first file', async () => {
    const { path, publicUrl } = await sign();
    const other = Buffer.concat([PNG, Buffer.from('second')]);
    const [a, b] = await Promise.all([put(path, PNG), put(path, other)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await put(path, other);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This upload URL was already used: ask for a new one');
    const served = await t.app.inject({ method: 'GET', url: publicUrl.slice(TEST_PUBLIC_URL.length) });
    expect([PNG.length, other.length]).toContain(served.rawPayload.length);
    expect(filesIn(t.app.config.uploadsDir).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('answers 429 once a business has asked for its uploads of the day', async () => {
    const small = await buildTestApp({ UPLOADS_PER_DAY: '2' });
    try {
      const tenant = await createTenant(small.app);
      const ask = () => small.app.inject({ method: 'GET', url: '/api/signedUrl/proof/png', headers: tenant.headers });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Upload limit reached for today: try again tomorrow');
      // Another business has its own quota.
      const other = await createTenant(small.app);
      expect((await small.app.inject({ method: 'GET', url: '/api/signedUrl/proof/png', headers: other.headers })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
