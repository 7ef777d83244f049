// The inputs of the flow panels: controlled fields over the editor's draft of the flow, each with
// its limit shown as a counter and the server's or the rule's message on the field itself.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { FLOW_LIMITS, FLOW_MESSAGES, STEP_ICONS, type FlowStep } from '../../contract/swayFlow';
import { ImageUpload } from '../../src/components/ImageUpload';
import { STEP_ICON_SVG } from '../../customer/flow/icons';

/** Field errors by path ('voucher_data.steps.0.title'), from the server or the editor's own rules. */
export type FieldErrors = Record<string, string>;

interface TextProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  max?: number;
  multiline?: boolean;
  error?: string;
  required?: boolean;
  type?: string;
}

/** A text with its counter ('12/120'); over the limit or with an error, the message replaces it. */
export function FlowText({ label, value, onChange, max = FLOW_LIMITS.title, multiline, error, required, type }: TextProps) {
  const translate = useTranslate();
  const length = (value ?? '').length;
  const over = length > max ? `At most ${max} characters` : undefined;
  const message = error ?? over;
  return (
    <TextField label={translate(label)} value={value ?? ''} onChange={(e) => onChange(e.target.value)} fullWidth size="small"
      multiline={multiline} minRows={multiline ? 2 : undefined} required={required} type={type}
      error={Boolean(message)} helperText={message ?? `${length}/${max}`} sx={{ mb: 1.5 }}
      slotProps={{ htmlInput: { 'aria-label': translate(label) } }} />
  );
}

export function FlowSwitch({ label, checked, onChange, disabled, error }: {
  label: string; checked: boolean | undefined; onChange: (on: boolean) => void; disabled?: boolean; error?: string;
}) {
  const translate = useTranslate();
  const control = (
    <FormControlLabel sx={{ display: 'flex', mb: error ? 0 : 1 }} disabled={disabled}
      control={<Switch checked={checked === true} onChange={(e) => onChange(e.target.checked)} />} label={translate(label)} />
  );
  return error ? <>{control}<FormHelperText error sx={{ mb: 1 }}>{error}</FormHelperText></> : control;
}

export function ColorField({ label, value, onChange, error }: { label: string; value: string | undefined; onChange: (v: string) => void; error?: string }) {
  const translate = useTranslate();
  return (
    <TextField type="color" label={translate(label)} value={value || '#ffffff'} onChange={(e) => onChange(e.target.value)} size="small"
      error={Boolean(error)} helperText={error} sx={{ width: 150 }} />
  );
}

/** An image through the shared upload component, with its URL below for an image already hosted. */
export function ImageField({ label, value, onChange, error }: { label: string; value: string | undefined; onChange: (v: string) => void; error?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>{translate(label)}</Typography>
      <Box sx={{ maxWidth: 300 }}>
        <ImageUpload value={value || null} onChange={(url) => onChange(url ?? '')} imageType="swayFlow" editMode allowDelete minHeight={90} alt={translate(label)} />
      </Box>
      <FlowText label={label} value={value} onChange={onChange} max={2000} error={error} />
    </Box>
  );
}

/** A list of short texts (special notes, extra words, choices): one field each, add and remove. */
export function TextList({ label, values, onChange, max, maxItems, errors, path }: {
  label: string; values: string[] | undefined; onChange: (v: string[]) => void; max: number; maxItems: number; errors: FieldErrors; path: string;
}) {
  const translate = useTranslate();
  const items = values ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>{translate(label)}</Typography>
      {items.map((item, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FlowText label={`${translate(label)} ${i + 1}`} value={item} max={max} error={errors[`${path}.${i}`]}
            onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))} />
          <IconButton aria-label={`${translate('swayOffers.fields.removeItem')} ${i + 1}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {items.length < maxItems && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...items, ''])}>{translate('swayOffers.fields.addItem')}</Button>
      )}
    </Box>
  );
}

/** The steps of a part: title (required, 'Required' when blank), subtitle, icon. */
export function StepsEditor({ steps, onChange, errors, path }: { steps: FlowStep[] | undefined; onChange: (s: FlowStep[]) => void; errors: FieldErrors; path: string }) {
  const translate = useTranslate();
  const items = steps ?? [];
  const change = (i: number, patch: Partial<FlowStep>) => onChange(items.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{translate('swayOffers.fields.steps')}</Typography>
      {items.map((step, i) => (
        <Box key={i} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, mb: 1.5 }} data-testid={`${path}-${i}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FlowText label={`${translate('swayOffers.fields.title')} (${translate('swayOffers.fields.steps')} ${i + 1})`} value={step.title}
              required error={errors[`${path}.${i}.title`] ?? (step.title.trim() === '' ? FLOW_MESSAGES.stepTitleRequired : undefined)}
              onChange={(title) => change(i, { title })} />
            <IconButton aria-label={`${translate('swayOffers.fields.removeStep')} ${i + 1}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
          <FlowText label="swayOffers.fields.subtitle" value={step.subtitle} max={FLOW_LIMITS.text} error={errors[`${path}.${i}.subtitle`]}
            onChange={(subtitle) => change(i, { subtitle })} />
          <TextField select size="small" label={translate('swayOffers.fields.icon')} value={step.icon ?? ''} sx={{ minWidth: 200 }}
            onChange={(e) => change(i, { icon: (e.target.value || undefined) as FlowStep['icon'] })}>
            <MenuItem value="">{translate('swayOffers.fields.noIcon')}</MenuItem>
            {STEP_ICONS.map((icon) => (
              <MenuItem key={icon} value={icon}>
                {/* The icon as the customer page draws it (our own fixed SVG), beside its name. */}
                <Box component="img" alt="" src={`data:image/svg+xml,${encodeURIComponent(STEP_ICON_SVG[icon])}`}
                  sx={{ width: 20, height: 20, mr: 1, verticalAlign: 'middle' }} />
                {translate(`swayOffers.fields.stepIcons.${icon}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ))}
      {items.length < FLOW_LIMITS.steps && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...items, { title: '' }])}>{translate('swayOffers.fields.addStep')}</Button>
      )}
    </Box>
  );
}
