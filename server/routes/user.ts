// GET user/loggedIn and PUT user/account/name (spec 1 §7, §2 Account Details).
import { eq, sql } from 'drizzle-orm';
import { preparedRows } from '../db/prepared';
import { accounts } from '../db/schema';
import { sessionOf } from '../auth/session';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

type AccountRow = Pick<typeof accounts.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'userType'>;

export const toAccount = (a: AccountRow) => ({
  id: a.id, first_name: a.firstName, last_name: a.lastName, email: a.email, user_type: a.userType,
});

const user: RouteModule = (app) => ({
  // Every console start asks for it: one prepared statement.
  getAccount: async (request) => {
    const [row] = await preparedRows<AccountRow>(app.db, 'logged_in_account', sql`select id, first_name as "firstName",
      last_name as "lastName", email, user_type as "userType" from accounts where id = ${sessionOf(request).accountId}`);
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
