// GET user/loggedIn and PUT user/account/name (spec 1 §7, §2 Account Details).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { account, accountNameRequest } from '../../contract/auth';
import { accounts } from '../db/schema';
import { sessionOf } from '../auth/session';
import { notFound } from '../http-error';

export const toAccount = (a: typeof accounts.$inferSelect) => ({
  id: a.id, first_name: a.firstName, last_name: a.lastName, email: a.email, user_type: a.userType,
});

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/loggedIn', { config: { access: 'anyUser' }, schema: { tags: ['user'], response: { 200: account } } }, async (request) => {
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, sessionOf(request).accountId));
    if (!row) throw notFound();
    return toAccount(row);
  });

  r.put('/user/account/name', {
    config: { access: 'anyUser' },
    schema: { tags: ['user'], body: accountNameRequest, response: { 200: account } },
  }, async (request) => {
    const [row] = await app.db.update(accounts)
      .set({ firstName: request.body.firstName, lastName: request.body.lastName })
      .where(eq(accounts.id, sessionOf(request).accountId)).returning();
    return toAccount(row);
  });
};

export default routes;
