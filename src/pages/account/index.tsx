// /account Account Details (spec 1 §2, §5): first and last name (required), the app version;
// save → PUT user/account/name → 'Account Details Updated' and a fresh identity.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Form, Loading, SaveButton, Title, required, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useSubmitOnce } from '../../components/submit/useSubmitOnce';
import { fieldErrorsOf } from '../../components/submit/fieldErrors';
import { LimitedTextInput } from '../../components/submit/LimitedTextInput';
import { LIMITS } from '../../../contract/limits';
import type { FieldValues } from 'react-hook-form';
import { APP_VERSION } from '../../../contract/roles';
import type { AppDataProvider } from '../../../dataProvider';
import type { AccountName } from '../../../dataProvider/session';
import type { AppIdentity } from '../../../authProvider';

export default function AccountPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity, isPending, refetch } = useGetIdentity();
  const account = (identity as AppIdentity | undefined)?.account;

  const once = useSubmitOnce();
  // The name just saved: a second click that arrives after the first save finished (a double
  // click on a slow phone passes the form's validation late) has nothing new to send.
  const lastSaved = useRef<string | null>(null);
  const save = useMutation({
    mutationFn: (name: AccountName) => dataProvider.updateAccountName(name),
    onSuccess: async () => {
      notify('shell.account.updated', { type: 'success' });
      await refetch();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  if (isPending) return <Loading />;
  // The server's field errors go back to <Form>, which puts each under its field.
  const onSubmit = async (values: FieldValues) => {
    let fields = {};
    const name = { firstName: String(values.firstName ?? '').trim(), lastName: String(values.lastName ?? '').trim() };
    if (lastSaved.current === JSON.stringify(name)) return undefined;
    await once.submit(() => save.mutateAsync(name)
      .then(() => { lastSaved.current = JSON.stringify(name); })
      .catch((error: unknown) => { fields = fieldErrorsOf(error); throw error; }));
    return Object.keys(fields).length > 0 ? fields : undefined;
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 600 }}>
      <Title title="shell.account.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('shell.account.title')}
        </Typography>
        {account && (
          <Typography color="text.secondary" gutterBottom>
            {account.email}
          </Typography>
        )}
        <Form key={account?.id ?? 'none'} defaultValues={{ firstName: account?.first_name ?? '', lastName: account?.last_name ?? '' }} onSubmit={onSubmit}>
          <Stack>
            <LimitedTextInput source="firstName" label="shell.account.firstName" validate={required()} max={LIMITS.personName} />
            <LimitedTextInput source="lastName" label="shell.account.lastName" validate={required()} max={LIMITS.personName} />
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" data-testid="app-version">
              {translate('shell.account.version', { version: APP_VERSION })}
            </Typography>
            <SaveButton disabled={once.busy} alwaysEnable={!once.busy} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
