// The admin tools area (spec 3 §7 "Industry value settings"): named methods over the endpoint
// table's adminSettings entries. Admin only on the server.
import type { IndustryValueField } from '../contract/industryValues';
import type { ApiCall } from './api';

/** Which PUT saves which field of a category's value settings. */
const UPDATE = {
  post_marketing_value: 'updateIndustryPostValue',
  review_marketing_value: 'updateIndustryReviewValue',
  average_ticket_value: 'updateIndustryAvgTicket',
  industry_proof_ratio: 'updateIndustryProofRatio',
} as const satisfies Record<IndustryValueField, string>;

export function adminToolsMethods(api: ApiCall) {
  return {
    getIndustryValues: () => api('getIndustryValues'),
    /** The domain events' queue (issue 35): waiting, oldest due wait, and the dead-letter list. */
    getEventQueue: () => api('getEventQueue'),
    retryDeadEvent: (id: number) => api('retryDeadEvent', { params: { id } }),
    updateIndustryValue: (field: IndustryValueField, categoryId: number, newValue: string) =>
      api(UPDATE[field], { params: { categoryId }, body: { newValue } }),
  };
}
