// GET, POST, PUT {id}, DELETE {id} on adminSettings/swayProofReviewTemplates (spec 3 §7): the
// global review reasons with their e-mail template ids. Admin only, reading included: spec 3 §6
// makes templates an admin tool, and the review dialog that lists them is an admin screen.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { errorReply, idParams } from '../../contract/common';
import { reviewTemplate, reviewTemplateInput, reviewTemplateList } from '../../contract/reviews';
import { reviewTemplates } from '../db/schema';
import { notFound } from '../http-error';

const PATH = '/adminSettings/swayProofReviewTemplates';
const toTemplate = (t: typeof reviewTemplates.$inferSelect) => ({ id: t.id, title: t.title, email_template_id: t.emailTemplateId, type: t.type });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['ADMIN'] as const };

  r.get(PATH, { config, schema: { tags: ['reviewTemplates'], response: { 200: reviewTemplateList } } }, async () => {
    const rows = await app.db.select().from(reviewTemplates).orderBy(asc(reviewTemplates.type), asc(reviewTemplates.title), asc(reviewTemplates.id));
    return rows.map(toTemplate);
  });

  r.post(PATH, { config, schema: { tags: ['reviewTemplates'], body: reviewTemplateInput, response: { 200: reviewTemplate } } }, async (request) => {
    const { title, email_template_id: emailTemplateId, type } = request.body;
    const [row] = await app.db.insert(reviewTemplates).values({ title, emailTemplateId, type }).returning();
    return toTemplate(row);
  });

  r.put(`${PATH}/:id`, {
    config, schema: { tags: ['reviewTemplates'], params: idParams, body: reviewTemplateInput, response: { 200: reviewTemplate, 404: errorReply } },
  }, async (request) => {
    const { title, email_template_id: emailTemplateId, type } = request.body;
    const [row] = await app.db.update(reviewTemplates).set({ title, emailTemplateId, type })
      .where(eq(reviewTemplates.id, request.params.id)).returning();
    if (!row) throw notFound('Template not found');
    return toTemplate(row);
  });

  r.delete(`${PATH}/:id`, {
    config, schema: { tags: ['reviewTemplates'], params: idParams, response: { 200: reviewTemplate, 404: errorReply } },
  }, async (request) => {
    const [row] = await app.db.delete(reviewTemplates).where(eq(reviewTemplates.id, request.params.id)).returning();
    if (!row) throw notFound('Template not found');
    return toTemplate(row);
  });
};

export default routes;
