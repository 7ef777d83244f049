// /auth (spec 1 §2 Login): e-mail and SIGN IN; form → loading → check-email with a resend
// link; an error toasts and returns to the form. The redirect query travels to the server so
// the e-mailed link comes back to it.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../layout/AuthLayout';

type Step = 'form' | 'loading' | 'sent';

export default function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>('form');

  const requestLink = async () => {
    if (!authProvider) return;
    setStep('loading');
    try {
      await authProvider.login({ email, redirect: searchParams.get('redirect') });
      setStep('sent');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setStep('form');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void requestLink();
  };

  if (step === 'loading') {
    return (
      <AuthLayout>
        <CircularProgress aria-label={translate('shell.login.sending')} />
      </AuthLayout>
    );
  }
  if (step === 'sent') {
    return (
      <AuthLayout>
        <Typography align="center" data-testid="check-email">
          {translate('shell.login.checkEmail')}
        </Typography>
        <Link component="button" type="button" onClick={() => void requestLink()}>
          {translate('shell.login.resend')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <form onSubmit={onSubmit} style={{ width: '100%' }} noValidate={false}>
        <TextField
          label={translate('shell.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          autoFocus
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="contained" color="primary" fullWidth sx={{ mt: 2 }} disabled={!email.trim()}>
          {translate('shell.login.signIn')}
        </Button>
      </form>
    </AuthLayout>
  );
}
