// Every API route refuses a missing or forged token, and a role outside its list (spec 1 §6).
// The table is read from the running app, so routes added later are covered automatically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTokens } from '../../server/auth/jwt';
import { USER_TYPES } from '../../contract/roles';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createBusiness, tokenFor } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

describe('route access', () => {
  it('knows the protected routes', () => {
    const protectedRoutes = t.app.apiRouteTable.filter((r) => r.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(3);
    const publicRoutes = t.app.apiRouteTable.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(expect.arrayContaining(['GET /api/auth/login/:token', 'POST /api/auth/client', 'POST /api/auth/login', 'POST /api/auth/swayClient']));
  });

  it('answers 401 to a missing, malformed or forged token on every protected route', async () => {
    const business = await createBusiness(t.app);
    const account = await createAccount(t.app, 'ADMIN', [business.id]);
    const forged = await createSessionTokens('another-secret-another-secret-another-secret', 3600, 7)
      .sign({ sub: { userType: 'ADMIN', email: account.email, userId: account.id }, businessId: business.id });
    const unsigned = `${forged.split('.').slice(0, 2).join('.')}.`;
    for (const route of t.app.apiRouteTable.filter((r) => r.access !== 'public')) {
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, bearer(forged), bearer(unsigned)]) {
        const res = await t.app.inject({ method: route.method as Method, url: concrete(route.url), headers });
        expect(res.statusCode, `${route.method} ${route.url} with ${JSON.stringify(headers).slice(0, 40)}`).toBe(401);
      }
    }
  });

  it('answers 403 to a user type outside the route list', async () => {
    const business = await createBusiness(t.app);
    const tokens = Object.fromEntries(await Promise.all(USER_TYPES.map(async (type) => {
      const account = await createAccount(t.app, type, [business.id]);
      return [type, await tokenFor(t.app, account, business.id)] as const;
    })));
    for (const route of t.app.apiRouteTable) {
      if (route.access === 'public' || route.access === 'anyUser') continue;
      for (const type of USER_TYPES.filter((u) => u !== 'ADMIN' && !(route.access as readonly string[]).includes(u))) {
        const res = await t.app.inject({ method: route.method as Method, url: concrete(route.url), headers: bearer(tokens[type]) });
        expect(res.statusCode, `${type} on ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
