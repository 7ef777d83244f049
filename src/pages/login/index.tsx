// /auth (spec 1 §2 Login): e-mail and SIGN IN; form → loading → check-email with a resend
// link; an error toasts and returns to the form. The redirect query travels to the server so
// the e-mailed link comes back to it. The e-mail is checked by the shared rule (spec 1 §5:
// 'E-mail is required', then 'E-mail must be valid'), shown under the field as react-admin's
// forms do (checked on submit, then on every change; the field takes the focus), not by the
// browser's bubble, and nothing is sent until it passes. Plain elements styled by
// src/layout/AuthLayout.css rather than react-admin's form or MUI, so a first visit loads neither
// react-admin, react-hook-form, MUI nor emotion (issue 20 items 3 and 4); the field looks like
// react-admin's filled TextInput.
import { useRef, useState, type FormEvent } from 'react';
import { safeRedirect } from '../../../authProvider/guard';
import { AuthLayout, AuthSpinner } from '../../layout/AuthLayout';
import { useAuthPage } from '../../login/authPage';
import { email as emailRule } from '../../../contract/validation/common';

type Step = 'form' | 'loading' | 'sent';
const HELPER_ID = 'email-helper-text';

export default function LoginPage() {
  const { translate, notifyError, auth, search, preloadLanding } = useAuthPage();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const field = useRef<HTMLInputElement>(null);
  const error = submitted ? emailRule(email) : undefined;

  const requestLink = async (address: string) => {
    setEmail(address);
    setStep('loading');
    try {
      await auth.login({ email: address, redirect: search.get('redirect') });
      setStep('sent');
      // The link is opened next, often in a new tab that shares this one's HTTP cache.
      preloadLanding(safeRedirect(search.get('redirect')) ?? '/');
    } catch (failure) {
      notifyError(failure instanceof Error ? failure.message : String(failure));
      setStep('form');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailRule(email)) field.current?.focus();
    else void requestLink(email.trim());
  };

  if (step === 'loading') {
    return (
      <AuthLayout>
        <AuthSpinner aria-label={translate('shell.login.sending')} />
      </AuthLayout>
    );
  }
  if (step === 'sent') {
    return (
      <AuthLayout>
        <p className="sway-auth-text" data-testid="check-email">
          {translate('shell.login.checkEmail')}
        </p>
        <button type="button" className="sway-auth-link" onClick={() => void requestLink(email)}>
          {translate('shell.login.resend')}
        </button>
      </AuthLayout>
    );
  }
  const fieldClass = ['sway-auth-field', email ? 'sway-auth-field--filled' : '', error ? 'sway-auth-field--error' : ''].filter(Boolean).join(' ');
  return (
    <AuthLayout>
      <form className="sway-auth-form" noValidate onSubmit={submit}>
        <div className={fieldClass}>
          <label className="sway-auth-field__label" htmlFor="email">{translate('shell.login.email')}</label>
          <div className="sway-auth-field__box">
            <input
              className="sway-auth-field__input"
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              autoFocus
              ref={field}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? HELPER_ID : undefined}
            />
          </div>
          {/* A blank line until there is a message, so the button does not move when one appears. */}
          <p className="sway-auth-field__helper" id={HELPER_ID}>{error ?? <span aria-hidden="true">{'\u200b'}</span>}</p>
        </div>
        <button type="submit" className="sway-auth-button sway-auth-button--full">
          {translate('shell.login.signIn')}
        </button>
      </form>
    </AuthLayout>
  );
}
