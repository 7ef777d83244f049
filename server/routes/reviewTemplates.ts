// The review templates of the endpoint table (contract/api/reviews.ts): GET, POST, PUT {id},
// DELETE {id} on adminSettings/swayProofReviewTemplates (spec 3 §7), the global review reasons
// with their e-mail template ids. Admin only, reading included: spec 3 §6 makes templates an
// admin tool, and the review dialog that lists them is an admin screen.
import { asc, eq } from 'drizzle-orm';
import { reviewTemplates } from '../db/schema';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

const toTemplate = (t: typeof reviewTemplates.$inferSelect) => ({ id: t.id, title: t.title, email_template_id: t.emailTemplateId, type: t.type });

const templates: RouteModule = (app) => ({
  getReviewTemplates: async () => {
    const rows = await app.db.select().from(reviewTemplates).orderBy(asc(reviewTemplates.type), asc(reviewTemplates.title), asc(reviewTemplates.id));
    return rows.map(toTemplate);
  },

  createReviewTemplate: async (request) => {
    const { title, email_template_id: emailTemplateId, type } = request.body;
    const [row] = await app.db.insert(reviewTemplates).values({ title, emailTemplateId, type }).returning();
    return toTemplate(row);
  },

  updateReviewTemplate: async (request) => {
    const { title, email_template_id: emailTemplateId, type } = request.body;
    const [row] = await app.db.update(reviewTemplates).set({ title, emailTemplateId, type })
      .where(eq(reviewTemplates.id, request.params.id)).returning();
    if (!row) throw notFound('Template not found');
    return toTemplate(row);
  },

  deleteReviewTemplate: async (request) => {
    const [row] = await app.db.delete(reviewTemplates).where(eq(reviewTemplates.id, request.params.id)).returning();
    if (!row) throw notFound('Template not found');
    return toTemplate(row);
  },
});

export default templates;
