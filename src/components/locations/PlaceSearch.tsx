// Place search of the add dialog (spec 1 §2 Locations: restricted to US establishments): asks
// our server's maps service as the user types, then loads the chosen place's address.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PlaceDetails } from '../../../contract/locations';
import type { AppDataProvider } from '../../../dataProvider';
import { useDebounced } from '../useDebounced';

interface Suggestion { placeId: string; description: string }

interface PlaceSearchProps {
  onPlace: (place: PlaceDetails | null) => void;
  /** Translation keys of the field's label and hint; the location dialog's by default. */
  label?: string;
  hint?: string;
  autoFocus?: boolean;
  /** A message for the field, shown in place of the hint. */
  error?: string;
}

export function PlaceSearch({ onPlace, label = 'locations.search', hint = 'locations.searchHint', autoFocus = true, error }: PlaceSearchProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 250);
  const { data = [], isFetching } = useQuery({
    queryKey: ['maps', 'places', q],
    queryFn: ({ signal }) => dataProvider.searchPlaces(q, signal),
    enabled: q.length >= 2,
    placeholderData: (previous) => previous,
  });

  const choose = async (choice: Suggestion | null) => {
    if (!choice) return onPlace(null);
    try {
      onPlace(await dataProvider.placeDetails(choice.placeId));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Autocomplete<Suggestion>
      options={q.length >= 2 ? data : []}
      filterOptions={(options) => options}
      getOptionLabel={(o) => o.description}
      isOptionEqualToValue={(a, b) => a.placeId === b.placeId}
      loading={isFetching}
      noOptionsText={translate('locations.noPlaces')}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, value) => { void choose(value); }}
      renderInput={(params) => (
        <TextField {...params} autoFocus={autoFocus} label={translate(label)} error={Boolean(error)} helperText={error ?? translate(hint)} />
      )}
    />
  );
}
