// Add/edit a business user (spec 1 §2 Users, §6): first_name, last_name, email; the e-mail is
// editable only for a new user or by an admin. A duplicate e-mail shows next to the field. Saves
// through the users resource (useChange), and the list is read again.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, TextInput, useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { BusinessUser } from '../../contract/users';
import { email as emailRule, requiredName } from '../../contract/validation';
import { useControl } from '../../src/components/access';
import { useChange } from '../../src/components/change/useChange';
import { LimitedTextInput } from '../../src/components/submit/LimitedTextInput';
import { LIMITS } from '../../contract/limits';

interface Props {
  user?: BusinessUser;
  onClose: () => void;
}


export function UserDialog({ user, onClose }: Props) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'users';
  const dataProvider = useDataProvider();
  const mayEditEmail = useControl('users', 'editEmail').allowed;
  const emailEditable = !user || mayEditEmail;

  const save = useChange({
    mutationFn: async (values: FieldValues): Promise<unknown> => {
      const body = { first_name: String(values.first_name ?? '').trim(), last_name: String(values.last_name ?? '').trim() };
      const email = String(values.email ?? '').trim();
      return user
        ? dataProvider.update<BusinessUser>(resource, { id: user.id, data: emailEditable ? { ...body, email } : body, previousData: user })
        : dataProvider.create(resource, { data: { ...body, email } });
    },
    success: 'locations.users.saved',
    refresh: true,
    onSuccess: onClose,
  });
  const busy = save.isPending;
  // react-admin's Form maps a returned object of field errors onto the fields.
  const onSubmit = save.submit;

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="user-dialog-title">
      <Form defaultValues={{ first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '' }} onSubmit={onSubmit} noValidate>
        <DialogTitle id="user-dialog-title">{translate(user ? 'locations.users.edit' : 'locations.users.add')}</DialogTitle>
        <DialogContent>
          <LimitedTextInput source="first_name" label="locations.users.fields.first_name" validate={requiredName} max={LIMITS.personName} />
          <LimitedTextInput source="last_name" label="locations.users.fields.last_name" validate={requiredName} max={LIMITS.personName} />
          <TextInput source="email" type="email" label="locations.users.fields.email" validate={emailRule} disabled={!emailEditable}
            helperText={emailEditable ? false : 'locations.users.emailLocked'} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('locations.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{translate('locations.save')}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
