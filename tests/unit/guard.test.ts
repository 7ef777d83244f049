// The route guard of spec 1 §2 for every screen of the table × role × logged-in/out.
import { describe, expect, it } from 'vitest';
import { guard, loginRedirect, safeRedirect } from '../../authProvider/guard';
import { findScreen, screens as appRoutes, type ScreenAccess } from '../../authProvider/screens';
import { USER_TYPES, type UserType } from '../../contract/roles';

const route = (path: string) => {
  const found = findScreen(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/** The spec's table (plus /redeem of issue 12), written out independently of authProvider/screens.ts. */
const expectedRoles: Record<string, readonly UserType[]> = {
  '/': ['CLIENT'],
  '/setup': ['CLIENT'],
  '/timeline': ['CLIENT', 'CLIENT_LITE'],
  '/timelineReview': ['ADMIN'],
  // Not in the spec's table: the counter screen of the customer-claim issue (issue 12).
  '/redeem': ['CLIENT', 'CLIENT_LITE'],
  '/reports': ['CLIENT'],
  '/users': ['CLIENT'],
  '/locations': ['CLIENT'],
  '/offers': ['CLIENT'],
  '/settings': ['CLIENT'],
  '/clientLiteOffers': ['CLIENT_LITE'],
  '/swayOffers': [],
  '/couponCodes': [],
  '/socialProofWidget': [],
  '/swayOffersLandingPage': ['ADMIN'],
  '/swayWallOfLove': ['ADMIN'],
  '/account': ['CLIENT', 'CLIENT_LITE'],
  '/adminSettings': [],
  '/simpleReports': [],
  '/mailingLists': [],
  '/dashboard': [],
  '/admin': ['ADMIN'],
  '/userLookup': ['ADMIN'],
  '/chargebeeControl': ['ADMIN'],
  '/swayProofReviewTemplates': ['ADMIN'],
  '/proof/facebookCheckin': [],
  '/proof/facebookPost': [],
  '/proof/instagramPost': [],
  '/proof/onlineReview': [],
  '/proof/TikTokPost': [],
  '/proof/facebookReview': [],
};

const expectedHidden = new Set([
  '/',
  '/account',
  '/adminSettings',
  '/simpleReports',
  '/mailingLists',
  '/dashboard',
  '/admin',
  '/userLookup',
  '/chargebeeControl',
  '/swayProofReviewTemplates',
  ...Object.keys(expectedRoles).filter((p) => p.startsWith('/proof/')),
]);

/** 'anyUser' (the spec lists no restriction) is the same rule as an empty list: token only. */
const listed = (roles: ScreenAccess): readonly string[] => (roles === 'anyUser' ? [] : roles);

describe('route table', () => {
  it('holds exactly the routes of spec 1 §2', () => {
    expect(appRoutes.map((r) => r.path).sort()).toEqual(Object.keys(expectedRoles).sort());
  });

  it.each(appRoutes.map((r) => [r.path, r] as const))('%s has the spec roles and menu visibility', (path, r) => {
    expect([...listed(r.roles)].sort()).toEqual([...expectedRoles[path]].sort());
    expect(Boolean(r.hidden)).toBe(expectedHidden.has(path));
  });

  it('names /clientLiteOffers Client Lite Campaigns for admins only', () => {
    const r = route('/clientLiteOffers');
    expect(r.adminTitle).toBe('shell.routes.clientLiteOffersAdmin');
    expect(r.title).toBe('shell.routes.clientLiteOffers');
  });
});

describe('guard, every route × role × session', () => {
  const cases = appRoutes.flatMap((r) =>
    USER_TYPES.flatMap((userType) => [
      { path: r.path, userType, loggedIn: true },
      { path: r.path, userType, loggedIn: false },
    ]),
  );

  it.each(cases)('$path as $userType (logged in: $loggedIn)', ({ path, userType, loggedIn }) => {
    const decision = guard(route(path), path, loggedIn, loggedIn ? userType : null);
    const roles = expectedRoles[path];
    if (!loggedIn) {
      expect(decision).toEqual({ kind: 'redirect', to: `/auth?redirect=${encodeURIComponent(path)}` });
    } else if (userType === 'ADMIN' || roles.length === 0 || roles.includes(userType)) {
      expect(decision).toEqual({ kind: 'allow' });
    } else {
      expect(decision).toEqual({ kind: 'redirect', to: '/timeline' });
    }
  });
});

describe('guard, representative cases', () => {
  it('sends CLIENT_LITE from /reports to /timeline', () => {
    expect(guard(route('/reports'), '/reports', true, 'CLIENT_LITE')).toEqual({ kind: 'redirect', to: '/timeline' });
  });

  it('sends a logged-out visitor to /auth with the full path, query included', () => {
    expect(guard(route('/reports'), '/reports?x=1', false, null)).toEqual({
      kind: 'redirect',
      to: '/auth?redirect=%2Freports%3Fx%3D1',
    });
  });

  it('lets ADMIN in everywhere', () => {
    for (const r of appRoutes) expect(guard(r, r.path, true, 'ADMIN')).toEqual({ kind: 'allow' });
  });

  it('lets CLIENT into /dashboard (empty list: token only) and a logged-out visitor not', () => {
    expect(guard(route('/dashboard'), '/dashboard', true, 'CLIENT')).toEqual({ kind: 'allow' });
    expect(guard(route('/dashboard'), '/dashboard', false, null)).toEqual({ kind: 'redirect', to: '/auth?redirect=%2Fdashboard' });
  });

  it('treats "no role restriction listed" as token only', () => {
    expect(guard({ roles: 'anyUser' }, '/swayOffers', true, 'CLIENT_LITE')).toEqual({ kind: 'allow' });
    expect(guard({ roles: 'anyUser' }, '/swayOffers', false, null).kind).toBe('redirect');
  });

  it('sends CLIENT from /timelineReview and CLIENT_LITE from / to /timeline', () => {
    expect(guard(route('/timelineReview'), '/timelineReview', true, 'CLIENT')).toEqual({ kind: 'redirect', to: '/timeline' });
    expect(guard(route('/'), '/', true, 'CLIENT_LITE')).toEqual({ kind: 'redirect', to: '/timeline' });
  });

  it('finds routes with a trailing slash', () => {
    expect(findScreen('/reports/')?.path).toBe('/reports');
  });
});

describe('login redirects', () => {
  it('encodes the full path', () => {
    expect(loginRedirect('/a?b=c&d=e')).toBe('/auth?redirect=%2Fa%3Fb%3Dc%26d%3De');
  });

  it('accepts only local paths', () => {
    expect(safeRedirect('/offers?x=1')).toBe('/offers?x=1');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/auth')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
