// Dashboard, timeline and proof actions (spec 1 §2 Dashboard, Timeline, §4, §7
// businesses/voucherActivity, dashboard/* and proof/* rows). Every call reads the business of
// the token; changing a proof's type and deleting a proof are ADMIN only (spec 1 §6).
import { errorReply, idParams } from '../common';
import {
  activityParams, activityReply, clientFeedbackReply, clientFeedbackRequest, dashboardCurrentReply,
  dashboardMonthlyReply, proofActionReply, proofTypeParams, swayProofDetailsReply, timelineParams, timelineQuery,
  timelineReply, voucherActivityReply, voucherDetailsReply,
} from '../dashboard';
import { endpoint } from '../endpoint';

const CLIENTS = ['CLIENT', 'CLIENT_LITE'] as const;
const ADMIN = ['ADMIN'] as const;

export const dashboardEndpoints = {
  getVoucherActivity: endpoint({
    method: 'GET', path: 'businesses/voucherActivity', access: CLIENTS, tag: 'dashboard',
    summary: 'How many proofs and redeemed vouchers the business has, and the intro video.',
    responses: { 200: voucherActivityReply, 404: errorReply },
  }),
  getDashboardCurrent: endpoint({
    method: 'GET', path: 'dashboard/current', access: CLIENTS, tag: 'dashboard',
    summary: 'This month\'s value per type (Reviews, Posts, Ticket).',
    responses: { 200: dashboardCurrentReply, 404: errorReply },
  }),
  getDashboardMonthly: endpoint({
    method: 'GET', path: 'dashboard/monthly', access: CLIENTS, tag: 'dashboard',
    summary: 'The total value per month.',
    responses: { 200: dashboardMonthlyReply, 404: errorReply },
  }),
  getActivity: endpoint({
    method: 'GET', path: 'dashboard/activity/{month}', access: CLIENTS, tag: 'dashboard',
    summary: 'The activity log of one month (YYYY-MM-01 in the business\'s time zone).',
    params: activityParams, responses: { 200: activityReply, 404: errorReply },
  }),
  // Not in the spec's table: the same answer as dashboard/activity/{month} for the month the log
  // opens at, so the console asks once instead of asking for the current month and then for the
  // earliest one (issue 20 item 3).
  getOpeningActivity: endpoint({
    method: 'GET', path: 'dashboard/activity', access: CLIENTS, tag: 'dashboard',
    summary: 'The activity log of the month it opens at: the earliest month with activity, else the current month (in the business\'s time zone).',
    responses: { 200: activityReply, 404: errorReply },
  }),
  getVoucherDetails: endpoint({
    method: 'GET', path: 'dashboard/voucherDetails/{id}', access: CLIENTS, tag: 'dashboard',
    summary: 'One voucher of the business, with its proofs and value.',
    params: idParams, owns: { param: 'id', entity: 'voucher' }, responses: { 200: voucherDetailsReply, 404: errorReply },
  }),
  getSwayProofDetails: endpoint({
    method: 'GET', path: 'dashboard/swayProofDetails/{id}', access: CLIENTS, tag: 'dashboard',
    summary: 'One sway proof of the business, with its value.',
    params: idParams, owns: { param: 'id', entity: 'proof' }, responses: { 200: swayProofDetailsReply, 404: errorReply },
  }),
  getTimeline: endpoint({
    method: 'GET', path: 'proof/before/{ms}', access: CLIENTS, tag: 'proofs',
    summary: 'A page of the proofs submitted before the given time (epoch ms), newest first.',
    params: timelineParams, query: timelineQuery, responses: { 200: timelineReply, 404: errorReply },
  }),
  sendClientFeedback: endpoint({
    method: 'PUT', path: 'proof/clientFeedback/{id}', access: CLIENTS, tag: 'proofs',
    summary: 'Give kudos to a proof: every proof of the same visit carries them.',
    params: idParams, owns: { param: 'id', entity: 'proof' }, body: clientFeedbackRequest, responses: { 200: clientFeedbackReply, 404: errorReply },
  }),
  updateSwayProofType: endpoint({
    method: 'PUT', path: 'proof/{id}/updateSwayProofType/{type}', access: ADMIN, tag: 'proofs',
    summary: 'Change the type of a sway proof; a refusal answers ok: false with the reason.',
    params: proofTypeParams, owns: { param: 'id', entity: 'proof' }, responses: { 200: proofActionReply, 404: errorReply },
  }),
  deleteProof: endpoint({
    method: 'DELETE', path: 'proof/{id}', access: ADMIN, tag: 'proofs',
    summary: 'Delete a proof (soft: billing and review history keep it).',
    params: idParams, owns: { param: 'id', entity: 'proof' }, responses: { 200: proofActionReply, 404: errorReply },
  }),
};
