// The create dialog (spec 2 §2, §5): offer, list name (defaulting to the offer summary + ' code
// list') and pending code template id, all trimmed; created through the couponCodes resource
// (POST coupon/codeList/{sway|network}); 'Code List created {name}', or the returned error as a toast.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDataProvider, useGetList, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { CodeListRow } from '../../contract/coupons';
import type { Offer } from '../../contract/offers';
import type { NewCodeListRecord } from '../../dataProvider/offers';
import { useProviderQuery } from '../../src/components/useProviderQuery';
import { useChange } from '../../src/components/change/useChange';

interface OfferOption { id: number; offer_summary: string }

export function CreateCodeListDialog({ kind, onClose }: { kind: 'sway' | 'network'; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'couponCodes';
  const dataProvider = useDataProvider();
  const network = useGetList<Offer>('offers', { pagination: { page: 1, perPage: 1000 } }, { enabled: kind === 'network' });
  const sway = useProviderQuery('swayOffers', 'searchReviewOffers', [''], { enabled: kind === 'sway' });
  const options: OfferOption[] = kind === 'network' ? (network.data ?? []) : (sway.data?.swayOffers ?? []);
  const [offer, setOffer] = useState<OfferOption | null>(null);
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('');
  const save = useChange({
    mutationFn: async () => (await dataProvider.create<NewCodeListRecord, CodeListRow>(resource, {
      data: { kind, selectedOfferId: offer?.id ?? 0, listName: name.trim(), pendingCodeTemplateId: template.trim() },
    })).data,
    refresh: true,
    onSuccess: (list) => {
      notify(translate('offers.coupons.created', { name: list.list_name }), { type: 'success' });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>{translate('offers.coupons.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete options={options} value={offer} getOptionLabel={(o) => `${o.offer_summary} (#${o.id})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, o) => { setOffer(o); if (o) setName(`${o.offer_summary}${translate('offers.coupons.codeListSuffix')}`); }}
            renderInput={(params) => <TextField {...params} label={translate('offers.coupons.selectOffer')} />} />
          <TextField label={translate('offers.coupons.listName')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField label={translate('offers.coupons.templateId')} value={template} onChange={(e) => setTemplate(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('offers.coupons.cancel')}</Button>
        <Button variant="contained" disabled={!offer || !name.trim() || save.isPending} onClick={() => save.mutate()}>
          {translate('offers.coupons.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
