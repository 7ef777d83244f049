// GET analytics/actions/{graphType}/{startISO}/{timeSeriesGroup} (spec 1 §7; §2 Reports; §9 ranges).
import { businessOf } from '../auth/session';
import { analyticsSeries } from '../domain/analytics';
import type { RouteModule } from './endpoints';

const analytics: RouteModule = (app) => ({
  getAnalytics: async (request) => {
    const { graphType, startISO, timeSeriesGroup } = request.params;
    // The start is a calendar day in the business's time zone; a time part, if sent, is ignored.
    const start = startISO.slice(0, 10);
    const rows = await analyticsSeries(app.db, businessOf(request), graphType, start, timeSeriesGroup);
    return { graphType, timeSeriesGroup, start, end: new Date().toISOString(), rows };
  },
});

export default analytics;
