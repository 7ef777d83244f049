// The hourly paid check (spec 3 §9, issue 17 item 5) as a scheduled job. The schedule is a row of
// scheduled_jobs: its next run time survives restarts (and is what the screen shows), and a due
// run is claimed by one conditional update, so of several server processes polling it exactly one
// runs it. A process that dies while running leaves running_until behind; past it the job is due
// again. Each process polls once a minute (in-process timer, server/services/jobs.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BILLING_PAID_CHECK_MS } from '../../contract/billing';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { checkPaid } from './billingRun';

export const PAID_CHECK_JOB = 'billing paid check';
/** How often each process looks whether a job is due. */
export const POLL_MS = 60 * 1000;
/** A run not finished by then is taken as dead. */
const RUN_LEASE = '15 minutes';

/** Creates the schedule once; the first check runs at `firstRunAt`. */
export async function ensureSchedule(db: Db, name: string, firstRunAt: Date): Promise<void> {
  await db.execute(sql`insert into scheduled_jobs (name, next_run_at) values (${name}, ${firstRunAt.toISOString()})
    on conflict (name) do nothing`);
}

/** Runs `work` if the job is due and no other process runs it; answers whether it ran. */
export async function runIfDue(db: Db, name: string, intervalMs: number, work: () => Promise<string>): Promise<boolean> {
  const claimed = await queryRows<{ name: string }>(db, sql`
    update scheduled_jobs set running_until = now() + ${RUN_LEASE}::interval
    where name = ${name} and next_run_at <= now() and (running_until is null or running_until < now()) returning name`);
  if (claimed.length === 0) return false;
  let result: string;
  try {
    result = await work();
  } catch (err) {
    result = `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
  }
  // The next run is an interval after this one, never in the past (a long outage runs once, not many times).
  await db.execute(sql`update scheduled_jobs set running_until = null, last_run_at = now(), last_result = ${result},
    next_run_at = now() + make_interval(secs => ${intervalMs / 1000}) where name = ${name}`);
  return true;
}

/** The paid check as the scheduled job: one run marks every paid invoice's items PAID. */
export function paidCheckRun(app: FastifyInstance) {
  return runIfDue(app.db, PAID_CHECK_JOB, BILLING_PAID_CHECK_MS, async () => {
    const paid = await checkPaid({ db: app.db, provider: app.services.billing });
    return `${paid} items paid`;
  });
}

/** Starts the schedule in this process (main.ts): created on the first start, polled every minute. */
export async function startPaidCheck(app: FastifyInstance): Promise<void> {
  await ensureSchedule(app.db, PAID_CHECK_JOB, new Date(Date.now() + BILLING_PAID_CHECK_MS));
  const poll = async () => { await paidCheckRun(app); };
  app.jobs.enqueue(PAID_CHECK_JOB, poll);
  app.jobs.every(PAID_CHECK_JOB, POLL_MS, poll);
}
