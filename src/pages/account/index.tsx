// /account Account Details (spec 1 §2, §5): first and last name (required), the app version;
// save → PUT user/account/name → 'Account Details Updated' and a fresh identity.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Form, Loading, SaveButton, Title, required, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { LimitedTextInput } from '../../components/submit/LimitedTextInput';
import { LIMITS } from '../../../contract/limits';
import type { FieldValues } from 'react-hook-form';
import { APP_VERSION } from '../../../contract/roles';
import type { AppDataProvider } from '../../../dataProvider';
import type { AccountName } from '../../../dataProvider/session';
import type { AppIdentity } from '../../../authProvider';
import { useChange } from '../../components/change/useChange';

export default function AccountPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity, isPending, refetch } = useGetIdentity();
  const account = (identity as AppIdentity | undefined)?.account;

  // The name just saved: a second click that arrives after the first save finished (a double
  // click on a slow phone passes the form's validation late) has nothing new to send.
  const lastSaved = useRef<string | null>(null);
  const save = useChange({
    mutationFn: (name: AccountName) => dataProvider.updateAccountName(name),
    onSuccess: async (_reply, name) => {
      lastSaved.current = JSON.stringify(name);
      notify('shell.account.updated', { type: 'success' });
      await refetch();
    },
  });

  if (isPending) return <Loading />;
  // The server's field errors go back to <Form>, which puts each under its field.
  const onSubmit = async (values: FieldValues) => {
    const name = { firstName: String(values.firstName ?? '').trim(), lastName: String(values.lastName ?? '').trim() };
    if (lastSaved.current === JSON.stringify(name)) return undefined;
    return save.submit(name);
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
            <SaveButton disabled={save.isPending} alwaysEnable={!save.isPending} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
