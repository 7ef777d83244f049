// Several servers on one PostgreSQL database share every rate limit (issue 35): a client sending
// to two servers in turn gets each limit once, not once per server. Two apps, each with its own
// connection pool, on one database.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { createSharedWindowLimiter } from '../../server/lib/sharedRateLimits';
import { testConfig } from '../helpers/app';

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `sway_test_${randomBytes(6).toString('hex')}`;
const handles: DbHandle[] = [];
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  for (let i = 0; i < 2; i += 1) {
    const database = await openDatabase({ databaseUrl: url.toString() });
    handles.push(database);
    const app = await buildApp({ config: testConfig({ LOGIN_RATE_PER_IP: '5', LOGIN_RATE_PER_EMAIL: '1000' }), database });
    await app.ready();
    servers.push(app);
  }
});
afterAll(async () => {
  for (const app of servers) await app.close();
  for (const handle of handles) await handle.close();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('limits shared by two servers', () => {
  it('a client asking both servers in turn for login links gets the per-address limit once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const res = await servers[i % 2]!.inject({ method: 'POST', url: '/api/auth/client', payload: { email: `someone${i}@example.test` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('a window limiter (widget views, contact tries) counts across servers', async () => {
    const [first, second] = handles.map((h) => createSharedWindowLimiter(h.db, 'postgres', 'test-views', { windowMs: 60_000, maxTries: 1, maxKeys: 10 }));
    expect(await first!.take('1.2.3.4:key:7')).toBe(true);
    expect(await second!.take('1.2.3.4:key:7')).toBe(false);
    expect(await second!.take('1.2.3.4:key:8')).toBe(true);
  });
});
