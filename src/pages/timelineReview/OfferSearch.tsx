// The offer search of Timeline Review: an autocomplete over sway offers (all businesses for an
// admin), pending-first, each with its business and pending count.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SwayOfferSearchItem } from '../../../contract/reviews';
import type { AppDataProvider } from '../../../dataProvider';

const DEBOUNCE_MS = 250;

export function OfferSearch({ value, onChange }: { value: SwayOfferSearchItem | null; onChange: (offer: SwayOfferSearchItem | null) => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  // What the user typed, not the chosen offer's label that the field shows after a selection:
  // searching for that label found nothing, so the list was empty when opened again.
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const offers = useQuery({ queryKey: ['reviews', 'offerSearch', q], queryFn: () => dp.searchReviewOffers(q), placeholderData: (prev) => prev });

  return (
    <Autocomplete
      options={offers.data?.swayOffers ?? []}
      value={value}
      onChange={(_e, offer) => onChange(offer)}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        setInput(text);
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.offer_summary} — ${o.business_title}`}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.offer_summary} — {o.business_title} ({translate('reviews.timeline.pending', { count: o.pending_count })})
        </li>
      )}
      loading={offers.isFetching}
      noOptionsText={translate('reviews.timeline.noOffers')}
      renderInput={(params) => <TextField {...params} label={translate('reviews.timeline.searchOffer')} />}
      sx={{ maxWidth: 640, width: '100%' }}
    />
  );
}
