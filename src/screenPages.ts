// The custom routes' pages (src/screens.tsx attaches them to the screen table's paths), each loaded
// lazily and able to start loading before React asks for it. Apart from the screen table, which
// imports react-admin and every resource folder, so that the entry (src/main.tsx) starts loading
// the opened screen's page at once instead of after the admin shell (issue 20 item 3).
import type { ScreenPath } from '../authProvider/screens';
import { preloadable, type Preloadable } from './preloadable';

/** A lazily loaded page that can start loading before React asks for it, and renders at once once it has. */
export type PreloadablePage = Preloadable;

const proof = preloadable(() => import('./pages/proof'));

/** The page of each path of the screen table that is a custom route (the others are resources). */
export const screenPages = {
  '/': preloadable(() => import('./pages/landing')),
  '/setup': preloadable(() => import('./pages/setup')),
  '/timeline': preloadable(() => import('./pages/timeline')),
  '/redeem': preloadable(() => import('./pages/redeem')),
  '/timelineReview': preloadable(() => import('./pages/timelineReview')),
  '/reports': preloadable(() => import('./pages/reports')),
  '/settings': preloadable(() => import('./pages/settings')),
  '/swayWallOfLove': preloadable(() => import('./pages/swayWallOfLove')),
  '/account': preloadable(() => import('./pages/account')),
  '/adminSettings': preloadable(() => import('./pages/adminSettings')),
  '/simpleReports': preloadable(() => import('./pages/simpleReports')),
  '/dashboard': preloadable(() => import('./pages/dashboard')),
  '/admin': preloadable(() => import('./pages/admin')),
  '/userLookup': preloadable(() => import('./pages/userLookup')),
  '/chargebeeControl': preloadable(() => import('./pages/chargebeeControl')),
  '/proof/facebookCheckin': proof,
  '/proof/facebookPost': proof,
  '/proof/instagramPost': proof,
  '/proof/onlineReview': proof,
  '/proof/TikTokPost': proof,
  '/proof/facebookReview': proof,
} satisfies Partial<Record<ScreenPath, PreloadablePage>>;

/**
 * Starts loading the page of the path the browser opened, alongside the admin shell and the
 * session calls, instead of after the layout has drawn (the dashboard's calls started 0.7 s later
 * for that) or after the screen table has loaded. Resolves when the page is here (or is no page).
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return (screenPages as Partial<Record<string, PreloadablePage>>)[pathname]?.preload() ?? Promise.resolve();
}
