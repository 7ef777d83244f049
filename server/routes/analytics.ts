// GET analytics/actions/{graphType}/{startISO}/{timeSeriesGroup} (spec 1 §7; §2 Reports; §9 ranges).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsParams, analyticsReply } from '../../contract/analytics';
import { validationErrorReply } from '../../contract/common';
import { businessOf } from '../auth/session';
import { analyticsSeries } from '../domain/analytics';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/analytics/actions/:graphType/:startISO/:timeSeriesGroup', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['reports'], params: analyticsParams, response: { 200: analyticsReply, 400: validationErrorReply } },
  }, async (request) => {
    const { graphType, startISO, timeSeriesGroup } = request.params;
    // The start is a calendar day in the business's time zone; a time part, if sent, is ignored.
    const start = startISO.slice(0, 10);
    const rows = await analyticsSeries(app.db, businessOf(request), graphType, start, timeSeriesGroup);
    return { graphType, timeSeriesGroup, start, end: new Date().toISOString(), rows };
  });
};

export default routes;
