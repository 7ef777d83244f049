// GET businesses/voucherActivity and dashboard/* (spec 1 §2 Dashboard, §7). Every query is
// scoped by the business of the token (admins: the business they switched to).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { errorReply, idParams } from '../../contract/common';
import {
  activityParams, activityReply, dashboardCurrentReply, dashboardMonthlyReply, swayProofDetailsReply,
  voucherActivityReply, voucherDetailsReply,
} from '../../contract/dashboard';
import { businessOf } from '../auth/session';
import { preparedRows } from '../db/prepared';
import { activityLog, currentRows, monthlyRows } from '../domain/activity';
import { swayProofDetails, voucherDetails } from '../domain/details';

const CLIENTS = ['CLIENT', 'CLIENT_LITE'] as const;
const access = { access: CLIENTS };
const tags = ['dashboard'];

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/businesses/voucherActivity', {
    config: access,
    schema: { tags, response: { 200: voucherActivityReply, 404: errorReply } },
  }, async (request) => {
    const businessId = businessOf(request);
    const [row] = await preparedRows<{ proofs: number; vouchers: number }>(app.db, 'voucher_activity', sql`select
      (select count(*)::int from proofs p where p.business_id = ${businessId} and p.deleted_at is null) as proofs,
      (select count(*)::int from vouchers v where v.business_id = ${businessId} and v.date_redeemed is not null) as vouchers`);
    return { proof_count: row?.proofs ?? 0, voucher_count: row?.vouchers ?? 0, intro_video_url: app.config.introVideoUrl };
  });

  r.get('/dashboard/current', {
    config: access,
    schema: { tags, response: { 200: dashboardCurrentReply, 404: errorReply } },
  }, async (request) => currentRows(app.db, businessOf(request)));

  r.get('/dashboard/monthly', {
    config: access,
    schema: { tags, response: { 200: dashboardMonthlyReply, 404: errorReply } },
  }, async (request) => monthlyRows(app.db, businessOf(request)));

  r.get('/dashboard/activity/:month', {
    config: access,
    schema: { tags, params: activityParams, response: { 200: activityReply, 404: errorReply } },
  }, async (request) => {
    const { rows, earliestMonth } = await activityLog(app.db, businessOf(request), request.params.month);
    return { month: request.params.month, earliest_month: earliestMonth, rows };
  });

  r.get('/dashboard/voucherDetails/:id', {
    config: access,
    schema: { tags, params: idParams, response: { 200: voucherDetailsReply, 404: errorReply } },
  }, async (request) => voucherDetails(app.db, businessOf(request), request.params.id));

  r.get('/dashboard/swayProofDetails/:id', {
    config: access,
    schema: { tags, params: idParams, response: { 200: swayProofDetailsReply, 404: errorReply } },
  }, async (request) => swayProofDetails(app.db, businessOf(request), request.params.id));
};

export default routes;
