// The sway proof detail of User Lookup (spec 3 §2): what the lookup already returned (type, image,
// name, e-mail, phone, offer), plus the dashboard's admin panel to change the type or delete.
// It reads the lookup row rather than dashboard/swayProofDetails, because a lookup spans every
// business; the type change, image replacement and delete act through the admin's current
// business (the proof API's rule), so a proof of another business offers to switch to it first,
// without leaving the page.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useCurrentBusiness } from '../../layout/useSession';
import type { SwayProof } from '../../../contract/reviews';
import { ProofScreenshot } from '../../components/ProofScreenshot';
import { SwayProofAdminPanel } from '../../components/dashboard/SwayProofAdminPanel';
import { LabeledValue as Field } from '../../components/LabeledValue';
import { useChange } from '../../components/change/useChange';

export function LookupProofDialog({ proof, onClose }: { proof: SwayProof; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const current = useCurrentBusiness();
  const switchBusiness = useChange({
    mutationFn: () => dp.swapBusiness(proof.business_id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  // The lookup row is a copy taken when the dialog opened: a saved type change is shown from here
  // (issue 34: the title kept the old type).
  const [proofType, setProofType] = useState(proof.proof_type);
  const type = proofType.replace(/_/g, ' ');
  const inCurrentBusiness = current.data?.id === proof.business_id;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lookup-proof-title" data-testid="lookup-proof">
      <DialogTitle id="lookup-proof-title">{translate('reviews.lookup.proofOf', { type })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ProofScreenshot proofId={proof.id} imageUrl={proof.proof_image_url} proofType={proofType} readOnly={!inCurrentBusiness} />
          <Field label={translate('reviews.lookup.name')} value={proof.first_name} />
          <Field label={translate('reviews.lookup.email')} value={proof.email_address} />
          <Field label={translate('reviews.lookup.phone')} value={proof.phone} />
          <Field label={translate('reviews.lookup.offer')} value={proof.offer_summary} />
          {inCurrentBusiness ? (
            <SwayProofAdminPanel key={proofType} proofId={proof.id} proofType={proofType}
              customer={proof.first_name || proof.email_address || proof.phone} onDeleted={onClose} onTypeChanged={setProofType} />
          ) : current.isSuccess || current.isError ? (
            <Alert
              severity="info"
              action={(
                <Button color="inherit" size="small" onClick={() => switchBusiness.mutate()} disabled={switchBusiness.isPending}>
                  {translate('reviews.lookup.switch')}
                </Button>
              )}
            >
              {translate('reviews.lookup.otherBusiness')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('reviews.lookup.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
