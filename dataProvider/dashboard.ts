// Custom methods of the 'dashboard' area (spec 1 §7): voucher activity, the dashboard rows, the
// activity log, voucher and sway proof details, timeline pages, feedback and admin proof actions.
import type { z } from 'zod';
import type { proofActionReply } from '../contract/dashboard';
import type { FeedbackType } from '../contract/feedbackTypes';
import type { ApiCall } from './api';

export type ProofActionReply = z.infer<typeof proofActionReply>;


export function dashboardMethods(api: ApiCall) {
  return {
    getVoucherActivity: () => api('getVoucherActivity'),
    getDashboardCurrent: () => api('getDashboardCurrent'),
    getDashboardMonthly: () => api('getDashboardMonthly'),
    /** month: 'YYYY-MM-01' in the business's time zone. */
    getActivity: (month: string) => api('getActivity', { params: { month } }),
    /** The activity log of the month it opens at (the earliest with activity), in one call. */
    getOpeningActivity: () => api('getOpeningActivity'),
    getVoucherDetails: (id: number) => api('getVoucherDetails', { params: { id } }),
    getSwayProofDetails: (id: number) => api('getSwayProofDetails', { params: { id } }),
    /** Proofs submitted before `ms`, newest first; page size and offset step 10 (spec 1 §9). */
    /** `afterId`: the last proof of the page before (keyset paging); offset then counts from it. */
    getTimeline: (ms: number, offset: number, limit = 10, afterId?: number) =>
      api('getTimeline', { params: { ms }, query: { offset, limit, ...(afterId ? { after_id: afterId } : {}) } }),
    sendClientFeedback: (proofId: number, clientFeedback: FeedbackType[]) =>
      api('sendClientFeedback', { params: { id: proofId }, body: { clientFeedback } }),
    updateSwayProofType: (proofId: number, type: string) => api('updateSwayProofType', { params: { id: proofId, type } }),
    deleteProof: (proofId: number) => api('deleteProof', { params: { id: proofId } }),
  };
}
