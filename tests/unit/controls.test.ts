// The control table of authProvider/screens.ts: which user types see each role-dependent control
// of the screens, answered by canAccess (and so by react-admin's useCanAccess / <CanAccess>).
import { describe, expect, it } from 'vitest';
import { buildAuthProvider } from '../../authProvider';
import { canAccess } from '../../authProvider/canAccess';
import { controlAccess, controls } from '../../authProvider/screens';
import { USER_TYPES, type UserType } from '../../contract/roles';
import type { HttpClient } from '../../dataProvider/httpClient';
import { createTokenStore } from '../../dataProvider/token';

/** Who sees each control, written out independently of the table (spec 1 §6, spec 2 §2, §4, spec 3 §6). */
const expected: Record<string, Record<string, readonly UserType[]>> = {
  offers: { changeStatus: ['ADMIN'], addShortUrl: ['ADMIN'], editAdminFields: ['ADMIN'] },
  swayOffers: { changeStatus: ['ADMIN'], editFlow: ['ADMIN'], editAdminFields: ['ADMIN'], addShortUrl: ['ADMIN'] },
  locations: { addManually: ['ADMIN'], archive: ['ADMIN'] },
  users: { editEmail: ['ADMIN'], sendLoginEmail: ['ADMIN'] },
  settings: { editBusiness: ['ADMIN'], editSocialProofWidget: ['ADMIN'] },
  proofImage: { replace: ['ADMIN'] },
  swayProofs: { administer: ['ADMIN'] },
  businesses: { searchAll: ['ADMIN'] },
  adminTools: { use: ['ADMIN'] },
  timeline: { viewDashboard: ['ADMIN', 'CLIENT'] },
};

const cases = Object.entries(expected).flatMap(([resource, actions]) =>
  Object.entries(actions).flatMap(([action, allowed]) => USER_TYPES.map((userType) => ({ resource, action, userType, allowed: allowed.includes(userType) }))),
);

describe('control table', () => {
  it('holds exactly the expected controls', () => {
    const names = (table: Record<string, object>) => Object.entries(table).flatMap(([r, a]) => Object.keys(a).map((x) => `${r}.${x}`)).sort();
    expect(names(controls)).toEqual(names(expected));
  });

  it.each(cases)('$resource/$action for $userType: $allowed', ({ resource, action, userType, allowed }) => {
    expect(canAccess(userType, { resource, action })).toBe(allowed);
  });

  it('shows no control to a visitor without a user type', () => {
    for (const { resource, action } of cases) expect(canAccess(null, { resource, action })).toBe(false);
  });

  it("never takes one of react-admin's own action names, so resource pages keep the screen rule", () => {
    const own = ['list', 'show', 'create', 'edit', 'delete', 'export', 'clone'];
    for (const actions of Object.values(controls)) for (const action of Object.keys(actions)) expect(own).not.toContain(action);
  });

  it('leaves other actions on the same resource to the screen table', () => {
    expect(canAccess('CLIENT', { resource: 'locations', action: 'list' })).toBe(true);
    expect(canAccess('CLIENT_LITE', { resource: 'locations', action: 'list' })).toBe(false);
    expect(canAccess('CLIENT', { resource: 'locations' })).toBe(true);
  });

  it('knows no control for unknown names or inherited object keys', () => {
    expect(controlAccess('locations', 'unknown')).toBeUndefined();
    expect(controlAccess('locations', undefined)).toBeUndefined();
    expect(controlAccess('nothing', 'archive')).toBeUndefined();
    expect(controlAccess('locations', 'toString')).toBeUndefined();
    expect(controlAccess('__proto__', 'archive')).toBeUndefined();
  });
});

describe("the auth provider's canAccess", () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const tokenOf = (userType: UserType) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: { userType, email: 'u@x.io', userId: 1 }, businessId: 7 })}.sig`;

  function authAs(userType: UserType | null) {
    const tokens = createTokenStore(undefined);
    tokens.clear();
    if (userType) tokens.set(tokenOf(userType));
    return buildAuthProvider((async () => null) as HttpClient, tokens);
  }

  it('answers the screens\' control questions from the token', async () => {
    await expect(authAs('ADMIN').canAccess({ resource: 'locations', action: 'archive' })).resolves.toBe(true);
    await expect(authAs('CLIENT').canAccess({ resource: 'locations', action: 'archive' })).resolves.toBe(false);
    await expect(authAs('CLIENT').canAccess({ resource: 'timeline', action: 'viewDashboard' })).resolves.toBe(true);
    await expect(authAs('CLIENT_LITE').canAccess({ resource: 'timeline', action: 'viewDashboard' })).resolves.toBe(false);
    await expect(authAs(null).canAccess({ resource: 'timeline', action: 'viewDashboard' })).resolves.toBe(false);
  });
});
