// A react-admin input for a list of short texts shown as chips: hashtags (prefix '#'), mentions
// (prefix '@') or free tags (spec 1 §5: hashtags auto-prefixed with #, mentions with @; the space
// key ends a hashtag entry). Enter, comma and leaving the field also end an entry.
// Usage: <ChipsInput source="hashtags" prefix="#" label="..." />.
import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import { LIMITS } from '../../../contract/limits';

export interface ChipsInputProps extends Omit<InputProps, 'source'> {
  source: string;
  /** Added to every entry that lacks it ('#' or '@'); none for free tags. */
  prefix?: '#' | '@';
  /** Whether the space key ends an entry (default: yes with a prefix, since tags hold no spaces). */
  spaceEnds?: boolean;
  helperText?: string;
}

/** What the field shows while typing: one prefix however many were typed or pasted ('##double' → '#double'). */
export function draftChip(raw: string, prefix?: '#' | '@'): string {
  if (!prefix || raw === '') return raw;
  return `${prefix}${raw.replace(/^[#@]+/, '')}`;
}

export function normalizeChip(raw: string, prefix?: '#' | '@'): string {
  const text = raw.trim();
  if (!prefix) return text;
  const bare = text.replace(/^[#@]+/, '').replace(/\s+/g, '');
  return bare ? `${prefix}${bare}` : '';
}

export function ChipsInput({ source, prefix, spaceEnds = prefix !== undefined, label, helperText, ...rest }: ChipsInputProps) {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({ source, defaultValue: [], ...rest });
  const [draft, setDraft] = useState('');
  const values: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];

  const commit = () => {
    const next = normalizeChip(draft, prefix);
    setDraft('');
    if (next && !values.includes(next)) field.onChange([...values, next]);
  };
  const remove = (value: string) => field.onChange(values.filter((v) => v !== value));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || (spaceEnds && event.key === ' ')) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      remove(values[values.length - 1] as string);
    }
  };

  return (
    <Box sx={{ mb: 1, width: '100%' }} data-testid={`chips-${source}`}>
      <TextField
        id={id}
        fullWidth
        size="small"
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={draft}
        onChange={(e) => setDraft(draftChip(e.target.value, prefix))}
        slotProps={{ htmlInput: { maxLength: LIMITS.tag } }}
        onKeyDown={onKeyDown}
        onBlur={() => { commit(); field.onBlur(); }}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ? translate(fieldState.error.message) : helperText ?? translate('locations.chipsHint')}
      />
      {values.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {values.map((value) => (
            <Chip key={value} label={value} size="small" onDelete={() => remove(value)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
