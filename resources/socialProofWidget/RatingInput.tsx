// A review's stars as a form input (spec 3 §3: half steps): MUI's Rating in half steps, keyboard
// operable (arrow keys), with the field's error below it.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

export function RatingInput({ source, label, validate }: { source: string; label: string; validate?: Validator }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} sx={{ mb: 2 }} component="fieldset">
      <FormLabel component="legend">{translate(label)}</FormLabel>
      <Rating name={source} precision={0.5} value={field.value == null || field.value === '' ? null : Number(field.value)}
        onChange={(_, value) => field.onChange(value)} onBlur={field.onBlur} />
      {error && <FormHelperText><InputHelperText error={error} /></FormHelperText>}
    </FormControl>
  );
}
