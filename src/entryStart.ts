// What the entry does before anything heavy is evaluated (src/main.tsx imports it first, and an
// ES module's imports run in order): decide which shell the opened page needs and, for the admin
// shell, start fetching its chunks, the opened screen's page and the first reads, so that they
// arrive while React and MUI are still being evaluated (issue 20 item 3). Nothing here imports
// React's renderer or MUI.
import { decodeClaims } from '../authProvider/claims';
import { guard } from '../authProvider/guard';
import { findScreen } from '../authProvider/screens';
import { tokenStore } from '../dataProvider/token';
import { preloadAdminShell } from './adminShell';
import { sendEarlyCalls } from './earlyCalls';
import { loginPageOf } from './login/loginPaths';

/** Whether the opened page is a login page, after sending a logged-out visit to a screen where the guard would. */
function opensLoginPage(): boolean {
  const { pathname, search } = window.location;
  if (loginPageOf(pathname) !== null) return true;
  const screen = findScreen(pathname);
  if (!screen || decodeClaims(tokenStore.get())) return false;
  const decision = guard(screen, `${pathname}${search}`, false, null);
  if (decision.kind !== 'redirect') return false;
  window.history.replaceState(null, '', decision.to);
  return true;
}

export const startsOnLogin = opensLoginPage();

/** The admin shell and the opened screen's page, loading (or nothing to wait for on a login page). */
export const adminShellLoading: Promise<unknown> = startsOnLogin
  ? Promise.resolve()
  : preloadAdminShell(`${window.location.pathname}${window.location.search}`);
if (!startsOnLogin) sendEarlyCalls(window.location.pathname, window.location.search);
