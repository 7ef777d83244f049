// The industry value settings of the endpoint table (contract/api/adminTools.ts; spec 3 §7):
// GET adminSettings and the four PUTs, each with newValue. Money is stored in cents from the
// typed digits; a missing value is answered as 0, the value the dashboard uses for it
// (server/domain/value.ts), so a business that falls back to its category follows at once.
import { asc, eq } from 'drizzle-orm';
import { dollarsToCents } from '../../contract/validation';
import { industries, industryCategories } from '../db/schema';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

type Category = typeof industryCategories.$inferSelect;
type Column = 'postMarketingValueCents' | 'reviewMarketingValueCents' | 'averageTicketValueCents';

const dollars = (cents: number | null) => (cents ?? 0) / 100;

const toRow = (c: Category) => ({
  id: c.id,
  title: c.title,
  industry_category_value_settings: {
    post_marketing_value: dollars(c.postMarketingValueCents),
    review_marketing_value: dollars(c.reviewMarketingValueCents),
    average_ticket_value: dollars(c.averageTicketValueCents),
    industry_proof_ratio: Number(c.industryProofRatio ?? 0),
  },
});

const industryValues: RouteModule = (app) => {
  async function save(categoryId: number, values: Partial<Category>) {
    const [row] = await app.db.update(industryCategories).set(values).where(eq(industryCategories.id, categoryId)).returning();
    if (!row) throw notFound('Industry category not found');
    return toRow(row);
  }
  const money = (column: Column) => (request: { params: { categoryId: number }; body: { newValue: string } }) =>
    save(request.params.categoryId, { [column]: dollarsToCents(request.body.newValue) ?? 0 });

  return {
    getIndustryValues: async () => {
      const [all, categories] = await Promise.all([
        app.db.select().from(industries).orderBy(asc(industries.title), asc(industries.id)),
        app.db.select().from(industryCategories).orderBy(asc(industryCategories.title), asc(industryCategories.id)),
      ]);
      return all.map((industry) => ({
        id: industry.id,
        title: industry.title,
        industry_categories: categories.filter((c) => c.industryId === industry.id).map(toRow),
      }));
    },
    updateIndustryPostValue: money('postMarketingValueCents'),
    updateIndustryReviewValue: money('reviewMarketingValueCents'),
    updateIndustryAvgTicket: money('averageTicketValueCents'),
    // Stored as the typed digits: numeric(8,4) keeps them exactly.
    updateIndustryProofRatio: (request) => save(request.params.categoryId, { industryProofRatio: request.body.newValue }),
  };
};

export default industryValues;
