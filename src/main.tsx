// The console's entry (issue 20 item 3). A cold visit to a login page (/auth, /auth/login/:token),
// or a logged-out visit to a screen, which the guard would send there, draws the light login
// shell (src/login/): React and plain CSS, no react-admin, MUI or emotion. Every other path draws
// the admin shell (react-admin's <Admin>, src/App.tsx), whose chunks, page and first reads
// src/entryStart.ts has already asked for; the first render waits for them, so that nothing
// suspends on it (src/preloadable.ts: a Suspense fallback, once shown, stays 300 ms).
import { adminShellLoading, startsOnLogin } from './entryStart';
import { StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminShell } from './adminShell';
import { LoginShell } from './login/LoginShell';

function ConsoleEntry({ startsOnLogin }: { startsOnLogin: boolean }) {
  const [adminShell, setAdminShell] = useState(!startsOnLogin);
  const leaveLogin = useCallback(() => setAdminShell(true), []);
  if (!adminShell) return <LoginShell onLeave={leaveLogin} />;
  return (
    <Suspense fallback={null}>
      <AdminShell />
    </Suspense>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <ConsoleEntry startsOnLogin={startsOnLogin} />
    </StrictMode>,
  );
// A chunk that failed to load is left to the Suspense boundary, which throws it to the error page.
void adminShellLoading.then(render, render);
