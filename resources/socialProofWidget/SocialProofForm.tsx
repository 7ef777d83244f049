// The social proof form pane (spec 3 §3, §5): type, platform, content (255 characters, counted),
// business and influencer name, avatar (required) and post image through the upload component,
// stars in half steps and city/state for reviews only, date and status. Saves through the
// socialProofWidget resource: 'Social Proof saved!'; an invalid form or the server's field errors
// say 'Validation failed please check your entries' and stand on their fields.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateInput, Form, SelectInput, TextInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  SOCIAL_PROOF_PLATFORMS, SOCIAL_PROOF_STATUSES, SOCIAL_PROOF_TYPES, type SocialProof, type SocialProofInput,
} from '../../contract/socialProofs';
import { SOCIAL_PROOF_LIMITS, socialProofRules } from '../../contract/validation';
import { LimitedTextInput } from '../../src/components/submit/LimitedTextInput';
import { fieldErrorsOf } from '../../src/components/submit/fieldErrors';
import { messageOf } from '../../src/components/messageOf';
import { useChange } from '../../src/components/change/useChange';
import { UnsavedFormChanges } from '../../src/components/unsaved';
import { ImageInput } from '../offers/ImageInput';
import { RatingInput } from './RatingInput';
import { RESOURCE } from './useWidgetInstall';

const choices = (ids: readonly string[], group: string) => ids.map((id) => ({ id, name: `widgets.socialProof.${group}.${id}` }));
const label = (field: string) => `widgets.socialProof.fields.${field}`;
const today = () => new Date().toISOString().slice(0, 10);

function ReviewFields() {
  const type = useWatch({ name: 'type' }) as SocialProof['type'];
  if (type !== 'REVIEW') return null;
  return (
    <>
      <RatingInput source="rating" label={label('rating')} validate={socialProofRules.rating} />
      <Stack direction="row" sx={{ gap: 2 }}>
        <TextInput source="location_city" label={label('location_city')} slotProps={{ htmlInput: { maxLength: SOCIAL_PROOF_LIMITS.city } }} />
        <TextInput source="location_state" label={label('location_state')} slotProps={{ htmlInput: { maxLength: SOCIAL_PROOF_LIMITS.state } }} />
      </Stack>
    </>
  );
}

function bodyOf(values: FieldValues): SocialProofInput {
  const review = values.type === 'REVIEW';
  return {
    type: values.type, platform: values.platform, status_code: values.status_code, message: values.message ?? '',
    business_name: values.business_name ?? '', influencer_name: values.influencer_name ?? '',
    avatar_img_url: values.avatar_img_url ?? '', img_url: values.img_url || null,
    rating: review ? values.rating ?? null : null,
    location_city: review ? values.location_city || null : null, location_state: review ? values.location_state || null : null,
    date: values.date ? String(values.date).slice(0, 10) : today(),
  };
}

function SaveButton({ onSave, busy }: { onSave: (values: FieldValues) => Promise<Record<string, string> | undefined>; busy: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { handleSubmit, setError } = useFormContext();
  const submit = handleSubmit(async (values) => {
    const errors = await onSave(values);
    for (const [field, message] of Object.entries(errors ?? {})) setError(field, { type: 'server', message });
  }, () => notify('widgets.socialProof.invalid', { type: 'error' }));
  return <Button variant="contained" disabled={busy} onClick={() => void submit()}>{translate('widgets.socialProof.save')}</Button>;
}

export function SocialProofForm({ item, businessName, onSaved, onCancel }: {
  item: SocialProof | null;
  businessName: string;
  onSaved: (saved: SocialProof) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const change = useChange({
    mutationFn: async (values: FieldValues) => {
      const data = bodyOf(values);
      const saved = item
        ? await dataProvider.update(RESOURCE, { id: item.id, data, previousData: item })
        : await dataProvider.create(RESOURCE, { data });
      return saved.data as SocialProof;
    },
    success: 'widgets.socialProof.saved',
    refresh: true,
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => notify(Object.keys(fieldErrorsOf(error)).length > 0 ? 'widgets.socialProof.invalid' : messageOf(error), { type: 'error' }),
  });
  const save = change.submit;

  const defaults: FieldValues = item
    ? { ...item, date: item.date.slice(0, 10) }
    : { type: 'POST', platform: 'INSTAGRAM', status_code: 'DRAFT', message: '', business_name: businessName, influencer_name: '', avatar_img_url: '', img_url: '', rating: null, date: today() };

  return (
    <Form key={item?.id ?? 'new'} defaultValues={defaults} noValidate>
      <UnsavedFormChanges />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(item ? 'widgets.socialProof.editTitle' : 'widgets.socialProof.newTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <SelectInput source="type" label={label('type')} choices={choices(SOCIAL_PROOF_TYPES, 'types')} validate={socialProofRules.type} />
        <SelectInput source="platform" label={label('platform')} choices={choices(SOCIAL_PROOF_PLATFORMS, 'platforms')} validate={socialProofRules.platform} />
        <SelectInput source="status_code" label={label('status_code')} choices={choices(SOCIAL_PROOF_STATUSES, 'statuses')} validate={required()} />
      </Stack>
      <LimitedTextInput source="message" label={label('message')} max={SOCIAL_PROOF_LIMITS.message} multiline minRows={3} fullWidth
        validate={socialProofRules.message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source="business_name" label={label('business_name')} validate={socialProofRules.business_name} />
        <TextInput source="influencer_name" label={label('influencer_name')} validate={socialProofRules.influencer_name} />
      </Stack>
      <ReviewFields />
      <DateInput source="date" label={label('date')} />
      <Typography variant="subtitle2" component="h3">{translate(label('avatar_img_url'))}</Typography>
      <Box sx={{ '& img': { maxWidth: 160 } }}>
        <ImageInput source="avatar_img_url" imageType="socialProofWidget" urlLabel={label('imageUrl')} validate={socialProofRules.avatar_img_url} />
      </Box>
      <Typography variant="subtitle2" component="h3">{translate(label('img_url'))}</Typography>
      <ImageInput source="img_url" imageType="socialProofWidget" urlLabel={label('imageUrl')} validate={socialProofRules.img_url} />
      <Stack direction="row" sx={{ gap: 1, mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={change.isPending}>{translate('widgets.socialProof.cancel')}</Button>
        <SaveButton onSave={save} busy={change.isPending} />
      </Stack>
    </Form>
  );
}
