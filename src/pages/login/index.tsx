// /auth (spec 1 §2 Login): e-mail and SIGN IN; form → loading → check-email with a resend
// link; an error toasts and returns to the form. The redirect query travels to the server so
// the e-mailed link comes back to it. The e-mail is checked by the shared rule (spec 1 §5:
// 'E-mail is required', then 'E-mail must be valid'), shown under the field by react-admin's
// form, not by the browser's bubble, and nothing is sent until it passes.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, TextInput, useAuthProvider, useNotify, useTranslate, type Validator } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../layout/AuthLayout';
import { email as emailRule } from '../../../contract/validation';

const validateEmail: Validator = (value) => emailRule(value);

type Step = 'form' | 'loading' | 'sent';

export default function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>('form');

  const requestLink = async (address = email) => {
    if (!authProvider) return;
    setEmail(address);
    setStep('loading');
    try {
      await authProvider.login({ email: address, redirect: searchParams.get('redirect') });
      setStep('sent');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setStep('form');
    }
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
      <Box sx={{ width: '100%' }}>
        <Form
          defaultValues={{ email }} onSubmit={(values: FieldValues) => void requestLink(String(values.email ?? '').trim())}
          noValidate disableInvalidFormNotification
        >
          <TextInput
            source="email"
            label="shell.login.email"
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            validate={validateEmail}
          />
          <Button type="submit" variant="contained" color="primary" fullWidth sx={{ mt: 1 }}>
            {translate('shell.login.signIn')}
          </Button>
        </Form>
      </Box>
    </AuthLayout>
  );
}
