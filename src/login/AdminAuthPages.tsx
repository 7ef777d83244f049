// The login pages inside the admin shell, where a logout or a refused session brings the user
// back to /auth: the same pages as the login shell's, over react-admin's translate and
// notifications (so a session message raised before the redirect stays on screen) and the router.
import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { AppAuthProvider } from '../../authProvider';
import LoginPage from '../pages/login';
import TokenLoginPage from '../pages/tokenLogin';
import { preloadScreen } from '../screenPages';
import { AuthPageContext, type AuthPageTools } from './authPage';

function AdminAuthTools({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const auth = useAuthProvider<AppAuthProvider>() as AppAuthProvider;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const tools = useMemo<AuthPageTools>(() => ({
    translate: (key, options) => translate(key, options),
    notifyError: (message) => notify(message, { type: 'error' }),
    auth,
    navigate: (to) => navigate(to, { replace: true }),
    search,
    // The cache holds the previous login's answers.
    loggedIn: () => queryClient.clear(),
    preloadLanding: (path) => preloadScreen(new URL(path, window.location.origin).pathname),
  }), [translate, notify, auth, navigate, search, queryClient]);
  return <AuthPageContext.Provider value={tools}>{children}</AuthPageContext.Provider>;
}

export function AdminLoginPage() {
  return (
    <AdminAuthTools>
      <LoginPage />
    </AdminAuthTools>
  );
}

export function AdminTokenLoginPage() {
  const { token = '' } = useParams();
  return (
    <AdminAuthTools>
      <TokenLoginPage key={token} token={token} />
    </AdminAuthTools>
  );
}
