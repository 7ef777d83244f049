// The hourly paid check on PostgreSQL through pg-boss (issue 17 item 5;
// docs/decisions/0089-billing-one-run-and-hourly-check.md): the
// cron schedule lives in pg-boss's tables, so it survives restarts, and pg-boss's cron monitor
// sends each tick's job once however many server processes run, and one worker takes it. The
// screen's next check time is kept in scheduled_jobs as on PGlite. pg-boss 10.4.2 is the last
// release that runs on Node 20 (11 and later need Node 22).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { withRunLock } from '../db/runLock';
import { checkPaid } from './billingRun';
import { PAID_CHECK_JOB } from './billingSchedule';

export const PAID_CHECK_QUEUE = 'billing-paid-check';
/** Every hour on the hour (UTC). */
export const PAID_CHECK_CRON = '0 * * * *';

/** The next full hour after `now`: when the cron runs next. */
export const nextFullHour = (now = new Date()) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);

async function noteSchedule(app: FastifyInstance, result: string | null) {
  await app.db.execute(sql`insert into scheduled_jobs (name, next_run_at, last_run_at, last_result)
    values (${PAID_CHECK_JOB}, ${nextFullHour().toISOString()}, ${result === null ? null : new Date().toISOString()}, ${result})
    on conflict (name) do update set next_run_at = excluded.next_run_at,
      last_run_at = coalesce(excluded.last_run_at, scheduled_jobs.last_run_at), last_result = coalesce(excluded.last_result, scheduled_jobs.last_result)`);
}

/** Starts pg-boss on the server's database with the hourly schedule and a worker; the caller stops it (stopPaidCheckQueue). */
export async function startPaidCheckQueue(app: FastifyInstance, databaseUrl: string, options: { pollingIntervalSeconds?: number } = {}): Promise<PgBoss> {
  const { default: Boss } = await import('pg-boss');
  const boss = new Boss({ connectionString: databaseUrl, max: 2 });
  boss.on('error', (err) => app.log.error({ err }, 'pg-boss'));
  // One server at a time: pg-boss's create_queue, run by servers starting together, deadlocked on
  // its queue table and the loser exited at start (seen in the cluster test's start of 3 servers).
  await withRunLock(app.db, 'postgres', 'pg-boss setup', async () => {
    await boss.start();
    await boss.createQueue(PAID_CHECK_QUEUE);
    await boss.schedule(PAID_CHECK_QUEUE, PAID_CHECK_CRON);
  });
  await noteSchedule(app, null);
  await boss.work(PAID_CHECK_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const paid = await checkPaid({ db: app.db, provider: app.services.billing });
    await noteSchedule(app, `${paid} items paid`);
  });
  return boss;
}

/** Lets a running check finish, then closes pg-boss's connections. */
export const stopPaidCheckQueue = (boss: PgBoss) => boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 });
