// Security headers on every kind of page (issue 19 finding 6): a Content-Security-Policy per
// kind, previews frameable by the console only, nosniff and a Referrer-Policy everywhere, HSTS
// only over https, and no caching of any /api answer.
// engine-independent: it checks the headers a Fastify plugin sets on every kind of page, the same whatever database answers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { securityPolicies } from '../../server/plugins/securityHeaders';
import { shortUrls } from '../../server/db/schema';
import type { DbHandle } from '../../server/db/client';
import { freshDatabase } from '../helpers/database';
import { TEST_PUBLIC_URL, testConfig, type TestEnv } from '../helpers/app';
import { createAccount, createTenant } from '../helpers/fixtures';
import { insertOffer } from './offersHelpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Served { app: FastifyInstance; database: DbHandle }
const opened: Served[] = [];

async function serve(env: TestEnv = {}): Promise<FastifyInstance> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sway-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sway Console</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  const database = await freshDatabase();
  const app = await buildApp({ config: testConfig(env), database, serveConsole: true, consoleDist: dist });
  await app.ready();
  opened.push({ app, database });
  return app;
}

/** The CSP as directive → sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  expect(header, 'content-security-policy').not.toBe('');
  return Object.fromEntries(header.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name = '', ...sources] = d.split(/\s+/);
    return [name, sources];
  }));
}

/** What every answer carries, whatever its kind. */
function expectBaseline(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
  expect(res.headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

let app: FastifyInstance;
let pages: Record<string, LightMyRequestResponse>;

beforeAll(async () => {
  app = await serve();
  const { business, headers } = await createTenant(app);
  const offer = await insertOffer(app, business.id, 'ACTIVE');
  await app.db.insert(shortUrls).values({ id: 'Hdr123XYZ0', businessId: business.id, offerId: offer.id, url: `/share/offer/${offer.id}` });
  await createAccount(app, 'CLIENT', [], 'headers@example.test');
  const signed = (await app.inject({ url: '/api/signedUrl/proof/png', headers })).json<{ signedUrl: string; publicUrl: string }>();
  expect((await app.inject({ method: 'PUT', url: signed.signedUrl.slice(TEST_PUBLIC_URL.length), payload: PNG, headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);

  const get = (url: string, extra: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: extra });
  pages = {
    consoleIndex: await get('/'),
    consoleDeepLink: await get('/auth/login/abc', { accept: 'text/html' }),
    hashedAsset: await get('/assets/index-abc123.js'),
    api200: await app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'headers@example.test' } }),
    apiWithSession: await get('/api/signedUrl/proof/png', headers),
    api401: await get('/api/signedUrl/proof/png'),
    api404: await get('/api/nothing-here'),
    sharePage: await get(`/share/offer/${offer.id}`),
    shortLink: await get('/p/Hdr123XYZ0'),
    upload: await get(signed.publicUrl.slice(TEST_PUBLIC_URL.length)),
    demoImage: await get('/demo/avatar.svg'),
    devMailbox: await get('/dev/mailbox'),
    docs: await get('/api/docs'),
    docsJson: await get('/api/docs/json'),
    socialProofPreview: await get('/socialProof/preview/abc'),
    wallOfLovePreview: await get('/swayWallOfLove/preview/abc'),
    introVideo: await get('/static/intro-video.html'),
  };
});

afterAll(async () => {
  for (const { app: a, database } of opened) {
    await a.close();
    await database.close();
  }
});

describe('security headers', () => {
  it('answers every kind of page as expected, with the baseline on each', () => {
    expect(pages.consoleIndex.statusCode).toBe(200);
    expect(pages.hashedAsset.statusCode).toBe(200);
    expect(pages.sharePage.statusCode).toBe(200);
    expect(pages.shortLink.statusCode).toBe(302);
    expect(pages.upload.statusCode).toBe(200);
    expect(pages.devMailbox.statusCode).toBe(200);
    expect(pages.introVideo.statusCode).toBe(200);
    expect(pages.api401.statusCode).toBe(401);
    for (const [what, res] of Object.entries(pages)) expectBaseline(res, what);
  });

  it('gives the console a CSP with scripts from this origin only and frames of no other site', () => {
    for (const res of [pages.consoleIndex, pages.consoleDeepLink, pages.hashedAsset]) {
      const policy = csp(res);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(policy['connect-src']).toContain("'self'");
      expect(policy['object-src']).toEqual(["'none'"]);
      // The image compression worker: a blob: URL that loads its library from this host.
      expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    // The console's own caching is untouched.
    expect(pages.hashedAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pages.consoleIndex.headers['cache-control']).toBe('no-cache');
  });

  it('never lets an /api answer be cached, and gives it a CSP that loads nothing', () => {
    for (const what of ['api200', 'apiWithSession', 'api401', 'api404', 'docs', 'docsJson']) {
      expect(pages[what]?.headers['cache-control'], what).toBe('no-store');
    }
    for (const what of ['api200', 'apiWithSession', 'api401', 'api404']) {
      const res = pages[what] as LightMyRequestResponse;
      expect(csp(res), what).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-frame-options'], what).toBe('DENY');
    }
  });

  it('lets the OpenAPI page run its own scripts only', () => {
    expect(pages.docs.statusCode).toBeLessThan(400);
    const policy = csp(pages.docs);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('gives public pages no script at all (the share page only its own Copy script file) and keeps them out of frames', () => {
    for (const what of ['sharePage', 'shortLink', 'devMailbox']) {
      const res = pages[what] as LightMyRequestResponse;
      const policy = csp(res);
      expect(policy['default-src'], what).toEqual(["'none'"]);
      if (what === 'sharePage') {
        expect(policy['script-src'], what).toEqual(["'self'"]);
        expect(policy['script-src-attr'], what).toEqual(["'none'"]);
        expect(policy['connect-src'], what).toBeUndefined();
        expect(res.body).not.toMatch(/<script>|<script(?![^>]*\ssrc="\/s\/copyTags\.[\w-]+\.js")[^>]*>/);
      } else expect(policy['script-src'], what).toBeUndefined();
      expect(policy['style-src'], what).toEqual(["'unsafe-inline'"]);
      expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets only the console frame the previews and the intro video', () => {
    for (const what of ['socialProofPreview', 'wallOfLovePreview', 'introVideo']) {
      const res = pages[what] as LightMyRequestResponse;
      const policy = csp(res);
      expect(policy['frame-ancestors'], what).toEqual(["'self'"]);
      expect(policy['script-src'], what).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
    }
    // The intro page's script is a file of its own, which that policy allows.
    expect(pages.introVideo.body).not.toMatch(/<script>/);
    expect(pages.introVideo.body).toContain('<script src="intro-video.js"></script>');
  });

  it('serves images sandboxed, embeddable by other sites', () => {
    for (const what of ['upload', 'demoImage']) {
      const res = pages[what] as LightMyRequestResponse;
      const policy = csp(res);
      expect(policy['default-src'], what).toEqual(["'none'"]);
      expect(policy.sandbox, what).toEqual([]);
      expect(res.headers['cross-origin-resource-policy'], what).toBe('cross-origin');
    }
    expect(pages.consoleIndex.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const secure = await serve({ PUBLIC_URL: 'https://console.sway.example' });
    for (const url of ['/', '/api/nothing-here', '/dev/mailbox']) {
      const res = await secure.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    expect(csp(await secure.inject({ url: '/' }))['upgrade-insecure-requests']).toEqual([]);
  });

  it('lets the console reach the S3 bucket its uploads go to', () => {
    const config = testConfig({ S3_BUCKET: 'sway-images', S3_REGION: 'us-west-2' });
    const directives = (securityPolicies(config).console.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(directives['connect-src']).toContain('https://sway-images.s3.us-west-2.amazonaws.com');
    const minio = testConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio.local:9000' });
    const local = (securityPolicies(minio).console.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(local['connect-src']).toContain('http://minio.local:9000');
    expect(local['img-src']).toContain('http://minio.local:9000');
  });
});
