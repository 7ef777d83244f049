// /settings (spec 2 §2 Business settings): Business (admin only), Social Media Settings, Value
// Settings, Social Proof Widget (admin only, at #socialProofWidgetSettings; spec 3 §5 rules).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Loading, SelectInput, TextInput, Title, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { SettingsAll } from '../../../contract/settings';
import {
  businessSettingsRules, facebookReviewUrl, optionalDollars, socialProofSettingsRules,
} from '../../../contract/validation';
import { useControl } from '../../components/access';
import { ChipsInput } from '../../components/chips/ChipsInput';
import { useProviderQuery } from '../../components/useProviderQuery';
import { SaveSection } from './SaveSection';
import { SETTINGS, useSaveSetting } from './useSaveSetting';

export const SOCIAL_PROOF_HASH = 'socialProofWidgetSettings';
type R = (v: unknown) => string | undefined;
const v = (rule: R) => (value: unknown) => rule(value);
const orNull = (x: unknown) => (x == null || String(x).trim() === '' ? null : String(x).trim());

export default function SettingsPage() {
  const translate = useTranslate();
  const mayEditBusiness = useControl('settings', 'editBusiness').allowed;
  const mayEditWidget = useControl('settings', 'editSocialProofWidget').allowed;
  const settings = useProviderQuery(SETTINGS, 'getSettings', []);
  const categories = useProviderQuery(SETTINGS, 'getIndustryCategories', [], { enabled: mayEditBusiness });
  const business = useSaveSetting('updateBusinessSettings', 'offers.settings.businessUpdated');
  const social = useSaveSetting('updateSocialDefaults', 'offers.settings.socialUpdated');
  const value = useSaveSetting('updateBusinessValue', 'offers.settings.valueUpdated');
  const proof = useSaveSetting('updateSocialProofSettings', 'offers.settings.socialProofUpdated');

  // Also re-run when the widget section appears: it waits for the access check as well as the data.
  useEffect(() => {
    if (settings.data && window.location.hash === `#${SOCIAL_PROOF_HASH}`) document.getElementById(SOCIAL_PROOF_HASH)?.scrollIntoView();
  }, [settings.data, mayEditWidget]);

  if (settings.isPending) return <Loading />;
  const s = settings.data;
  if (!s) return null;
  const defaults = s.valueDefaults;
  const hint = (x: string | null) => (x ? translate('offers.settings.industryDefault', { value: x }) : undefined);
  return (
    <Box sx={{ mt: 2, maxWidth: 800 }}>
      <Title title="shell.routes.settings" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('offers.settings.title')}</Typography>
      {mayEditBusiness && (
        <SaveSection title="offers.settings.business" defaultValues={s.business} busy={business.isPending}
          onSave={(f: FieldValues) => business.save({ brand: String(f.brand ?? '').trim(), title: String(f.title ?? '').trim(), logo_url: orNull(f.logo_url), industryCategoryId: f.industryCategoryId == null || f.industryCategoryId === '' ? null : Number(f.industryCategoryId), chargebee_customer_id: orNull(f.chargebee_customer_id) })}>
          <TextInput source="brand" label="offers.settings.brand" validate={v(businessSettingsRules.brand)} />
          <TextInput source="title" label="offers.settings.businessTitle" validate={v(businessSettingsRules.title)} />
          <TextInput source="logo_url" label="offers.settings.logo" />
          <SelectInput source="industryCategoryId" label="offers.settings.subIndustry" choices={categories.data ?? []} optionText="title"
            validate={v(businessSettingsRules.industryCategoryId)} />
          <TextInput source="chargebee_customer_id" label="offers.settings.chargebeeCustomerId" helperText="offers.settings.chargebeeCustomerIdHint" />
        </SaveSection>
      )}
      <SaveSection title="offers.settings.social" defaultValues={s.social} busy={social.isPending}
        onSave={(f: FieldValues) => social.save({ ...(f as SettingsAll['social']), facebook_review_url: orNull(f.facebook_review_url) })}>
        <ChipsInput source="default_hashtags" label="offers.settings.hashtags" prefix="#" />
        <ChipsInput source="default_instagram_mentions" label="offers.settings.instagram" prefix="@" />
        <ChipsInput source="default_facebook_mentions" label="offers.settings.facebook" prefix="@" />
        <TextInput source="facebook_review_url" label="offers.settings.facebookReviewUrl" validate={v(facebookReviewUrl)} />
      </SaveSection>
      <SaveSection title="offers.settings.value" defaultValues={s.value} busy={value.isPending}
        onSave={(f: FieldValues) => value.save({ post_marketing_value: orNull(f.post_marketing_value), review_marketing_value: orNull(f.review_marketing_value), average_ticket_value: orNull(f.average_ticket_value) })}>
        <TextInput source="post_marketing_value" label="offers.settings.postValue" validate={v(optionalDollars)} helperText={hint(defaults.post_marketing_value)} />
        <TextInput source="review_marketing_value" label="offers.settings.reviewValue" validate={v(optionalDollars)} helperText={hint(defaults.review_marketing_value)} />
        <TextInput source="average_ticket_value" label="offers.settings.ticketValue" validate={v(optionalDollars)} helperText={hint(defaults.average_ticket_value)} />
      </SaveSection>
      {mayEditWidget && s.socialProof && (
        <SaveSection id={SOCIAL_PROOF_HASH} title="offers.settings.socialProof" busy={proof.isPending}
          defaultValues={{ ...s.socialProof, time_between_posts: String(s.socialProof.time_between_posts), cycle_delay: String(s.socialProof.cycle_delay) }}
          onSave={(f: FieldValues) => proof.save({
            verified_by_name: String(f.verified_by_name ?? ''), verified_by_icon: String(f.verified_by_icon ?? ''), install_url: String(f.install_url ?? ''),
            time_between_posts: String(f.time_between_posts ?? ''), cycle_delay: String(f.cycle_delay ?? ''),
          })}>
          <TextInput source="verified_by_name" label="offers.settings.verifiedByName" validate={v(socialProofSettingsRules.verified_by_name)} />
          <TextInput source="verified_by_icon" label="offers.settings.verifiedByIcon" validate={v(socialProofSettingsRules.verified_by_icon)} />
          <TextInput source="time_between_posts" label="offers.settings.timeBetweenPosts" validate={v(socialProofSettingsRules.time_between_posts)} />
          <TextInput source="cycle_delay" label="offers.settings.cycleDelay" validate={v(socialProofSettingsRules.cycle_delay)} />
          <TextInput source="install_url" label="offers.settings.installUrl" validate={v(socialProofSettingsRules.install_url)} />
        </SaveSection>
      )}
    </Box>
  );
}
