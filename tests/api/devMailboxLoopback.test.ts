// The dev mailbox shows every login link, so it answers only to a client on this machine,
// whatever address the server listens on (issue 36 finding 1).
// engine-independent: it checks which client address may read the dev mailbox, decided before any statement runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

describe('dev mailbox from another machine (issue 36 finding 1)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp({ NODE_ENV: 'development', DEV_MAILBOX: 'true' }); });
  afterAll(async () => { await t.close(); });

  const status = async (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, remoteAddress, headers })).statusCode;

  it.each(['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=admin@example.com'])('%s answers 404 to a network address', async (url) => {
    for (const address of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::5']) {
      expect(await status(url, address)).toBe(404);
    }
  });

  it.each(['/dev/mailbox', '/dev/mailbox.json'])('%s answers a loopback client', async (url) => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      expect(await status(url, address)).toBe(200);
    }
  });
});

describe('dev mailbox behind a proxy on this machine (issue 36 finding 1)', () => {
  it('answers 404 when the proxy says the client is elsewhere', async () => {
    const t = await buildTestApp({ NODE_ENV: 'development', DEV_MAILBOX: 'true', TRUST_PROXY: '127.0.0.1' });
    try {
      const far = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(far.statusCode).toBe(404);
      const near = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' });
      expect(near.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
