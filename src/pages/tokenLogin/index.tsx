// /auth/login/:token (spec 1 §2 Login): the e-mailed link. The page first asks whom the link is for
// (without using it up) and redeems it only on the user's click, 'Log in as {email}', so a mail
// scanner that opens links and runs their scripts uses up nothing (issue 19 finding 10). Then the
// JWT is stored and the user goes to the redirect (reply, else query, else /). While the button
// waits for the click, the admin shell and the screen it lands on load (issue 20 item 3).
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { safeRedirect } from '../../../authProvider/guard';
import { AuthLayout } from '../../layout/AuthLayout';
import { useAuthPage } from '../../login/authPage';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function TokenLoginPage({ token }: { token: string }) {
  const { translate, notifyError, auth, navigate, search, loggedIn, preloadLanding } = useAuthPage();
  const redirect = search.get('redirect');
  const button = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState(false);

  useEffect(() => {
    let active = true;
    auth.linkEmail(token).then(
      (found) => { if (active) setEmail(found); },
      (error: unknown) => {
        if (!active) return;
        notifyError(messageOf(error));
        navigate('/auth');
      },
    );
    return () => {
      active = false;
    };
  }, [auth, token, notifyError, navigate]);
  useEffect(() => {
    if (!email) return;
    button.current?.focus();
    preloadLanding(safeRedirect(redirect) ?? '/');
  }, [email, redirect, preloadLanding]);

  const redeem = () => {
    setRedeeming(true);
    auth.login({ token, redirect }).then(
      (result) => {
        loggedIn();
        navigate(result.redirectTo || '/');
      },
      (error: unknown) => {
        notifyError(messageOf(error));
        navigate('/auth');
      },
    );
  };

  if (!email || redeeming) {
    return (
      <AuthLayout>
        <CircularProgress aria-labelledby="logging-in" />
        <Typography id="logging-in" color="text.secondary">{translate('shell.login.loggingIn')}</Typography>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Button ref={button} variant="contained" size="large" onClick={redeem} sx={{ textTransform: 'none' }}>
        {translate('shell.login.logInAs', { email })}
      </Button>
      <Typography variant="body2" color="text.secondary">{translate('shell.login.oneClick')}</Typography>
    </AuthLayout>
  );
}
