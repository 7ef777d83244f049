// Reports (spec 1 §2 Reports, §7 analytics row, §9 ranges): CLIENT only.
import { analyticsParams, analyticsReply } from '../analytics';
import { validationErrorReply } from '../common';
import { endpoint } from '../endpoint';

export const reportEndpoints = {
  getAnalytics: endpoint({
    method: 'GET', path: 'analytics/actions/{graphType}/{startISO}/{timeSeriesGroup}', access: ['CLIENT'], tag: 'reports',
    summary: 'Value and counts from a day (in the business\'s time zone) until now, by date, offer, market or sway offer.',
    params: analyticsParams, responses: { 200: analyticsReply, 400: validationErrorReply },
  }),
};
