// /auth/login/:token (spec 1 §2 Login): the e-mailed link. The page first asks whom the link is for
// (without using it up) and redeems it only on the user's click, 'Log in as {email}', so a mail
// scanner that opens links and runs their scripts uses up nothing (issue 19 finding 10). Then the
// JWT is stored and the user goes to the redirect (reply, else query, else /).
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { AppAuthProvider } from '../../../authProvider';
import { AuthLayout } from '../../layout/AuthLayout';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function TokenLoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const button = useRef<HTMLButtonElement>(null);

  // Kept out of the query cache, which a successful login clears (a refetch would find the link used).
  const [email, setEmail] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: () => authProvider!.login({ token, redirect }),
    onSuccess: (result) => {
      queryClient.clear();
      navigate(result.redirectTo || '/', { replace: true });
    },
    onError: (error) => {
      notify(messageOf(error), { type: 'error' });
      navigate('/auth', { replace: true });
    },
  });

  useEffect(() => {
    if (!authProvider) return;
    let active = true;
    authProvider.linkEmail(token).then(
      (found) => { if (active) setEmail(found); },
      (error: unknown) => {
        if (!active) return;
        notify(messageOf(error), { type: 'error' });
        navigate('/auth', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [authProvider, token, notify, navigate]);
  useEffect(() => {
    if (email) button.current?.focus();
  }, [email]);

  if (!email || redeem.isPending || redeem.isSuccess) {
    return (
      <AuthLayout>
        <CircularProgress aria-labelledby="logging-in" />
        <Typography id="logging-in" color="text.secondary">{translate('shell.login.loggingIn')}</Typography>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Button ref={button} variant="contained" size="large" onClick={() => redeem.mutate()} sx={{ textTransform: 'none' }}>
        {translate('shell.login.logInAs', { email })}
      </Button>
      <Typography variant="body2" color="text.secondary">{translate('shell.login.oneClick')}</Typography>
    </AuthLayout>
  );
}
