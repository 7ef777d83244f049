// The session check sees every change to the rows it reads on the very next request, on both
// engines (on PGlite its answers are cached and dropped by the tables' NOTIFY, migration 0006).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createBusiness, createTenant, tokenFor } from '../helpers/fixtures';
import { accounts, memberships } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('session changes apply at once', () => {
  it('a removed membership is refused on the next request, and a restored one accepted', async () => {
    const { business, owner, headers } = await createTenant(t.app);
    expect((await get('/api/dashboard/monthly', headers)).statusCode).toBe(200);
    expect((await get('/api/dashboard/monthly', headers)).statusCode).toBe(200);
    await t.app.db.delete(memberships).where(and(eq(memberships.accountId, owner.id), eq(memberships.businessId, business.id)));
    expect((await get('/api/dashboard/monthly', headers)).statusCode).not.toBe(200);
    await t.app.db.insert(memberships).values({ accountId: owner.id, businessId: business.id });
    expect((await get('/api/dashboard/monthly', headers)).statusCode).toBe(200);
  });

  it('a role change decides the next request, whatever the token says', async () => {
    const business = await createBusiness(t.app);
    const account = await createAccount(t.app, 'CLIENT', [business.id]);
    const headers = bearer(await tokenFor(t.app, account, business.id));
    const adminOnly = '/api/adminSettings/swayProofReviewTemplates';
    expect((await get(adminOnly, headers)).statusCode).toBe(403);
    await t.app.db.update(accounts).set({ userType: 'ADMIN' }).where(eq(accounts.id, account.id));
    expect((await get(adminOnly, headers)).statusCode).toBe(200);
    await t.app.db.update(accounts).set({ userType: 'CLIENT' }).where(eq(accounts.id, account.id));
    expect((await get(adminOnly, headers)).statusCode).toBe(403);
  });

  it('a deleted account is logged out on the next request', async () => {
    const business = await createBusiness(t.app);
    const account = await createAccount(t.app, 'CLIENT', [business.id]);
    const headers = bearer(await tokenFor(t.app, account, business.id));
    expect((await get('/api/user/loggedIn', headers)).statusCode).toBe(200);
    await t.app.db.delete(memberships).where(eq(memberships.accountId, account.id));
    await t.app.db.delete(accounts).where(eq(accounts.id, account.id));
    const after = await get('/api/user/loggedIn', headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Not logged in' });
  });

  it('requests racing a revocation: every request sent after it is refused', async () => {
    const { business, owner, headers } = await createTenant(t.app);
    expect((await get('/api/dashboard/monthly', headers)).statusCode).toBe(200);
    const during = Array.from({ length: 20 }, () => get('/api/dashboard/monthly', headers));
    await t.app.db.delete(memberships).where(and(eq(memberships.accountId, owner.id), eq(memberships.businessId, business.id)));
    await Promise.all(during);
    const after = await Promise.all(Array.from({ length: 20 }, () => get('/api/dashboard/monthly', headers)));
    expect(after.map((r) => r.statusCode).filter((s) => s === 200)).toEqual([]);
  });
});
