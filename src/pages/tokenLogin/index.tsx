// /auth/login/:token (spec 1 §2 Login): the e-mailed link. The page first asks whom the link is for
// (without using it up) and redeems it only on the user's click, 'Log in as {email}', so a mail
// scanner that opens links and runs their scripts uses up nothing (issue 19 finding 10). Then the
// JWT is stored and the user goes to the redirect (reply, else query, else /). While the button
// waits for the click, the admin shell and the screen it lands on load (issue 20 item 3).
import { useEffect, useRef, useState } from 'react';
import { safeRedirect } from '../../../authProvider/guard';
import { AuthLayout, AuthSpinner } from '../../layout/AuthLayout';
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
        <AuthSpinner aria-labelledby="logging-in" />
        <p className="sway-auth-text sway-auth-text--secondary" id="logging-in">{translate('shell.login.loggingIn')}</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <button ref={button} type="button" className="sway-auth-button sway-auth-button--large" onClick={redeem}>
        {translate('shell.login.logInAs', { email })}
      </button>
      <p className="sway-auth-text sway-auth-text--secondary sway-auth-text--small">{translate('shell.login.oneClick')}</p>
    </AuthLayout>
  );
}
