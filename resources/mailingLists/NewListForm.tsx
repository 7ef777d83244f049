// The creation form of /mailingLists (spec 3 §2, §5): list type (File or Survey) and name, with
// the spec's default name, and Create. A blank name shows 'You must enter in a list name' and
// sends nothing. Attaching a file comes with the streamed upload (docs/decisions.md).
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MAILING_LIST_MESSAGES, MAILING_LIST_NAME_MAX, MAILING_LIST_TYPES, type MailingListType } from '../../contract/mailingLists';
import { messageOf } from '../../src/components/messageOf';
import { defaultListName } from './defaultName';

export function NewListForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [type, setType] = useState<MailingListType>('Survey');
  const [name, setName] = useState(() => defaultListName('Survey', new Date()));
  const [error, setError] = useState<string>();

  const changeType = (next: MailingListType) => {
    // A name the admin typed stays; a default follows the type.
    if (name === '' || name === defaultListName(type, new Date())) setName(defaultListName(next, new Date()));
    setType(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') {
      setError(MAILING_LIST_MESSAGES.nameRequired);
      return;
    }
    void create('mailingLists', { data: { type, name: name.trim() } }, {
      onSuccess: () => {
        notify('adminTools.lists.created', { type: 'success', messageArgs: { name: name.trim() } });
        setName(defaultListName(type, new Date()));
        refresh();
      },
      onError: (err) => notify(messageOf(err), { type: 'error' }),
    });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, maxWidth: 720, alignItems: { sm: 'flex-start' } }}>
      <TextField select size="small" label={translate('adminTools.lists.type')} value={type} sx={{ width: { sm: 160 }, flexShrink: 0 }}
        onChange={(e) => changeType(e.target.value as MailingListType)}>
        {MAILING_LIST_TYPES.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
      </TextField>
      <TextField size="small" label={translate('adminTools.lists.name')} value={name} fullWidth sx={{ maxWidth: { sm: 400 } }}
        onChange={(e) => { setName(e.target.value); setError(undefined); }} error={Boolean(error)} helperText={error}
        slotProps={{ htmlInput: { maxLength: MAILING_LIST_NAME_MAX } }} />
      <Button type="submit" variant="contained" disabled={isPending} sx={{ flexShrink: 0 }}>{translate('adminTools.lists.create')}</Button>
    </Stack>
  );
}
