// The review queue's filters (issue 13 item 4): all, with signals, tags missing, unreadable — each
// with its count — and the review level, when the campaign's proofs were checked at more than one.
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { SwayProof } from '../../../contract/reviews';
import { CHECK_FILTERS, matchesCheckFilter, type CheckFilter } from './checkFilters';

export function CheckFilterBar({ proofs, filter, onFilter, level, onLevel }: {
  proofs: SwayProof[];
  filter: CheckFilter;
  onFilter: (filter: CheckFilter) => void;
  level: string;
  onLevel: (level: string) => void;
}) {
  const translate = useTranslate();
  const levels = [...new Set(proofs.map((p) => p.check?.level).filter((l): l is NonNullable<typeof l> => l != null))];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }} role="group" aria-label={translate('reviews.checks.filter.label')}>
      {CHECK_FILTERS.map((f) => (
        <Chip key={f} clickable color={filter === f ? 'primary' : 'default'} variant={filter === f ? 'filled' : 'outlined'}
          aria-pressed={filter === f} onClick={() => onFilter(f)}
          label={translate(`reviews.checks.filter.${f}`, { count: proofs.filter((p) => matchesCheckFilter(f, p)).length })} />
      ))}
      {levels.length > 1 && (
        <TextField select size="small" label={translate('reviews.checks.filter.level')} value={level} onChange={(e) => onLevel(e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{translate('reviews.checks.filter.anyLevel')}</MenuItem>
          {levels.map((l) => <MenuItem key={l} value={l}>{l}</MenuItem>)}
        </TextField>
      )}
    </Stack>
  );
}
