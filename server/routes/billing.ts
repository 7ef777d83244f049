// Billing control (contract/api/billing.ts; spec 3 §7 "Billing control"): the four sections,
// POST runCharges (server/domain/billingRun.ts) and POST markPaidItems. ADMIN only; every business.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sql';
import { billingSummaries, CHARGED, markSent, PAID, RECENTLY_SENT, WAITING } from '../domain/billingLists';
import { runCharges } from '../domain/billingRun';
import { PAID_CHECK_JOB } from '../domain/billingSchedule';
import type { RouteModule } from './endpoints';

const billingRoutes: RouteModule = (app) => {
  const db = app.db;
  return {
    getBillingWaiting: async () => {
      const [job] = await queryRows<{ next_run_at: Date | string }>(db, sql`
        select next_run_at from scheduled_jobs where name = ${PAID_CHECK_JOB}`);
      return {
        items: await billingSummaries(db, WAITING),
        provider: app.services.billing.kind,
        nextPaidCheckAt: job ? new Date(job.next_run_at).toISOString() : null,
      };
    },
    getBillingPaidItems: async () => billingSummaries(db, PAID),
    getBillingSentItems: async () => billingSummaries(db, RECENTLY_SENT),
    getBillingChargedButNotPaid: async () => billingSummaries(db, CHARGED),
    runCharges: async () => runCharges({
      db, engine: app.dbEngine, provider: app.services.billing, hooks: app.services.billingHooks,
    }),
    markPaidItems: async (request) => ({ marked: await markSent(db, request.body.downloadedProofIds) }),
  };
};

export default billingRoutes;
