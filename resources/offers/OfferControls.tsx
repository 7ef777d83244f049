// Approve / Pause / Stop (spec 2 §2 Offer controls, §4), admin only; each is disabled where the
// state machine refuses it (contract/offerActions), and the server still decides: a refusal's
// `error` is toasted. Stop asks 'When should this offer stop?' (default today).
import { useState, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Offer } from '../../contract/offers';
import { offerActionRefusal, type OfferAction } from '../../contract/offerActions';
import type { AppDataProvider } from '../../dataProvider';
import { todayIso } from './statusGroups';
import { useOfferCache } from './useOfferCache';
import { useChange } from '../../src/components/change/useChange';

type Action = { kind: 'approve' } | { kind: 'pause' } | { kind: 'stop'; date: string };

export function OfferControls({ offer }: { offer: Offer }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useDataProvider<AppDataProvider>();
  const { patch } = useOfferCache();
  const [stopOpen, setStopOpen] = useState(false);
  const [date, setDate] = useState(todayIso);

  const run = useChange({
    mutationFn: async (action: Action): Promise<Partial<Offer>> => {
      if (action.kind === 'approve') return api.approveOffer(offer.id);
      if (action.kind === 'pause') return api.pauseOffer(offer.id);
      return api.stopOffer(offer.id, action.date);
    },
    onSuccess: (changes, action) => {
      patch(offer.id, changes);
      const key = action.kind === 'approve' ? 'approved' : action.kind === 'pause' ? 'paused' : 'expirationUpdated';
      notify(`offers.controls.${key}`, { type: 'success' });
      setStopOpen(false);
    },
  });

  // Disabled where the state machine would refuse; the reason is the button's tooltip.
  const refusal = (action: OfferAction) => offerActionRefusal(offer.offer_status, action, { hasImage: Boolean(offer.offer_image_url) });
  const control = (action: OfferAction, button: ReactElement) => {
    const why = refusal(action);
    return why ? <Tooltip title={why}><span>{button}</span></Tooltip> : button;
  };
  return (
    <Stack direction="row" spacing={1} data-testid="offer-controls">
      {control('approve', (
        <Button variant="contained" size="small" disabled={run.isPending || refusal('approve') !== null} onClick={() => run.mutate({ kind: 'approve' })}>
          {translate('offers.controls.approve')}
        </Button>
      ))}
      {control('pause', (
        <Button variant="outlined" size="small" disabled={run.isPending || refusal('pause') !== null} onClick={() => run.mutate({ kind: 'pause' })}>
          {translate('offers.controls.pause')}
        </Button>
      ))}
      {control('stop', (
        <Button variant="outlined" color="error" size="small" disabled={run.isPending || refusal('stop') !== null} onClick={() => { setDate(todayIso()); setStopOpen(true); }}>
          {translate('offers.controls.stop')}
        </Button>
      ))}
      <Dialog open={stopOpen} onClose={() => setStopOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('offers.controls.stopTitle')}</DialogTitle>
        <DialogContent>
          {/* The offer it stops, by name (issue 34: a stop names its record). */}
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="stop-offer-name">{offer.offer_summary}</Typography>
          <TextField type="date" fullWidth sx={{ mt: 1 }} label={translate('offers.controls.stopDate')} value={date}
            onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStopOpen(false)}>{translate('offers.controls.cancel')}</Button>
          <Button color="error" variant="contained" disabled={!date || run.isPending} onClick={() => run.mutate({ kind: 'stop', date })}>
            {translate('offers.controls.stopOffer')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
