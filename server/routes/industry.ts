// GET industry/business/categories (the sub-industry pick list) and GET offerSummary/{industry
// category id} (the wizard's summary choices, best performing first) (spec 2 §7).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { industryCategoryList, offerSummaryList } from '../../contract/offers';
import { industries, industryCategories, offerSummaries } from '../db/schema';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/industry/business/categories', {
    config: { access: 'anyUser' },
    schema: { tags: ['settings'], response: { 200: industryCategoryList } },
  }, async () => {
    const rows = await app.db.select({ id: industryCategories.id, category: industryCategories.title, industry: industries.title })
      .from(industryCategories).innerJoin(industries, eq(industries.id, industryCategories.industryId))
      .orderBy(asc(industries.title), asc(industryCategories.title));
    return rows.map((row) => ({ id: row.id, title: `${row.industry} - ${row.category}` }));
  });

  r.get('/offerSummary/:industryCategoryId', {
    config: { access: 'anyUser' },
    schema: { tags: ['offers'], params: z.object({ industryCategoryId: z.coerce.number().int().positive() }), response: { 200: offerSummaryList } },
  }, async (request) => {
    const rows = await app.db.select().from(offerSummaries)
      .where(eq(offerSummaries.industryCategoryId, request.params.industryCategoryId))
      .orderBy(desc(offerSummaries.performance), asc(offerSummaries.id));
    return rows.map((s) => ({ id: s.id, summary_value: s.summaryValue, performance: s.performance }));
  });
};

export default routes;
