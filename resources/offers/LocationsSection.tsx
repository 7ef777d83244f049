// Location panel (spec 2 §2): the offer's location tags (PUT offer/updateLocations/{id}) and the
// locations they reach (GET offer/addresses/{offerId}).
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Offer } from '../../contract/offers';
import type { AppDataProvider } from '../../dataProvider';
import type { LocationTagOption } from '../../dataProvider/offers';
import { useProviderQuery } from '../../src/components/useProviderQuery';
import { useOfferCache } from './useOfferCache';
import { useChange } from '../../src/components/change/useChange';

export const tagLabel = (t: Pick<LocationTagOption, 'kind' | 'value'>) => (t.kind === 'custom' ? t.value : `${t.kind}: ${t.value}`);

export const useLocationTags = () => useProviderQuery('offers', 'getLocationTags', []);

export function TagPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const translate = useTranslate();
  const { data: options = [] } = useLocationTags();
  return (
    <Autocomplete multiple options={options} getOptionLabel={(o) => `${tagLabel(o)} (${o.location_count})`}
      value={options.filter((o) => value.includes(o.id))} onChange={(_, next) => onChange(next.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={translate('offers.fields.locationTags')} />} />
  );
}

export function LocationsSection({ offer }: { offer: Offer }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useDataProvider<AppDataProvider>();
  const { refresh } = useOfferCache();
  const [ids, setIds] = useState(() => offer.location_tags.map((t) => t.id));
  const addresses = useProviderQuery('offers', 'getOfferAddresses', [offer.id]);
  const save = useChange({
    mutationFn: () => api.updateOfferLocations(offer.id, ids),
    onSuccess: () => {
      notify('offers.list.saved', { type: 'success' });
      refresh();
    },
  });
  const locations = addresses.data?.locations ?? [];
  return (
    <Stack spacing={1}>
      <TagPicker value={ids} onChange={setIds} />
      <div><Button variant="outlined" onClick={() => save.mutate()} disabled={save.isPending}>{translate('offers.list.save')}</Button></div>
      {locations.length === 0
        ? <Typography color="text.secondary">{translate('offers.fields.noLocations')}</Typography>
        : locations.map((l) => <Typography key={l.id} variant="body2">{`${l.address}, ${l.city}, ${l.state} ${l.zipcode}`}</Typography>)}
    </Stack>
  );
}
