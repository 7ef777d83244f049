// The admin-only 'Admin' panel of the sway proof modal (spec 1 §2, §4, §5, §8): a Proof Type
// select of the known task types, Save ('Type updated to ...', needs a chosen type) and Delete
// ('Proof Deleted...', after a confirmation: a delete cannot be undone from the console); an
// answer carrying an error toasts 'Error updating/deleting {error}'.
// Every dashboard list is refreshed at once after either.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SWAY_PROOF_TYPES } from '../../../contract/swayProofTypes';
import type { AppDataProvider } from '../../../dataProvider';
import type { ProofActionReply } from '../../../dataProvider/dashboard';
import { humanType, swayTypeLabel } from './format';
import { useRefreshDashboard } from './queries';
import { useChange } from '../change/useChange';

interface Props {
  proofId: number;
  proofType: string;
  /** Whose proof it is, as the dialog shows them (first name, else e-mail or phone): the delete confirmation names them. */
  customer: string | null | undefined;
  onDeleted: () => void;
  /** The saved type, for a holder that shows the type from its own copy of the proof (User Lookup). */
  onTypeChanged?: (type: string) => void;
}

export function SwayProofAdminPanel({ proofId, proofType, customer, onDeleted, onTypeChanged }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const refresh = useRefreshDashboard();
  const [type, setType] = useState<string>((SWAY_PROOF_TYPES as readonly string[]).includes(proofType) ? proofType : '');
  const failed = (key: string) => (error: Error | ProofActionReply) =>
    notify(key, { type: 'error', messageArgs: { error: 'error' in error && error.error ? error.error : (error as Error).message } });

  const save = useChange({
    mutationFn: () => dp.updateSwayProofType(proofId, type),
    onSuccess: async (reply) => {
      if (reply.error) return failed('dashboard.sway.errorUpdating')(reply);
      notify('dashboard.sway.typeUpdated', { type: 'success', messageArgs: { type: swayTypeLabel(type) } });
      onTypeChanged?.(type);
      await refresh();
    },
    onError: failed('dashboard.sway.errorUpdating'),
  });
  const remove = useChange({
    mutationFn: () => dp.deleteProof(proofId),
    onSuccess: async (reply) => {
      if (reply.error) return failed('dashboard.sway.errorDeleting')(reply);
      notify('dashboard.sway.deleted', { type: 'success' });
      onDeleted();
      await refresh();
    },
    onError: failed('dashboard.sway.errorDeleting'),
  });
  const busy = save.isPending || remove.isPending;
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid="sway-admin">
      <Typography variant="subtitle2" gutterBottom>{translate('dashboard.sway.admin')}</Typography>
      <FormControl fullWidth size="small" sx={{ mb: 2 }}>
        <InputLabel id="sway-type-label">{translate('dashboard.sway.proofType')}</InputLabel>
        <Select labelId="sway-type-label" label={translate('dashboard.sway.proofType')} value={type} onChange={(e) => setType(e.target.value)}>
          {SWAY_PROOF_TYPES.map((t) => <MenuItem key={t} value={t}>{humanType(t)}</MenuItem>)}
        </Select>
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>{translate('dashboard.sway.delete')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={busy || !type}>{translate('dashboard.sway.save')}</Button>
      </Stack>
      <Confirm isOpen={confirming} title="dashboard.sway.deleteTitle" titleTranslateOptions={{ customer: customer || translate('dashboard.sway.thisCustomer') }}
        content="dashboard.sway.deleteText"
        confirm="dashboard.sway.delete" confirmColor="warning" loading={remove.isPending}
        onConfirm={() => { setConfirming(false); remove.mutate(); }} onClose={() => setConfirming(false)} />
    </Box>
  );
}
