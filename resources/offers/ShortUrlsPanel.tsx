// Short URLs (spec 2 §2, §5): each link with copy and a QR code that downloads on click; the
// admin-only 'Add URL' dialog starts with a random 10-character code, 'Required' when empty, and
// shows the server's error on the code field until the code is edited.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../../src/components/submit/fieldErrors';
import { LIMITS, SHORT_CODE_MESSAGE, SHORT_CODE_PATTERN } from '../../contract/limits';
import type { Offer } from '../../contract/offers';
import type { AppDataProvider } from '../../dataProvider';
import { randomShortCode } from '../../contract/validation';
import { Allowed } from '../../src/components/access';
import { QrCode } from '../../src/components/QrCode/QrCode';
import { messageOf } from '../../src/components/messageOf';
import { useOfferCache } from './useOfferCache';
import { useChange } from '../../src/components/change/useChange';

export const shortLink = (code: string) => `${window.location.origin}/p/${code}`;

function AddUrlDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const translate = useTranslate();
  const api = useDataProvider<AppDataProvider>();
  const { patch } = useOfferCache();
  const [code, setCode] = useState(() => randomShortCode());
  const [url, setUrl] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const save = useChange({
    mutationFn: () => api.addShortUrl(offer.id, { url: url.trim(), shortCode: code.trim() }),
    onSuccess: (created) => {
      patch(offer.id, { urls: [...offer.urls, created] });
      onClose();
    },
    // The server's reason for the code field ('Letters, digits, - and _ only', 'already taken').
    onError: (error) => setServerError(fieldErrorsOf(error).shortCode ?? messageOf(error)),
  });
  const codeError = touched && code.trim() === '' ? 'Required'
    : touched && !SHORT_CODE_PATTERN.test(code.trim()) ? SHORT_CODE_MESSAGE : serverError;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('offers.shortUrls.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={translate('offers.shortUrls.code')} value={code} error={Boolean(codeError)} helperText={codeError ?? ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.shortCode } }}
            onChange={(e) => { setCode(e.target.value); setServerError(null); setTouched(true); }} />
          <TextField label={translate('offers.shortUrls.url')} value={url} onChange={(e) => setUrl(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('offers.controls.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => { setTouched(true); if (code.trim() && SHORT_CODE_PATTERN.test(code.trim())) save.mutate(); }}>
          {translate('offers.shortUrls.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ShortUrlsPanel({ offer }: { offer: Offer }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    notify('offers.shortUrls.copied', { type: 'info' });
  };
  return (
    <Stack spacing={2}>
      {offer.urls.length === 0 && <Typography color="text.secondary">{translate('offers.shortUrls.none')}</Typography>}
      {offer.urls.map((u) => (
        <Stack key={u.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }} data-testid="short-url">
          <QrCode value={shortLink(u.id)} title={translate('offers.shortUrls.qrHint')} />
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{shortLink(u.id)}</Typography>
              <IconButton aria-label={translate('offers.shortUrls.copy')} onClick={() => void copy(shortLink(u.id))}><CopyIcon fontSize="small" /></IconButton>
            </Stack>
            <Typography variant="body2" color="text.secondary">{translate('offers.shortUrls.visits', { count: u.visit_count })}</Typography>
          </Stack>
        </Stack>
      ))}
      <Allowed resource="offers" action="addShortUrl">
        <div>
          <Button variant="outlined" onClick={() => setAdding(true)}>{translate('offers.shortUrls.add')}</Button>
        </div>
      </Allowed>
      {adding && <AddUrlDialog offer={offer} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
