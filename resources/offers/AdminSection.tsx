// The admin-only panel (spec 2 §2, §5): custom description and tasks required, offers per
// location ≥ 0, display priority for WEB offers with its hint, and the one-time switch that
// stores min_days_between_offer = 36500.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { CheckboxGroupInput, NumberInput, required, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PROOF_TASK_TYPES } from '../../contract/offers';
import { ONE_TIME_MIN_DAYS, offersPerLocation, tasksRequired } from '../../contract/validation';
import { LIMITS, WHOLE_NUMBER_MESSAGE } from '../../contract/limits';
import { LimitedTextInput } from '../../src/components/submit/LimitedTextInput';

const DEFAULT_MIN_DAYS = 30;
/** The server's rule for counts and priorities, said before saving. */
const wholeNumber = (v: unknown) => (v == null || v === '' || Number.isInteger(Number(v)) ? undefined : WHOLE_NUMBER_MESSAGE);

export function AdminSection() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const offerType = useWatch({ name: 'offer_type' }) as string;
  const minDays = useWatch({ name: 'min_days_between_offer' }) as number | undefined;
  const oneTime = Number(minDays) === ONE_TIME_MIN_DAYS;
  return (
    <Stack spacing={1}>
      <LimitedTextInput source="custom_description" label="offers.fields.customDescription" multiline validate={required()} max={LIMITS.customDescription} />
      <CheckboxGroupInput source="tasks" label="offers.fields.tasks" validate={(v: unknown) => tasksRequired(v)}
        choices={PROOF_TASK_TYPES.map((id) => ({ id, name: `offers.task.${id}` }))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput source="offers_to_grant_per_month" label="offers.fields.offersPerLocation" min={0} validate={(v: unknown) => offersPerLocation(v)} />
        <NumberInput source="number_tasks_required" label="offers.fields.tasksRequired" min={1} max={5} />
        {offerType === 'WEB' && (
          <NumberInput source="display_priority" label="offers.fields.displayPriority" min={1} step={1} helperText="offers.fields.displayPriorityHint" validate={wholeNumber} />
        )}
      </Stack>
      <FormControlLabel
        label={translate('offers.fields.oneTime')}
        control={<Switch checked={oneTime} onChange={(e) => setValue('min_days_between_offer', e.target.checked ? ONE_TIME_MIN_DAYS : DEFAULT_MIN_DAYS, { shouldDirty: true })} />}
      />
      <LimitedTextInput source="internal_notes" label="offers.fields.internalNotes" multiline max={LIMITS.internalNotes} />
    </Stack>
  );
}
