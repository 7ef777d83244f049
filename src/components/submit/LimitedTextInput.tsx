// A text input that shows its limit before the user reaches it (issue 18 defect 5): the browser
// stops typing at the limit (maxlength, the same number the server's schema holds, contract/limits)
// and the helper text counts '120 / 2000'. An error, the user's or the server's, replaces the count.
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

export function LimitedTextInput({ max, helperText, ...props }: TextInputProps & { max: number }) {
  const translate = useTranslate();
  const value = useWatch({ name: props.source }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  const hint = typeof helperText === 'string' && helperText ? `${translate(helperText)} · ` : '';
  return (
    <TextInput {...props} helperText={`${hint}${length} / ${max}`}
      slotProps={{ htmlInput: { maxLength: max } }} />
  );
}
