// The CSV upload dialog (max width 800): choose a file, header toggle (default on), preview of the
// first 5 and last 5 codes, then the addCodes method (POST coupon/addCodes/{id}) → 'Uploaded {n}
// codes' and the resource's lists refetched. The server imports all or nothing; duplicates it
// reports are shown in the toast.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { CodeListRow } from '../../contract/coupons';
import type { AppDataProvider } from '../../dataProvider';
import { parseCodes, previewCodes } from './csv';
import { useChange } from '../../src/components/change/useChange';

export function UploadCodesDialog({ list, onClose }: { list: CodeListRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useDataProvider<AppDataProvider>();
  const resource = useResourceContext() ?? 'couponCodes';
  const client = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const [hasHeader, setHasHeader] = useState(true);
  const codes = text == null ? [] : parseCodes(text, hasHeader);
  const { first, last } = previewCodes(codes);
  const upload = useChange({
    mutationFn: () => api.addCodes(list.id, codes),
    onSuccess: (reply) => {
      const dupes = reply.duplicatesInListCount + reply.duplicatesInFileCount;
      notify(translate('offers.coupons.uploaded', { n: reply.addedCodes })
        + (dupes ? ` — ${translate('offers.coupons.duplicates', { inList: reply.duplicatesInListCount, inFile: reply.duplicatesInFileCount })}` : ''), { type: 'success' });
      void client.invalidateQueries({ queryKey: [resource] });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>{`${translate('offers.coupons.uploadTitle')}: ${list.list_name}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Button variant="outlined" component="label">
            {translate('offers.coupons.chooseFile')}
            <input hidden type="file" accept=".csv,text/csv,text/plain" data-testid="csv-input"
              onChange={async (e) => { const file = e.target.files?.[0]; if (file) setText(await file.text()); }} />
          </Button>
          <FormControlLabel control={<Switch checked={hasHeader} onChange={(e) => setHasHeader(e.target.checked)} />} label={translate('offers.coupons.hasHeader')} />
          {text != null && (
            <>
              <Typography>{translate('offers.coupons.codeCount', { count: codes.length })}</Typography>
              <Stack direction="row" spacing={4}>
                <div data-testid="preview-first">
                  <Typography variant="subtitle2">{translate('offers.coupons.previewFirst')}</Typography>
                  <List dense>{first.map((c) => <ListItem key={c.line}>{c.value}</ListItem>)}</List>
                </div>
                {last.length > 0 && (
                  <div data-testid="preview-last">
                    <Typography variant="subtitle2">{translate('offers.coupons.previewLast')}</Typography>
                    <List dense>{last.map((c) => <ListItem key={c.line}>{c.value}</ListItem>)}</List>
                  </div>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('offers.coupons.cancel')}</Button>
        <Button variant="contained" disabled={codes.length === 0 || upload.isPending} onClick={() => upload.mutate()}>
          {translate('offers.coupons.uploadButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
