// The light login shell: /auth and /auth/login/:token on a cold visit, in plain elements and CSS
// with the console's colours (src/layout/AuthLayout.css), without react-admin, its form stack, the
// admin screens' table, MUI or emotion, so the first screen a new visitor sees loads a fraction of
// the console and paints once React has run (issue 20 items 3 and 4). Leaving the login pages (a
// redeemed link) hands the page to the admin shell (onLeave), which then also draws /auth itself
// after a logout.
import { useEffect, useMemo, useState } from 'react';
import { loginMethods } from '../../authProvider/login';
import { createApi } from '../../dataProvider/api';
import { API_URL } from '../../dataProvider/apiUrl';
import { createHttpClient } from '../../dataProvider/httpClient';
import { tokenStore } from '../../dataProvider/token';
import LoginPage from '../pages/login';
import TokenLoginPage from '../pages/tokenLogin';
import { preloadAdminShell } from '../adminShell';
import { AuthPageContext, type AuthPageTools } from './authPage';
import { loginPageOf } from './loginPaths';
import { translateShell } from './translate';

const auth = loginMethods(createApi(createHttpClient(API_URL)), tokenStore);
/** As long as react-admin's notifications stay up. */
const NOTICE_MS = 4000;

export function LoginShell({ onLeave }: { onLeave: () => void }) {
  const [location, setLocation] = useState(() => ({ pathname: window.location.pathname, search: window.location.search }));
  const [notice, setNotice] = useState<{ message: string; key: number } | null>(null);
  const tools = useMemo<AuthPageTools>(() => ({
    translate: translateShell,
    notifyError: (message) => setNotice({ message: translateShell(message), key: Date.now() }),
    auth,
    navigate: (to) => {
      window.history.replaceState(null, '', to);
      const next = new URL(to, window.location.origin);
      if (loginPageOf(next.pathname) === null) onLeave();
      else setLocation({ pathname: next.pathname, search: next.search });
    },
    search: new URLSearchParams(location.search),
    loggedIn: () => undefined,
    preloadLanding: preloadAdminShell,
  }), [location.search, onLeave]);
  const token = loginPageOf(location.pathname);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <>
      <AuthPageContext.Provider value={tools}>
        {token ? <TokenLoginPage key={token} token={token} /> : <LoginPage />}
      </AuthPageContext.Provider>
      {/* react-admin's error notification, as the admin shell shows it: announced, gone after 4 s. */}
      {notice && <div key={notice.key} className="sway-auth-notice" role="alert">{notice.message}</div>}
    </>
  );
}
