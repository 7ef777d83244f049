// The built console as the server serves it: deep links fall back to index.html, which is always
// revalidated; hashed assets are cached for a year and sent pre-compressed to clients that accept it.
// engine-independent: it checks how the built console files are served (fallback, caching, compression); no statement decides that.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { DbHandle } from '../../server/db/client';
import { freshDatabase } from '../helpers/database';
import { testConfig } from '../helpers/app';

const HTML = '<!doctype html><title>Sway Console</title>';
const SCRIPT = 'console.log("app");'.repeat(50);
let app: FastifyInstance;
let database: DbHandle;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sway-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  write('assets/index-abc123.js', SCRIPT);
  database = await freshDatabase();
  app = await buildApp({ config: testConfig(), database, serveConsole: true, consoleDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('console serving', () => {
  it('sends a hashed asset brotli-compressed and cacheable for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the plain asset to a client that accepts no compression', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('answers a deep link with index.html that must be revalidated', async () => {
    for (const url of ['/', '/timeline', '/offers/12']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('gzip');
    }
    const plain = await app.inject({ url: '/timeline' });
    expect(plain.body).toBe(HTML);
  });

  it('answers a missing asset or API path with a JSON 404, not the page', async () => {
    for (const url of ['/assets/missing-000.js', '/api/nothing-here']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('error');
    }
  });
});
