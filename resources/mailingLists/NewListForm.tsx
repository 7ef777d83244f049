// The creation form of /mailingLists (spec 3 §2, §5): list type (File or Survey) and name, with
// the spec's default name, and Create. A blank name shows 'You must enter in a list name' and
// sends nothing. A File list takes a CSV file ('File (Max 50MB)'), named after it by default;
// once the list exists the file goes up in the upload dialog (AttachFileDialog). A file over the
// limit is refused before the list is created, so no empty list is left behind (issue 34).
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  MAILING_LIST_FILE_MAX_BYTES, MAILING_LIST_IMPORT_MESSAGES, MAILING_LIST_MESSAGES, MAILING_LIST_NAME_MAX, MAILING_LIST_TYPES, type MailingListType,
} from '../../contract/mailingLists';
import { useChange } from '../../src/components/change/useChange';
import { defaultListName } from './defaultName';
import type { AttachTarget } from './AttachFileDialog';

export function NewListForm({ onAttach }: { onAttach: (target: AttachTarget) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [type, setType] = useState<MailingListType>('Survey');
  const [name, setName] = useState(() => defaultListName('Survey', new Date()));
  const [error, setError] = useState<string>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();

  const changeType = (next: MailingListType) => {
    // A name the admin typed stays; a default follows the type.
    if (name === '' || name === defaultListName(type, new Date(), file?.name)) setName(defaultListName(next, new Date(), file?.name));
    setType(next);
  };
  const create = useChange({
    mutationFn: async ({ type: kind, name: listName }: { type: MailingListType; name: string; file?: File }) =>
      (await dataProvider.create('mailingLists', { data: { type: kind, name: listName } })).data as { id: number },
    refresh: true,
    onSuccess: (created, { name: listName, file: chosen }) => {
      notify('adminTools.lists.created', { type: 'success', messageArgs: { name: listName } });
      if (chosen) onAttach({ id: created.id, name: listName, file: chosen });
      setName(defaultListName(type, new Date()));
      setFile(undefined);
    },
  });
  const chooseFile = (chosen: File | undefined) => {
    if (name === '' || name === defaultListName(type, new Date(), file?.name)) setName(defaultListName(type, new Date(), chosen?.name));
    setFile(chosen);
    setFileError(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') {
      setError(MAILING_LIST_MESSAGES.nameRequired);
      return;
    }
    if (type === 'File' && !file) {
      setFileError(translate('adminTools.lists.fileRequired'));
      return;
    }
    if (type === 'File' && file && file.size > MAILING_LIST_FILE_MAX_BYTES) {
      setFileError(MAILING_LIST_IMPORT_MESSAGES.tooLarge);
      return;
    }
    create.mutate({ type, name: name.trim(), file: type === 'File' ? file : undefined });
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
      {type === 'File' && (
        <Stack sx={{ flexShrink: 0, maxWidth: { sm: 220 } }}>
          <Button variant="outlined" component="label" sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}>
            {file ? file.name : translate('adminTools.lists.file')}
            <input hidden type="file" accept=".csv,text/csv,text/plain" data-testid="new-list-file"
              onChange={(e) => chooseFile(e.target.files?.[0])} />
          </Button>
          {fileError && <FormHelperText error>{fileError}</FormHelperText>}
        </Stack>
      )}
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ flexShrink: 0 }}>{translate('adminTools.lists.create')}</Button>
    </Stack>
  );
}
