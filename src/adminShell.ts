// The admin shell (react-admin's <Admin> with every screen, in the browser's router:
// src/AdminRoot.tsx) loads on demand: a cold visit to a login page draws without it
// (src/main.tsx), and a login starts loading it, with the screen it lands on, before the user has
// clicked (issue 20 item 3).
import { preloadScreen } from './screenPages';

export const loadAdminShell = () => import('./AdminRoot');

/** Starts loading the admin shell and the page of `path` (path and query), in parallel. */
export function preloadAdminShell(path: string) {
  void loadAdminShell();
  preloadScreen(new URL(path, window.location.origin).pathname);
}
