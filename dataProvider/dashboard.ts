// Custom methods of the 'dashboard' area (spec 1 §7): voucher activity, the dashboard rows, the
// activity log, voucher and sway proof details, timeline pages, feedback and admin proof actions.
import type { z } from 'zod';
import type {
  ActivityReply, DashboardCurrentRow, DashboardMonthlyRow, SwayProofDetails, VoucherActivity, VoucherDetails,
  clientFeedbackReply, proofActionReply, timelineReply,
} from '../contract/dashboard';
import type { ResourceTable } from './base';
import type { HttpClient } from './httpClient';

export type TimelinePage = z.infer<typeof timelineReply>;
export type ClientFeedbackReply = z.infer<typeof clientFeedbackReply>;
export type ProofActionReply = z.infer<typeof proofActionReply>;

export const dashboardResources: ResourceTable = {};

export function dashboardMethods(http: HttpClient) {
  return {
    getVoucherActivity: () => http<VoucherActivity>('businesses/voucherActivity'),
    getDashboardCurrent: () => http<DashboardCurrentRow[]>('dashboard/current'),
    getDashboardMonthly: () => http<DashboardMonthlyRow[]>('dashboard/monthly'),
    /** month: 'YYYY-MM-01' in the business's time zone. */
    getActivity: (month: string) => http<ActivityReply>(`dashboard/activity/${month}`),
    getVoucherDetails: (id: number) => http<VoucherDetails>(`dashboard/voucherDetails/${id}`),
    getSwayProofDetails: (id: number) => http<SwayProofDetails>(`dashboard/swayProofDetails/${id}`),
    /** Proofs submitted before `ms`, newest first; page size and offset step 10 (spec 1 §9). */
    getTimeline: (ms: number, offset: number, limit = 10) => http<TimelinePage>(`proof/before/${ms}`, { query: { offset, limit } }),
    sendClientFeedback: (proofId: number, clientFeedback: string[]) =>
      http<ClientFeedbackReply>(`proof/clientFeedback/${proofId}`, { method: 'PUT', body: { clientFeedback } }),
    updateSwayProofType: (proofId: number, type: string) =>
      http<ProofActionReply>(`proof/${proofId}/updateSwayProofType/${type}`, { method: 'PUT' }),
    deleteProof: (proofId: number) => http<ProofActionReply>(`proof/${proofId}`, { method: 'DELETE' }),
  };
}
