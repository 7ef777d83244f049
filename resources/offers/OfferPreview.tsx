// Network offer preview (spec 2 §2): modes Survey, Voucher and one Upload mode per enabled task;
// the 'Your Campaign Is Under Review' banner with the 380x200 image note, and for NEEDS_APPROVAL
// 'normally approved within 2 business days' and 'Submitted for Approval'. Distance 10 for LOCAL.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Offer } from '../../contract/offers';

const LOCAL_DISTANCE = 10;

export function OfferPreview({ offer, brand, onClose }: { offer: Offer; brand: string; onClose: () => void }) {
  const translate = useTranslate();
  const modes = ['survey', 'voucher', ...offer.tasks.map((t) => `upload:${t}`)];
  const [mode, setMode] = useState('survey');
  const taskName = (m: string) => translate(`offers.task.${m.slice('upload:'.length)}`);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth slotProps={{ paper: { sx: { maxWidth: 850 } } }}>
      <DialogTitle>{translate('offers.preview.title')}</DialogTitle>
      <DialogContent>
        {offer.offer_status === 'NEEDS_APPROVAL' && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="under-review">
            <AlertTitle>{translate('offers.preview.underReview')}</AlertTitle>
            {!offer.offer_image_url && <div>{translate('offers.preview.underReviewNote')}</div>}
            <div>{translate('offers.preview.approvalTime')}</div>
            <Chip size="small" color="info" label={translate('offers.preview.submitted')} sx={{ mt: 1 }} />
          </Alert>
        )}
        <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, m: string | null) => m && setMode(m)} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {modes.map((m) => (
            <ToggleButton key={m} value={m}>
              {m === 'survey' ? translate('offers.preview.survey') : m === 'voucher' ? translate('offers.preview.voucher') : translate('offers.preview.upload', { task: taskName(m) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Paper variant="outlined" sx={{ maxWidth: 380, mx: 'auto', overflow: 'hidden' }} data-testid="preview-phone">
          {offer.offer_image_url
            ? <Box component="img" src={offer.offer_image_url} alt="" sx={{ width: '100%', aspectRatio: '380 / 200', objectFit: 'cover', display: 'block' }} />
            : <Box sx={{ width: '100%', aspectRatio: '380 / 200', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}><Typography color="text.secondary">380x200</Typography></Box>}
          <Stack spacing={1} sx={{ p: 2 }}>
            <Typography variant="overline">{brand}</Typography>
            <Typography variant="h6">{offer.offer_summary}</Typography>
            {offer.offer_type === 'LOCAL' && <Typography variant="body2" color="text.secondary">{translate('offers.preview.distance', { miles: LOCAL_DISTANCE })}</Typography>}
            <Typography variant="body2" color="text.secondary">{translate('offers.preview.locals')}</Typography>
            {mode === 'survey' && <Typography>{translate('offers.preview.surveyQuestion', { brand })}</Typography>}
            {mode === 'voucher' && (
              <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'primary.main', p: 2, textAlign: 'center' }}>
                <Typography variant="h5">{offer.coupon_code ?? offer.offer_summary}</Typography>
                <Typography variant="body2">{translate('offers.preview.voucherNote')}</Typography>
              </Box>
            )}
            {mode.startsWith('upload:') && <Typography>{translate('offers.preview.uploadNote', { task: taskName(mode) })}</Typography>}
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {[...offer.hashtags, ...offer.instagram_mentions, ...offer.facebook_mentions].map((t) => <Chip key={t} size="small" label={t} />)}
            </Stack>
          </Stack>
        </Paper>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('offers.preview.close')}</Button></DialogActions>
    </Dialog>
  );
}
