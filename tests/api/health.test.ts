// /healthz and /readyz for a load balancer (issue 35): ready while the database answers with every
// migration and the listening connection listens; 503 with the reason on SIGTERM or when the
// database lacks a migration. CLUSTER=true refuses storage that only one server can read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError } from '../../server/config';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

describe('health', () => {
  it('answers /healthz and /readyz without a session', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready once shutting down, and says why', async () => {
    t.app.readiness.shuttingDown = true;
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.shuttingDown = false;
    }
  });

  it('is not ready on a database that lacks a migration this server needs', async () => {
    const [newest] = (await t.app.db.execute(sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`) as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'the database lacks migrations this server needs' });
    } finally {
      await t.app.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`);
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('CLUSTER=true', () => {
  it('refuses the embedded database, and local files unless DATA_DIR is declared shared', () => {
    expect(() => testConfig({ CLUSTER: 'true' })).toThrow(ConfigError);
    expect(() => testConfig({ CLUSTER: 'true', DATABASE_URL: 'postgres://db/sway' })).toThrow(/CLUSTER: needs S3_BUCKET, or DATA_DIR_SHARED=true/);
    expect(testConfig({ CLUSTER: 'true', DATABASE_URL: 'postgres://db/sway', DATA_DIR_SHARED: 'true' }).cluster).toBe(true);
    expect(testConfig({ CLUSTER: 'true', DATABASE_URL: 'postgres://db/sway', S3_BUCKET: 'uploads' }).cluster).toBe(true);
  });
});
