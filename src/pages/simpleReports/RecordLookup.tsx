// The record search of a report's parameters (spec 3 §2 Simple Reports: an offer or a Sway offer
// chosen by search, its id shown): an autocomplete over the options `search` answers for the
// typed text, with the chosen record's id under the field.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebounced } from '../../components/useDebounced';

export interface LookupOption { id: number; label: string }

interface RecordLookupProps {
  /** react-query key of the search, with the typed text added. */
  queryKey: readonly unknown[];
  search: (text: string, signal: AbortSignal) => Promise<LookupOption[]>;
  value: LookupOption | null;
  onChange: (option: LookupOption | null) => void;
  label: string;
  hint: string;
  /** The spec's message when Generate was pressed without a choice. */
  error?: string;
}

export function RecordLookup({ queryKey, search, value, onChange, label, hint, error }: RecordLookupProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim(), 250);
  const found = useQuery({
    queryKey: [...queryKey, text],
    queryFn: ({ signal }) => search(text, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <Autocomplete<LookupOption>
      options={found.data ?? []}
      value={value}
      onChange={(_e, option) => onChange(option)}
      onInputChange={(_e, input, reason) => { if (reason === 'input' || reason === 'clear') setTyped(input); }}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      renderOption={(props, o) => <li {...props} key={o.id}>{o.label} ({translate('adminTools.reports.chosenId', { id: o.id })})</li>}
      loading={found.isFetching}
      noOptionsText={translate('adminTools.reports.noMatches')}
      renderInput={(params) => (
        <TextField {...params} label={translate(label)} error={Boolean(error)}
          helperText={error ?? (value ? translate('adminTools.reports.chosenId', { id: value.id }) : translate(hint))} />
      )}
      sx={{ maxWidth: 560, width: '100%' }}
    />
  );
}
