// The navigation drawer's filter and canAccess (spec 1 §2 Guard): both read the screen table.
import { describe, expect, it } from 'vitest';
import { canAccess, menuScreens as menuRoutes } from '../../authProvider/canAccess';
import { screens as appRoutes } from '../../authProvider/screens';

const paths = (userType: Parameters<typeof menuRoutes>[0]) => menuRoutes(userType).map((r) => r.path);

describe('menu', () => {
  it('shows CLIENT its screens and the unrestricted ones, not admin or hidden routes', () => {
    const client = paths('CLIENT');
    for (const p of ['/setup', '/timeline', '/reports', '/users', '/locations', '/offers', '/settings', '/swayOffers', '/couponCodes', '/socialProofWidget']) {
      expect(client).toContain(p);
    }
    for (const p of ['/timelineReview', '/clientLiteOffers', '/swayOffersLandingPage', '/swayWallOfLove', '/account', '/dashboard', '/admin', '/']) {
      expect(client).not.toContain(p);
    }
  });

  it('shows CLIENT_LITE the timeline and campaigns but no CLIENT-only screen', () => {
    const lite = paths('CLIENT_LITE');
    for (const p of ['/timeline', '/clientLiteOffers', '/swayOffers', '/couponCodes', '/socialProofWidget']) expect(lite).toContain(p);
    for (const p of ['/setup', '/reports', '/users', '/locations', '/offers', '/settings', '/timelineReview']) expect(lite).not.toContain(p);
  });

  it('shows ADMIN every route that is not hidden', () => {
    expect(paths('ADMIN')).toEqual(appRoutes.filter((r) => !r.hidden).map((r) => r.path));
    expect(paths('ADMIN')).toContain('/timelineReview');
    expect(paths('ADMIN')).not.toContain('/userLookup');
  });

  it('shows nothing without a user type', () => {
    expect(paths(null)).toEqual([]);
  });
});

describe('canAccess', () => {
  it('applies the route table to route names and paths', () => {
    expect(canAccess('CLIENT_LITE', { resource: 'reports' })).toBe(false);
    expect(canAccess('CLIENT', { resource: '/reports' })).toBe(true);
    expect(canAccess('ADMIN', { resource: 'reports' })).toBe(true);
    expect(canAccess('CLIENT', { resource: 'dashboard' })).toBe(true);
    expect(canAccess('CLIENT', { resource: 'userLookup' })).toBe(false);
  });

  it('leaves resources outside the table to the server, but never to a logged-out visitor', () => {
    expect(canAccess('CLIENT_LITE', { resource: 'codeLists', action: 'list' })).toBe(true);
    expect(canAccess(null, { resource: 'codeLists', action: 'list' })).toBe(false);
  });
});
