// The upload dialog of a File list (spec 3 §2 Mailing Lists, §9;
// docs/decisions/0073-mailing-list-files.md): the accepted columns, the file (at most 50MB), the upload's progress, then the import's
// progress as the server reports it (the list is PROCESSING) and its report: the counts and the
// first 50 errors, under the spec's 'Only showing first 100'.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import {
  MAILING_LIST_ERRORS_SHOWN, MAILING_LIST_FILE_MAX_BYTES, MAILING_LIST_IMPORT_MESSAGES, type MailingList,
} from '../../contract/mailingLists';
import type { AppDataProvider } from '../../dataProvider';
import { messageOf } from '../../src/components/messageOf';
import { useChange } from '../../src/components/change/useChange';

export interface AttachTarget { id: number; name: string; file?: File }

function ImportReport({ list }: { list: MailingList }) {
  const translate = useTranslate();
  const report = list.last_import;
  if (!report) return null;
  if (list.mailing_list_status === 'PROCESSING') {
    return (
      <Stack spacing={1}>
        <Typography>{translate('adminTools.lists.importing', { file: report.file_name, percent: report.progress, rows: report.rows_read.toLocaleString('en-US') })}</Typography>
        <LinearProgress variant="determinate" value={report.progress} aria-label={translate('adminTools.lists.importProgress')} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1} data-testid="import-report">
      <Alert severity={list.mailing_list_status === 'FAILED' ? 'error' : report.bad_rows > 0 ? 'warning' : 'success'}>{report.message}</Alert>
      {report.errors.length > 0 && (
        <>
          <Typography variant="subtitle2">
            {translate('adminTools.lists.errorsTitle', { n: report.bad_rows.toLocaleString('en-US') })}
            {report.bad_rows > MAILING_LIST_ERRORS_SHOWN && ` — ${translate('adminTools.lists.onlyFirst')}`}
          </Typography>
          <List dense aria-label={translate('adminTools.lists.errorsList')} sx={{ maxHeight: 280, overflowY: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>
            {report.errors.slice(0, MAILING_LIST_ERRORS_SHOWN).map((e) => <ListItem key={e} sx={{ py: 0, overflowWrap: 'anywhere' }}>{e}</ListItem>)}
          </List>
        </>
      )}
    </Stack>
  );
}

export function AttachFileDialog({ target, onClose }: { target: AttachTarget; onClose: () => void }) {
  const translate = useTranslate();
  const api = useDataProvider<AppDataProvider>();
  const { data = [], refetch } = useListContext<MailingList>();
  const [file, setFile] = useState<File | undefined>(target.file);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const list = data.find((l) => l.id === target.id);

  const send = useChange({
    mutationFn: (chosen: File) => api.attachMailingListFile(target.id, chosen, setSent),
    onSuccess: async () => {
      setDone(true);
      await refetch();
    },
    onError: (err) => {
      setError(messageOf(err));
      setSent(null);
    },
  });
  const upload = async (chosen: File) => {
    if (chosen.size > MAILING_LIST_FILE_MAX_BYTES) {
      setError(MAILING_LIST_IMPORT_MESSAGES.tooLarge);
      return;
    }
    setError(undefined);
    setSent(0);
    await send.run(chosen);
  };
  useEffect(() => {
    // A file chosen in the creation form goes up as soon as its list exists.
    if (target.file && !started.current) {
      started.current = true;
      void upload(target.file);
    }
  });
  const uploading = sent !== null && !done;
  return (
    <Dialog open onClose={uploading ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('adminTools.lists.attachTitle', { name: target.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{translate('adminTools.lists.columnsHint')}</Typography>
          {sent === null && !done && (
            <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
              {file ? file.name : translate('adminTools.lists.chooseFile')}
              <input hidden type="file" accept=".csv,text/csv,text/plain" data-testid="mailing-list-file"
                onChange={(e) => { setFile(e.target.files?.[0]); setError(undefined); }} />
            </Button>
          )}
          {uploading && (
            <Stack spacing={1}>
              <Typography>{translate('adminTools.lists.uploading', { file: file?.name ?? '', percent: sent })}</Typography>
              <LinearProgress variant="determinate" value={sent} aria-label={translate('adminTools.lists.uploadProgress')} />
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {done && list && <ImportReport list={list} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {!done && sent === null && (
          <Button variant="contained" disabled={!file || send.isPending} onClick={() => file && void upload(file)}>{translate('adminTools.lists.upload')}</Button>
        )}
        <Button onClick={onClose} disabled={uploading}>{translate('adminTools.lists.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
