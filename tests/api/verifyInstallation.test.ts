// Verify Installation (spec 3 §7, §8) and the SSRF-safe fetch under it: the snippet found with the
// right key; the precise reason otherwise (missing snippet, another key, a redirect loop, a huge
// page, a slow page, an error status); private, loopback and link-local addresses refused unless the
// development setting allows them; only http and https. Local pages are real servers on port 0.
// engine-independent: it checks the SSRF-safe fetch of a customer site (addresses, redirects, sizes, timeouts), which uses no database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isPublicAddress, safeFetch } from '../../server/lib/safeFetch';
import { verifyInstallation } from '../../server/domain/widgets/verifyInstallation';
import { socialProofSnippet } from '../../server/domain/widgets/snippet';
import { socialProofSettings } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTenant } from '../helpers/fixtures';

const KEY = '0123456789abcdef0123456789abcdef';
let site: http.Server;
let base = '';
const slow = new Set<http.ServerResponse>();

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const page = (body: string, type = 'text/html; charset=utf-8') => { res.writeHead(200, { 'content-type': type }); res.end(body); };
    switch (req.url) {
      case '/with': return page(`<html><body><h1>Tony's</h1>${socialProofSnippet('https://app.example', KEY)}</body></html>`);
      case '/reordered': return page(`<script data-sway-social-proof='${KEY}' async src="https://app.example/widgets/social-proof.js"></script>`);
      case '/without': return page('<html><body>No widget here</body></html>');
      case '/other-key': return page(socialProofSnippet('https://app.example', 'ffffffffffffffffffffffffffffffff'));
      case '/loop': res.writeHead(302, { location: '/loop' }); return res.end();
      case '/hop': res.writeHead(301, { location: '/with' }); return res.end();
      case '/json': return page(`{"snippet":"${KEY}"}`, 'application/json');
      case '/gone': res.writeHead(404); return res.end('nope');
      case '/huge': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const write = () => {
          while (sent < 64 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', write);
          }
          res.end();
        };
        return write();
      }
      case '/slow': slow.add(res); res.writeHead(200, { 'content-type': 'text/html' }); return res.write('<html>');
      default: res.writeHead(404); return res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of slow) res.destroy();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const verify = (path: string, options: { allowPrivateAddresses?: boolean; timeoutMs?: number } = {}) =>
  verifyInstallation({ installUrl: `${base}${path}`, accessKey: KEY, allowPrivateAddresses: options.allowPrivateAddresses ?? true, timeoutMs: options.timeoutMs });

describe('verifyInstallation', () => {
  it('finds the snippet with the key, in any attribute order, also after a redirect', async () => {
    expect(await verify('/with')).toEqual({ installed: true });
    expect(await verify('/reordered')).toEqual({ installed: true });
    expect(await verify('/hop')).toEqual({ installed: true });
  });

  it('says precisely what is wrong', async () => {
    expect(await verify('/without')).toEqual({ installed: false, reason: `The page at ${base}/without does not include the Sway snippet with your access key` });
    expect(await verify('/other-key')).toEqual({ installed: false, reason: `The page at ${base}/other-key does not include the Sway snippet with your access key` });
    expect(await verify('/loop')).toEqual({ installed: false, reason: 'Too many redirects' });
    expect(await verify('/gone')).toEqual({ installed: false, reason: 'The page answered 404' });
    expect(await verify('/json')).toEqual({ installed: false, reason: `The page at ${base}/json is not a web page (application/json)` });
    expect(await verifyInstallation({ installUrl: ' ', accessKey: KEY, allowPrivateAddresses: true })).toEqual({ installed: false, reason: 'Install URL not configured' });
  });

  it('stops reading a huge page at 2 MB and a slow one at the time limit', async () => {
    expect(await verify('/huge')).toEqual({ installed: false, reason: 'The page is larger than 2 MB' });
    const host = new URL(base).host;
    expect(await verify('/slow', { timeoutMs: 300 })).toEqual({ installed: false, reason: `${host} took longer than 0.3 seconds to answer` });
  });

  it('refuses private, loopback and link-local addresses unless the development setting allows them', async () => {
    const refused = { installed: false, reason: 'That address is private and cannot be checked' };
    expect(await verify('/with', { allowPrivateAddresses: false })).toEqual(refused);
    for (const url of ['http://[::1]/', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.8/', 'http://[::ffff:127.0.0.1]/', 'http://localhost/', 'http://0.0.0.0/']) {
      expect(await verifyInstallation({ installUrl: url, accessKey: KEY, allowPrivateAddresses: false }), url).toEqual(refused);
    }
  });

  it('refuses other schemes and credentials in the address', async () => {
    expect(await safeFetch('file:///etc/passwd', { allowPrivateAddresses: true })).toEqual({ ok: false, reason: 'Only http and https addresses can be checked' });
    expect(await safeFetch('ftp://example.com/', { allowPrivateAddresses: true })).toEqual({ ok: false, reason: 'Only http and https addresses can be checked' });
    expect(await safeFetch(`http://user:pw@127.0.0.1/`, { allowPrivateAddresses: true })).toEqual({ ok: false, reason: 'An address with a user name or password cannot be checked' });
    expect(await safeFetch('not a url', { allowPrivateAddresses: true })).toEqual({ ok: false, reason: 'not a url is not a web address' });
  });

  it('classifies addresses', () => {
    expect(['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', 'nonsense']
      .map(isPublicAddress).every((v) => v === false)).toBe(true);
  });
});

describe('GET socialProof/verifyInstallation', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp({ WIDGET_VERIFY_PRIVATE_ADDRESSES: 'true' }); });
  afterAll(async () => { await t.close(); });

  it("answers 'Widget Installed!' for the business's own page, and the reason with 422 otherwise", async () => {
    const { headers, business } = await createTenant(t.app);
    await t.app.inject({ method: 'POST', url: '/api/socialProof/enableBusiness', headers });
    await t.app.db.update(socialProofSettings).set({ accessKey: KEY, installUrl: `${base}/with` }).where(eq(socialProofSettings.businessId, business.id));
    const ok = await t.app.inject({ method: 'GET', url: '/api/socialProof/verifyInstallation', headers });
    expect({ status: ok.statusCode, body: ok.json() }).toEqual({ status: 200, body: { message: 'Widget Installed!' } });
    await t.app.db.update(socialProofSettings).set({ installUrl: `${base}/without` }).where(eq(socialProofSettings.businessId, business.id));
    const missing = await t.app.inject({ method: 'GET', url: '/api/socialProof/verifyInstallation', headers });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 422, body: { error: `The page at ${base}/without does not include the Sway snippet with your access key` } });
  });
});
