// Hand-built rows for API tests, and a signed session token for any account.
import type { FastifyInstance } from 'fastify';
import { accounts, businesses, memberships } from '../../server/db/schema';
import type { UserType } from '../../contract/roles';
import { openSession } from '../../server/auth/sessions';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createBusiness(app: FastifyInstance, values: Partial<typeof businesses.$inferInsert> = {}) {
  const title = values.title ?? `Business ${unique()}`;
  const [row] = await app.db.insert(businesses).values({ title, brand: values.brand ?? title, ...values }).returning();
  return row;
}

export async function createAccount(app: FastifyInstance, userType: UserType, businessIds: number[] = [], email?: string) {
  const [row] = await app.db.insert(accounts).values({
    email: (email ?? `${userType.toLowerCase()}-${unique()}@example.test`).toLowerCase(),
    firstName: 'Test', lastName: userType, userType,
    currentBusinessId: businessIds[0] ?? null,
  }).returning();
  if (businessIds.length > 0) {
    await app.db.insert(memberships).values(businessIds.map((businessId) => ({ accountId: row.id, businessId })));
  }
  return row;
}

/** A token of a new login (a sessions row) of the account, as logging in gives. */
export async function tokenFor(app: FastifyInstance, account: { id: number; userType: UserType; email: string }, businessId: number | null) {
  const sid = await openSession(app.db, account.id);
  return app.tokens.sign({ sub: { userType: account.userType, email: account.email, userId: account.id }, businessId }, undefined, sid);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A business with an owner (CLIENT), a lite user and an admin: the usual cast of a test. */
export async function createTenant(app: FastifyInstance) {
  const business = await createBusiness(app);
  const owner = await createAccount(app, 'CLIENT', [business.id]);
  const ownerToken = await tokenFor(app, owner, business.id);
  return { business, owner, ownerToken, headers: bearer(ownerToken) };
}

export async function createAdmin(app: FastifyInstance, businessId: number | null) {
  const admin = await createAccount(app, 'ADMIN', []);
  return { admin, headers: bearer(await tokenFor(app, admin, businessId)) };
}
