// getIndustryCategories, GET industry/business/categories (the sub-industry pick list), and
// getOfferSummaries, GET offerSummary/{industry category id} (the wizard's summary choices, best
// performing first) (spec 2 §7).
import { asc, desc, eq } from 'drizzle-orm';
import { industries, industryCategories, offerSummaries } from '../db/schema';
import type { RouteModule } from './endpoints';

const industry: RouteModule = (app) => ({
  getIndustryCategories: async () => {
    const rows = await app.db.select({ id: industryCategories.id, category: industryCategories.title, industry: industries.title })
      .from(industryCategories).innerJoin(industries, eq(industries.id, industryCategories.industryId))
      .orderBy(asc(industries.title), asc(industryCategories.title));
    return rows.map((row) => ({ id: row.id, title: `${row.industry} - ${row.category}` }));
  },

  getOfferSummaries: async (request) => {
    const rows = await app.db.select().from(offerSummaries)
      .where(eq(offerSummaries.industryCategoryId, request.params.industryCategoryId))
      .orderBy(desc(offerSummaries.performance), asc(offerSummaries.id));
    return rows.map((s) => ({ id: s.id, summary_value: s.summaryValue, performance: s.performance }));
  },
});

export default industry;
