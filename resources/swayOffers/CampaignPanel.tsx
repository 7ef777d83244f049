// The campaign panel (spec 3 §2): the fields every role edits — summary, image, hashtags and
// mentions, review URLs, proof sample images — and, for admins, internal notes, meta title and
// description and the tasks ("Reading 1",
// docs/decisions/0065-reading-1-admin-only-campaign-fields.md). A react-admin form over the
// edit context: only changed fields are sent (dataProvider/swayOffers.ts), the server's field
// errors land on the fields, and what is typed shows in the preview at once.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupInput, Form, SaveButton, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { SWAY_PROOF_TYPES } from '../../contract/swayProofTypes';
import { hasReviewTask } from '../../contract/reviewIncentives';
import { SWAY_OFFER_LIMITS, type SwayOffer } from '../../contract/swayOffers';
import { facebookReviewUrl, googleReviewUrl } from '../../contract/validation';
import { ChipsInput } from '../../src/components/chips/ChipsInput';
import { useControl } from '../../src/components/access';
import { ImageInput } from '../offers/ImageInput';
import { UnsavedFormChanges } from '../../src/components/unsaved';
import { FlowPanel } from './FlowPanel';

const counter = (max: number) => `At most ${max} characters`;

/** Issue 13 item 5: a campaign with a review task shows the business what the law and Google ask. */
function ReviewIncentiveWarning() {
  const translate = useTranslate();
  const tasks = (useWatch({ name: 'tasks' }) as string[] | undefined) ?? [];
  if (!hasReviewTask(tasks)) return null;
  return (
    <Alert severity="warning" role="note" sx={{ my: 1.5 }} data-testid="review-incentive-warning">
      <AlertTitle>{translate('swayOffers.fields.reviewIncentiveTitle')}</AlertTitle>
      {translate('swayOffers.fields.reviewIncentive')}
    </Alert>
  );
}

/** Sample images for the campaign's tasks (every task while none is chosen). */
function SampleImages() {
  const translate = useTranslate();
  const tasks = (useWatch({ name: 'tasks' }) as string[] | undefined) ?? [];
  const shown = SWAY_PROOF_TYPES.filter((t) => tasks.length === 0 || tasks.includes(t));
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>{translate('swayOffers.fields.sampleImages')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {shown.map((task) => (
          <Box key={task}>
            <Typography variant="body2">{translate(`offers.task.${task}`)}</Typography>
            <ImageInput source={`proof_sample_images.${task}`} imageType="swayProofSample" urlLabel={`${translate(`offers.task.${task}`)} URL`} />
          </Box>
        ))}
      </Box>
    </>
  );
}

/** Reports the form's values as they are typed, for the preview. */
function WatchValues({ onChange }: { onChange: (values: Partial<SwayOffer>) => void }) {
  const values = useWatch() as Partial<SwayOffer>;
  const key = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised values are the dependency
  useEffect(() => onChange(values), [key]);
  return null;
}

export function CampaignPanel({ expanded, onExpand, onValues }: { expanded: boolean; onExpand: (open: boolean) => void; onValues: (v: Partial<SwayOffer>) => void }) {
  const translate = useTranslate();
  const admin = useControl('swayOffers', 'editAdminFields').allowed;
  const label = (field: string) => `swayOffers.fields.${field}`;
  return (
    // Kept mounted while closed: opening another panel must not throw away the form's edits.
    <FlowPanel id="campaign" title="swayOffers.panels.campaign" expanded={expanded} onExpand={onExpand} keepMounted>
      <Form>
        <UnsavedFormChanges />
        <WatchValues onChange={onValues} />
        <TextInput source="offer_summary" label={label('offer_summary')} fullWidth validate={[required(), maxLength(SWAY_OFFER_LIMITS.summary, counter(SWAY_OFFER_LIMITS.summary))]} />
        {admin && (
          <>
            <TextInput source="internal_notes" label={label('internal_notes')} fullWidth multiline minRows={2}
              validate={maxLength(SWAY_OFFER_LIMITS.notes, counter(SWAY_OFFER_LIMITS.notes))} />
            <TextInput source="meta_title" label={label('meta_title')} fullWidth validate={maxLength(SWAY_OFFER_LIMITS.metaTitle, counter(SWAY_OFFER_LIMITS.metaTitle))} />
            <TextInput source="meta_description" label={label('meta_description')} fullWidth multiline
              validate={maxLength(SWAY_OFFER_LIMITS.metaDescription, counter(SWAY_OFFER_LIMITS.metaDescription))} />
            <CheckboxGroupInput source="tasks" label={label('tasks')}
              choices={SWAY_PROOF_TYPES.map((t) => ({ id: t, name: translate(`offers.task.${t}`) }))} />
          </>
        )}
        <ReviewIncentiveWarning />
        <ImageInput source="offer_image_url" imageType="swayOffer" urlLabel={label('offer_image_url')} />
        <ChipsInput source="hashtags" prefix="#" label={label('hashtags')} />
        <ChipsInput source="instagram_mentions" prefix="@" label={label('instagram_mentions')} />
        <ChipsInput source="facebook_mentions" prefix="@" label={label('facebook_mentions')} />
        <ChipsInput source="tiktok_mentions" prefix="@" label={label('tiktok_mentions')} />
        <TextInput source="google_review_url" label={label('google_review_url')} fullWidth validate={(v: unknown) => googleReviewUrl(v)} parse={(v: string) => v.trim()} />
        <TextInput source="facebook_review_url" label={label('facebook_review_url')} fullWidth validate={(v: unknown) => facebookReviewUrl(v)} parse={(v: string) => v.trim()} />
        <SampleImages />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <SaveButton label="swayOffers.panels.save" />
        </Box>
      </Form>
    </FlowPanel>
  );
}
