// The console's entry (issue 20 item 3). A cold visit to a login page (/auth, /auth/login/:token),
// or a logged-out visit to a screen, which the guard would send there, draws the light login
// shell (src/login/): React, MUI's pieces and the theme, no react-admin. Every other path loads the
// admin shell (react-admin's <Admin>, src/App.tsx) and, alongside it, the opened screen's page and
// its first reads (src/earlyCalls.ts).
import { lazy, StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeClaims } from '../authProvider/claims';
import { guard } from '../authProvider/guard';
import { findScreen } from '../authProvider/screens';
import { tokenStore } from '../dataProvider/token';
import { loadAdminShell, preloadAdminShell } from './adminShell';
import { sendEarlyCalls } from './earlyCalls';
import { LoginShell } from './login/LoginShell';
import { loginPageOf } from './login/loginPaths';

const AdminRoot = lazy(loadAdminShell);

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

function ConsoleEntry({ startsOnLogin }: { startsOnLogin: boolean }) {
  const [adminShell, setAdminShell] = useState(!startsOnLogin);
  const leaveLogin = useCallback(() => setAdminShell(true), []);
  if (!adminShell) return <LoginShell onLeave={leaveLogin} />;
  return (
    <Suspense fallback={null}>
      <AdminRoot />
    </Suspense>
  );
}

const startsOnLogin = opensLoginPage();
if (!startsOnLogin) {
  preloadAdminShell(`${window.location.pathname}${window.location.search}`);
  sendEarlyCalls(window.location.pathname, window.location.search);
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <ConsoleEntry startsOnLogin={startsOnLogin} />
  </StrictMode>,
);
