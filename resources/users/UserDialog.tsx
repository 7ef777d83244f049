// Add/edit a business user (spec 1 §2 Users, §6): first_name, last_name, email; the e-mail is
// editable only for a new user or by an admin. A duplicate e-mail shows next to the field. Saves
// through the users resource (useCreate / useUpdate), so react-admin's cache of the list follows.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { HttpError, Form, TextInput, useCreate, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { BusinessUser } from '../../contract/users';
import { email as emailRule, requiredName } from '../../contract/validation';
import { useControl } from '../../src/components/access';
import { messageOf } from '../../src/components/messageOf';

interface Props {
  user?: BusinessUser;
  onClose: () => void;
}

const fieldErrors = (error: unknown): Record<string, string> => {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'fields' in error.body) {
    return (error.body as { fields: Record<string, string> }).fields;
  }
  return {};
};

export function UserDialog({ user, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'users';
  const [create, { isPending: creating }] = useCreate<BusinessUser>();
  const [update, { isPending: updating }] = useUpdate<BusinessUser>();
  const busy = creating || updating;
  const mayEditEmail = useControl('users', 'editEmail').allowed;
  const emailEditable = !user || mayEditEmail;

  const save = (values: FieldValues) => {
    const body = { first_name: String(values.first_name ?? '').trim(), last_name: String(values.last_name ?? '').trim() };
    const email = String(values.email ?? '').trim();
    const options = { onError: (error: unknown) => notify(messageOf(error), { type: 'error' }), returnPromise: true } as const;
    return user
      ? update(resource, { id: user.id, data: emailEditable ? { ...body, email } : body, previousData: user },
        { ...options, mutationMode: 'pessimistic' })
      : create(resource, { data: { ...body, email } }, options);
  };

  // react-admin's Form maps a returned object of field errors onto the fields.
  const onSubmit = async (values: FieldValues) => {
    try {
      await save(values);
      notify('locations.users.saved', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      return Object.keys(fields).length > 0 ? fields : undefined;
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="user-dialog-title">
      <Form defaultValues={{ first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '' }} onSubmit={onSubmit} noValidate>
        <DialogTitle id="user-dialog-title">{translate(user ? 'locations.users.edit' : 'locations.users.add')}</DialogTitle>
        <DialogContent>
          <TextInput source="first_name" label="locations.users.fields.first_name" validate={requiredName} />
          <TextInput source="last_name" label="locations.users.fields.last_name" validate={requiredName} />
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
