// GET businesses/voucherActivity and dashboard/* (spec 1 §2 Dashboard, §7). Every query is
// scoped by the business of the token (admins: the business they switched to).
import { sql } from 'drizzle-orm';
import { businessOf } from '../auth/session';
import { preparedStatement } from '../db/prepared';
import { activityLog, activityReplyText, currentRows, monthlyRows } from '../domain/activity';
import { swayProofDetails, voucherDetails } from '../domain/details';
import { JSON_TYPE, kept, type RouteModule } from './endpoints';

// Kept by triggers in the same transaction as every proof and voucher (migration 0020).
const businessCounts = preparedStatement<{ proofs: number; vouchers: number }, 'businessId'>('voucher_activity', (p) => sql`select
  c.proofs, c.redeemed_vouchers as vouchers from business_counts c where c.business_id = ${p.businessId}`);

const dashboard: RouteModule = (app) => ({
  getVoucherActivity: kept(async (request) => {
    const [row] = await businessCounts(app.db, { businessId: businessOf(request) });
    return { proof_count: row?.proofs ?? 0, voucher_count: row?.vouchers ?? 0, intro_video_url: app.config.introVideoUrl };
  }),
  getDashboardCurrent: kept(async (request) => currentRows(app.db, businessOf(request))),
  getDashboardMonthly: kept(async (request) => monthlyRows(app.db, businessOf(request))),
  // The log's rows come as the answer's JSON text, made by the statement (docs/decisions/0275-activity-log-rows-rendered-on-write.md).
  getActivity: kept(async (request, reply) => {
    const log = await activityLog(app.db, businessOf(request), request.params.month);
    return reply.type(JSON_TYPE).send(activityReplyText(request.params.month, log));
  }),
  getOpeningActivity: kept(async (request, reply) => {
    const log = await activityLog(app.db, businessOf(request), null);
    return reply.type(JSON_TYPE).send(activityReplyText(log.month, log));
  }),
  getVoucherDetails: kept(async (request) => voucherDetails(app.db, businessOf(request), request.params.id)),
  getSwayProofDetails: kept(async (request) => swayProofDetails(app.db, businessOf(request), request.params.id)),
});

export default dashboard;
