// The light login shell: /auth and /auth/login/:token on a cold visit, with MUI's pieces and the
// console's theme but without react-admin, its form stack and the admin screens' table, so the
// first screen a new visitor sees loads a fraction of the console (issue 20 item 3). Leaving the
// login pages (a redeemed link) hands the page to the admin shell (onLeave), which then also
// draws /auth itself after a logout.
import { useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import Snackbar from '@mui/material/Snackbar';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { loginMethods } from '../../authProvider/login';
import { createApi } from '../../dataProvider/api';
import { API_URL } from '../../dataProvider/apiUrl';
import { createHttpClient } from '../../dataProvider/httpClient';
import { tokenStore } from '../../dataProvider/token';
import LoginPage from '../pages/login';
import TokenLoginPage from '../pages/tokenLogin';
import { preloadAdminShell } from '../adminShell';
import { baseTheme } from '../themeBase';
import { AuthPageContext, type AuthPageTools } from './authPage';
import { loginPageOf } from './loginPaths';
import { translateShell } from './translate';

const theme = createTheme(baseTheme);
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

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthPageContext.Provider value={tools}>
        {token ? <TokenLoginPage key={token} token={token} /> : <LoginPage />}
      </AuthPageContext.Provider>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        message={notice?.message}
        autoHideDuration={NOTICE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => { if (reason !== 'clickaway') setNotice(null); }}
        slotProps={{ content: { sx: { bgcolor: 'error.main', color: 'error.contrastText' } } }}
      />
    </ThemeProvider>
  );
}
