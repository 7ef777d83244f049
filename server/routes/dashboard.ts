// GET businesses/voucherActivity and dashboard/* (spec 1 §2 Dashboard, §7). Every query is
// scoped by the business of the token (admins: the business they switched to).
import { sql } from 'drizzle-orm';
import { businessOf } from '../auth/session';
import { preparedRows } from '../db/prepared';
import { activityLog, currentRows, monthlyRows } from '../domain/activity';
import { swayProofDetails, voucherDetails } from '../domain/details';
import type { RouteModule } from './endpoints';

const dashboard: RouteModule = (app) => ({
  getVoucherActivity: async (request) => {
    const businessId = businessOf(request);
    const [row] = await preparedRows<{ proofs: number; vouchers: number }>(app.db, 'voucher_activity', sql`select
      (select count(*)::int from proofs p where p.business_id = ${businessId} and p.deleted_at is null) as proofs,
      (select count(*)::int from vouchers v where v.business_id = ${businessId} and v.date_redeemed is not null) as vouchers`);
    return { proof_count: row?.proofs ?? 0, voucher_count: row?.vouchers ?? 0, intro_video_url: app.config.introVideoUrl };
  },
  getDashboardCurrent: async (request) => currentRows(app.db, businessOf(request)),
  getDashboardMonthly: async (request) => monthlyRows(app.db, businessOf(request)),
  getActivity: async (request) => {
    const { rows, earliestMonth } = await activityLog(app.db, businessOf(request), request.params.month);
    return { month: request.params.month, earliest_month: earliestMonth, rows };
  },
  getOpeningActivity: async (request) => {
    const { month, rows, earliestMonth } = await activityLog(app.db, businessOf(request), null);
    return { month, earliest_month: earliestMonth, rows };
  },
  getVoucherDetails: async (request) => voucherDetails(app.db, businessOf(request), request.params.id),
  getSwayProofDetails: async (request) => swayProofDetails(app.db, businessOf(request), request.params.id),
});

export default dashboard;
