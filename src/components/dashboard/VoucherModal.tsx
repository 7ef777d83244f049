// Voucher modal (spec 1 §2 Dashboard): proof image carousel; customer name (or 'Unknown'),
// 'joined us on', 'posts shared'; a ring with 'On {date}, {name} visited your location. They were
// the {n} of {total} customers to visit.'; offer summary; value; proof types; feedback (the chosen
// types, or a Share Feedback button). A Close button and Esc close it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { feedbackTitle } from '../../../contract/feedbackTypes';
import type { VoucherDetails } from '../../../contract/dashboard';
import type { AppDataProvider } from '../../../dataProvider';
import { FeedbackTypeIcon } from './feedbackIcons';
import { ImageCarousel } from './ImageCarousel';
import { ShareFeedbackDialog } from './ShareFeedbackDialog';
import { formatDate, formatMoney, humanType, ordinal } from './format';
import { dashboardKeys } from './queries';

function VisitRing({ d, name }: { d: VoucherDetails; name: string }) {
  const translate = useTranslate();
  if (!d.voucher.date_redeemed || !d.voucher_in_month_number || !d.voucher_month_total) {
    return <Typography>{translate('dashboard.voucher.notRedeemed', { name })}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
        <CircularProgress variant="determinate" size={64} value={(100 * d.voucher_in_month_number) / d.voucher_month_total} />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="caption">{`${d.voucher_in_month_number}/${d.voucher_month_total}`}</Typography>
        </Box>
      </Box>
      <Typography data-testid="visit-text">
        {translate('dashboard.voucher.visited', {
          date: formatDate(d.voucher.date_redeemed), name, n: ordinal(d.voucher_in_month_number), total: d.voucher_month_total,
        })}
      </Typography>
    </Box>
  );
}

export function VoucherModal({ voucherId, onClose }: { voucherId: number; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [sharing, setSharing] = useState(false);
  // The Share Feedback button is gone once feedback exists: focus goes back into this dialog so
  // Esc still closes it.
  const closeButton = useRef<HTMLButtonElement>(null);
  const { data: d } = useQuery({ queryKey: dashboardKeys.voucher(voucherId), queryFn: () => dp.getVoucherDetails(voucherId) });
  const feedback = [...new Set(d?.proofs.flatMap((p) => p.client_feedback) ?? [])];
  const firstName = d?.user.first_name ?? null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="voucher-title" data-testid="voucher-modal">
      <DialogTitle id="voucher-title">{firstName ?? translate('dashboard.voucher.unknown')}</DialogTitle>
      <DialogContent dividers>
        {!d ? <CircularProgress /> : (
          <Stack spacing={2}>
            <ImageCarousel images={d.proofs.filter((p) => p.img_url).map((p) => ({ src: p.img_url ?? '', alt: humanType(p.proof_type) }))} />
            <Box>
              {d.user.created_at && <Typography color="text.secondary">{translate('dashboard.voucher.joined', { date: formatDate(d.user.created_at) })}</Typography>}
              <Typography color="text.secondary">{translate('dashboard.voucher.postsShared', { n: d.user_number_of_proofs })}</Typography>
            </Box>
            <VisitRing d={d} name={firstName ?? translate('dashboard.voucher.local')} />
            <Box>
              <Typography variant="subtitle2">{translate('dashboard.voucher.offer')}</Typography>
              <Typography>{d.offer.offer_summary}</Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2">{translate('dashboard.voucher.value')}</Typography>
              <Typography data-testid="voucher-value">{formatMoney(d.amount)}</Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2">{translate('dashboard.voucher.proofTypes')}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {d.proofs.map((p) => <Chip key={p.id} label={humanType(p.proof_type)} size="small" />)}
              </Stack>
            </Box>
            <Box data-testid="voucher-feedback">
              <Typography variant="subtitle2">{translate('dashboard.voucher.feedback')}</Typography>
              {feedback.length > 0 ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {feedback.map((type) => <Chip key={type} icon={<FeedbackTypeIcon type={type} />} label={feedbackTitle(type)} color="secondary" variant="outlined" />)}
                </Stack>
              ) : d.proofs[0] ? (
                <Button variant="outlined" onClick={() => setSharing(true)}>{translate('dashboard.voucher.shareFeedback')}</Button>
              ) : null}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={closeButton} onClick={onClose}>{translate('dashboard.voucher.close')}</Button>
      </DialogActions>
      {d?.proofs[0] && (
        <ShareFeedbackDialog open={sharing} proofId={d.proofs[0].id} firstName={firstName} onClose={() => setSharing(false)}
          onExited={() => closeButton.current?.focus()} />
      )}
    </Dialog>
  );
}
