// The warning before a location save or archive (spec 1 §2 Locations, §4): lists the offers the
// location will be added to or removed from, and saves only on confirm.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AffectedOffers, OfferRef } from '../../../contract/locations';

interface Props {
  affected: AffectedOffers | null;
  archive?: boolean;
  /** The location's name ('12 Main St, Cody'): an archive names what it archives (issue 34). */
  name?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function OfferList({ title, offers }: { title: string; offers: OfferRef[] }) {
  if (offers.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>{title}</Typography>
      <List dense disablePadding>
        {offers.map((o) => (
          <ListItem key={o.id} disableGutters>
            <ListItemText primary={o.offer_summary} secondary={o.offer_status} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

export function AffectedOffersDialog({ affected, archive = false, name = '', busy = false, onCancel, onConfirm }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={affected !== null} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="affected-offers-title">
      <DialogTitle id="affected-offers-title">
        {archive ? translate('locations.archiveTitle', { name }) : translate('locations.affected.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {translate(archive ? 'locations.affected.archiveIntro' : 'locations.affected.intro')}
        </Typography>
        {affected && (
          <>
            <OfferList title={translate('locations.affected.added')} offers={affected.addedToOffers} />
            <OfferList title={translate('locations.affected.removed')} offers={affected.removedFromOffers} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{translate('locations.cancel')}</Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={archive ? 'error' : 'primary'}>
          {translate(archive ? 'locations.archive' : 'locations.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
