// /auth/login/:token (spec 1 §2 Login): a spinner while the e-mailed token is redeemed (POST);
// then the JWT is stored and the user goes to the redirect (reply, else query, else /).
import { useEffect } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotify, useTranslate, type AuthProvider } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { LoginResult } from '../../../authProvider';
import { AuthLayout } from '../../layout/AuthLayout';

// A link token is single use: redeem each one once, even when effects run twice (StrictMode).
const redemptions = new Map<string, Promise<LoginResult>>();

function redeem(authProvider: AuthProvider, token: string, redirect: string | null): Promise<LoginResult> {
  let attempt = redemptions.get(token);
  if (!attempt) {
    attempt = authProvider.login({ token, redirect }) as Promise<LoginResult>;
    redemptions.set(token, attempt);
  }
  return attempt;
}

export default function TokenLoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  useEffect(() => {
    if (!authProvider) return;
    let active = true;
    redeem(authProvider, token, redirect)
      .then(async (result) => {
        if (!active) return;
        queryClient.clear();
        navigate(result.redirectTo || '/', { replace: true });
      })
      .catch((error: unknown) => {
        if (!active) return;
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        navigate('/auth', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [authProvider, token, redirect, navigate, notify, queryClient]);

  return (
    <AuthLayout>
      <CircularProgress aria-labelledby="logging-in" />
      <Typography id="logging-in" color="text.secondary">{translate('shell.login.loggingIn')}</Typography>
    </AuthLayout>
  );
}
