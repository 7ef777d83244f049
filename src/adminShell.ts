// The admin shell (react-admin's <Admin> with every screen, in the browser's router:
// src/AdminRoot.tsx) loads on demand: a cold visit to a login page draws without it
// (src/main.tsx), and a login starts loading it, with the screen it lands on, before the user has
// clicked (issue 20 item 3).
import { preloadable } from './preloadable';
import { preloadScreen } from './screenPages';

export const AdminShell = preloadable(() => import('./AdminRoot'));

/** Starts loading the admin shell and the page of `path` (path and query), in parallel; resolves when both are here. */
export function preloadAdminShell(path: string): Promise<unknown> {
  return Promise.all([AdminShell.preload(), preloadScreen(new URL(path, window.location.origin).pathname)]);
}
