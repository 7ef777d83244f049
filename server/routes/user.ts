// GET user/loggedIn and PUT user/account/name (spec 1 §7, §2 Account Details).
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { sessionOf } from '../auth/session';
import { brief, type RouteModule } from './endpoints';

type AccountRow = Pick<typeof accounts.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'userType'>;

export const toAccount = (a: AccountRow) => ({
  id: a.id, first_name: a.firstName, last_name: a.lastName, email: a.email, user_type: a.userType,
});

const user: RouteModule = (app) => ({
  // Every console start asks for it: the session check has just read the account as it is now
  // (kept until the account changes), so the answer needs no statement of its own.
  getAccount: brief(async (request) => {
    const session = sessionOf(request);
    return toAccount({ id: session.accountId, firstName: session.firstName, lastName: session.lastName, email: session.email, userType: session.userType });
  }),
  updateAccountName: async (request) => {
    const [row] = await app.db.update(accounts)
      .set({ firstName: request.body.firstName, lastName: request.body.lastName })
      .where(eq(accounts.id, sessionOf(request).accountId)).returning();
    return toAccount(row);
  },
});

export default user;
