// /auth (spec 1 §2 Login): e-mail and SIGN IN; form → loading → check-email with a resend
// link; an error toasts and returns to the form. The redirect query travels to the server so
// the e-mailed link comes back to it. The e-mail is checked by the shared rule (spec 1 §5:
// 'E-mail is required', then 'E-mail must be valid'), shown under the field as react-admin's
// forms do (checked on submit, then on every change; the field takes the focus), not by the
// browser's bubble, and nothing is sent until it passes. Built from MUI's input parts rather than
// react-admin's form, so a first visit loads neither react-admin nor react-hook-form (issue 20
// item 3); the field looks like react-admin's filled TextInput through the same theme.
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { safeRedirect } from '../../../authProvider/guard';
import { AuthLayout } from '../../layout/AuthLayout';
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
        <Link component="button" type="button" onClick={() => void requestLink(email)}>
          {translate('shell.login.resend')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Box component="form" noValidate onSubmit={submit} sx={{ width: '100%' }}>
        <FormControl variant="filled" margin="dense" size="small" fullWidth error={Boolean(error)}>
          <InputLabel htmlFor="email">{translate('shell.login.email')}</InputLabel>
          <FilledInput
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            inputRef={field}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? HELPER_ID : undefined}
          />
          {/* A blank line until there is a message, so the button does not move when one appears. */}
          <FormHelperText id={HELPER_ID}>{error ?? ' '}</FormHelperText>
        </FormControl>
        <Button type="submit" variant="contained" color="primary" fullWidth sx={{ mt: 1 }}>
          {translate('shell.login.signIn')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
