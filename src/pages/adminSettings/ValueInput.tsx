// One industry value in the table: numeric text, checked with the server's own rule, saved when
// it changes (on leaving the field or Enter, spec 3 §2 "each field saves when changed"). A value
// the rule refuses stays in the field with the reason under it and is not sent. Esc puts the stored
// value back and saves nothing; a save the server refuses puts the stored value back too, and the
// toast says why (issue 34): the field never shows a value that is not stored.
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { IndustryValueField } from '../../../contract/industryValues';
import { industryDollars, proofRatio } from '../../../contract/validation';

/** How a stored value shows: whole dollars bare, cents with two digits, the ratio as is; missing is 0. */
export function formatValue(field: IndustryValueField, value: number): string {
  if (field === 'industry_proof_ratio' || Number.isInteger(value)) return String(value);
  return value.toFixed(2);
}

interface Props {
  field: IndustryValueField;
  value: number;
  /** The category's title, for the field's accessible name. */
  category: string;
  /** Resolves true once stored. */
  onSave: (newValue: string) => Promise<boolean>;
}

export function ValueInput({ field, value, category, onSave }: Props) {
  const translate = useTranslate();
  const stored = formatValue(field, value);
  const [text, setText] = useState(stored);
  const [shown, setShown] = useState(stored);
  // A new stored value (this save, or another admin's) replaces what the field shows.
  if (stored !== shown) {
    setShown(stored);
    setText(stored);
  }
  const money = field !== 'industry_proof_ratio';
  const error = (money ? industryDollars : proofRatio)(text);
  // The value on its way: Enter and the blur after it save it once.
  const sending = useRef<string | null>(null);
  const commit = () => {
    const typed = text.trim();
    if (typed === stored || typed === sending.current || error) return;
    sending.current = typed;
    void onSave(typed).then((saved) => {
      sending.current = null;
      if (!saved) setText(stored);
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') {
      // The blur that follows finds the stored value and sends nothing.
      setText(stored);
      e.currentTarget.value = stored;
      e.currentTarget.blur();
    }
  };
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': translate('adminTools.values.fieldOf', { field: translate(`adminTools.values.${field}`), category }) },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
      }}
      sx={{ minWidth: 110 }}
      fullWidth
    />
  );
}
