// Sway proof modal (spec 1 §2 Dashboard): proof type and image, customer name, e-mail, phone,
// offer summary, value; admins (control swayProofs/administer) also get the 'Admin' panel.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { Allowed } from '../access';
import { SwayProofAdminPanel } from './SwayProofAdminPanel';
import { formatMoney, humanType } from './format';
import { dashboardKeys } from './queries';
import { LabeledValue as Field } from '../LabeledValue';

export function SwayProofModal({ proofId, onClose }: { proofId: number; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { data: d } = useQuery({ queryKey: dashboardKeys.sway(proofId), queryFn: () => dp.getSwayProofDetails(proofId) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sway-title" data-testid="sway-modal">
      <DialogTitle id="sway-title">{d ? `Sway ${humanType(d.sway_proof.proof_type)}` : ''}</DialogTitle>
      <DialogContent dividers>
        {!d ? <CircularProgress /> : (
          <Stack spacing={2}>
            {d.sway_proof.proof_image_url && (
              <Box component="img" src={d.sway_proof.proof_image_url} alt={humanType(d.sway_proof.proof_type)} sx={{ maxWidth: '100%', maxHeight: 260, mx: 'auto' }} />
            )}
            <Field label={translate('dashboard.sway.name')} value={d.sway_proof.first_name} />
            <Field label={translate('dashboard.sway.email')} value={d.sway_proof.email} />
            <Field label={translate('dashboard.sway.phone')} value={d.sway_proof.phone} />
            <Field label={translate('dashboard.sway.offer')} value={d.sway_offer.offer_summary} />
            <Field label={translate('dashboard.sway.value')} value={formatMoney(d.amount)} />
            <Allowed resource="swayProofs" action="administer">
              <SwayProofAdminPanel key={d.sway_proof.proof_type} proofId={d.sway_proof.id} proofType={d.sway_proof.proof_type}
                customer={d.sway_proof.first_name || d.sway_proof.email || d.sway_proof.phone} onDeleted={onClose} />
            </Allowed>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dashboard.voucher.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
