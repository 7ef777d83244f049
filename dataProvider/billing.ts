// Billing control (spec 3 §7 "Billing control"): the four sections and the two actions, as named
// methods over the endpoint table's entries.
import type { ApiCall } from './api';

export function billingMethods(api: ApiCall) {
  return {
    getBillingWaiting: () => api('getBillingWaiting'),
    getBillingPaidItems: () => api('getBillingPaidItems'),
    getBillingSentItems: () => api('getBillingSentItems'),
    getBillingChargedButNotPaid: () => api('getBillingChargedButNotPaid'),
    runCharges: () => api('runCharges'),
    markPaidItems: (downloadedProofIds: number[]) => api('markPaidItems', { body: { downloadedProofIds } }),
  };
}
