// GET user/loggedIn and PUT user/account/name (spec 1 §7, §2 Account Details).
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { sessionOf } from '../auth/session';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

export const toAccount = (a: typeof accounts.$inferSelect) => ({
  id: a.id, first_name: a.firstName, last_name: a.lastName, email: a.email, user_type: a.userType,
});

const user: RouteModule = (app) => ({
  getAccount: async (request) => {
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, sessionOf(request).accountId));
    if (!row) throw notFound();
    return toAccount(row);
  },
  updateAccountName: async (request) => {
    const [row] = await app.db.update(accounts)
      .set({ firstName: request.body.firstName, lastName: request.body.lastName })
      .where(eq(accounts.id, sessionOf(request).accountId)).returning();
    return toAccount(row);
  },
});

export default user;
