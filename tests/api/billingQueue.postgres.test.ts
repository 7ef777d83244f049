// The hourly paid check on PostgreSQL through pg-boss (issue 17 item 5): the hourly cron is stored
// in pg-boss's tables, a job sent to the queue is worked once and marks the paid items PAID, and the
// next check time the screen shows is the next full hour. PostgreSQL only (PGlite uses the
// in-process scheduler, tests/api/billing.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { queryRows } from '../../server/db/sql';
import { PAID_CHECK_CRON, PAID_CHECK_QUEUE, nextFullHour, startPaidCheckQueue, stopPaidCheckQueue } from '../../server/domain/billingQueue';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness } from '../helpers/fixtures';
import { billingItemsOf, campaignWithProofs } from '../helpers/billing';

describe('the paid check on pg-boss', () => {
  let t: TestApp;
  let boss: PgBoss;

  beforeAll(async () => {
    t = await buildTestApp({ BILLING_LEDGER_PAY_DELAY_SECONDS: '0' });
    const [{ name }] = await queryRows<{ name: string }>(t.app.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    boss = await startPaidCheckQueue(t.app, url.toString(), { pollingIntervalSeconds: 0.5 });
  }, 180_000);
  afterAll(async () => {
    await stopPaidCheckQueue(boss);
    await t.close();
  }, 180_000);

  it('keeps the hourly schedule and marks paid items when the job runs', async () => {
    expect((await boss.getSchedules()).map((s) => [s.name, s.cron])).toEqual([[PAID_CHECK_QUEUE, PAID_CHECK_CRON]]);
    const admin = (await createAdmin(t.app, null)).headers;
    await campaignWithProofs(t.app, (await createBusiness(t.app)).id, { count: 2 });
    expect((await t.app.inject({ method: 'POST', url: '/api/chargebeeAdmin/runCharges', headers: admin })).json())
      .toEqual({ invoiceCountSuccess: 2, invoiceCountFailure: 0 });
    const waiting = await t.app.inject({ method: 'GET', url: '/api/chargebeeAdmin/', headers: admin });
    expect(waiting.json<{ nextPaidCheckAt: string }>().nextPaidCheckAt).toBe(nextFullHour().toISOString());

    await boss.send(PAID_CHECK_QUEUE, {});
    await expect.poll(async () => (await billingItemsOf(t.app)).map((i) => i.status), { timeout: 20_000, interval: 250 })
      .toEqual(['PAID', 'PAID']);
    const [job] = await queryRows<{ last_result: string }>(t.app.db, sql`select last_result from scheduled_jobs`);
    expect(job.last_result).toBe('2 items paid');
  }, 180_000);
});

describe('servers starting together', () => {
  let t: TestApp;
  afterAll(() => t.close(), 60_000);

  // pg-boss's queue creation deadlocked when servers started at once, and the loser exited.
  it('each starts pg-boss, and the hourly schedule is kept once', async () => {
    t = await buildTestApp();
    const [{ name }] = await queryRows<{ name: string }>(t.app.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => startPaidCheckQueue(t.app, url.toString())));
    const bosses = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.map((s) => (s.status === 'fulfilled' ? 'started' : String(s.reason)))).toEqual(['started', 'started', 'started', 'started']);
      expect((await bosses[0]!.getSchedules()).map((s) => [s.name, s.cron])).toEqual([[PAID_CHECK_QUEUE, PAID_CHECK_CRON]]);
    } finally {
      await Promise.all(bosses.map((b) => stopPaidCheckQueue(b)));
    }
  }, 180_000);
});

