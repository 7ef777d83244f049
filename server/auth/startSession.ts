// Picks the business a new session starts in and signs its token.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { accounts, adminVisits, businesses, memberships } from '../db/schema';
import { HttpError } from '../http-error';
import { openSession } from './sessions';

export async function startSession(app: FastifyInstance, accountId: number): Promise<string> {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw new HttpError(401, 'Unknown account');
  const businessId = await startingBusiness(app, account.id, account.userType === 'ADMIN', account.currentBusinessId);
  return signFor(app, { id: account.id, userType: account.userType, email: account.email }, businessId);
}

/** A token for a new login of the account in `businessId` (which becomes its current business). */
export async function signFor(app: FastifyInstance, account: { id: number; userType: 'ADMIN' | 'CLIENT' | 'CLIENT_LITE'; email: string }, businessId: number | null) {
  if (businessId != null) {
    await app.db.update(accounts).set({ currentBusinessId: businessId }).where(eq(accounts.id, account.id));
    if (account.userType === 'ADMIN') {
      await app.db.insert(adminVisits).values({ accountId: account.id, businessId })
        .onConflictDoUpdate({ target: [adminVisits.accountId, adminVisits.businessId], set: { lastUsedAt: sql`now()` } });
    } else {
      await app.db.update(memberships).set({ lastUsedAt: sql`now()` })
        .where(and(eq(memberships.accountId, account.id), eq(memberships.businessId, businessId)));
    }
  }
  const sid = await openSession(app.db, account.id);
  return app.tokens.sign({ sub: { userType: account.userType, email: account.email, userId: account.id }, businessId }, undefined, sid);
}

async function startingBusiness(app: FastifyInstance, accountId: number, admin: boolean, current: number | null): Promise<number | null> {
  const member = await app.db.select({ id: memberships.businessId }).from(memberships)
    .where(eq(memberships.accountId, accountId))
    .orderBy(sql`${memberships.lastUsedAt} desc nulls last`, asc(memberships.businessId));
  if (current != null && (admin || member.some((m) => m.id === current))) return current;
  if (member.length > 0) return member[0].id;
  if (!admin) return null;
  const [first] = await app.db.select({ id: businesses.id }).from(businesses).orderBy(desc(businesses.createdAt)).limit(1);
  return first?.id ?? null;
}
