// The fields every location form shares (spec 1 §3 Location, §5): phone (masked), Google review
// URL with its rule, hashtags (auto '#', space ends an entry), Instagram and Facebook mentions
// (auto '@'), custom tags; and the admin's manual address fields, each with its §5 rule.
import Stack from '@mui/material/Stack';
import { SelectInput, TextInput } from 'react-admin';
import { googleReviewUrl, LOCATION_EXTRA_RULES, MANUAL_LOCATION_RULES, maskPhone, US_STATES } from '../../../contract/validation';
import { ChipsInput } from '../chips/ChipsInput';

const label = (field: string) => `locations.fields.${field}`;
const stateChoices = US_STATES.map((s) => ({ id: s, name: s }));

export function LocationExtraInputs() {
  return (
    <Stack sx={{ width: '100%' }}>
      <TextInput source="address_phone" label={label('address_phone')} validate={LOCATION_EXTRA_RULES.address_phone} format={(v?: string) => v ?? ''} parse={(v: string) => maskPhone(v)} />
      <TextInput source="google_review_url" label={label('google_review_url')} validate={googleReviewUrl} />
      <ChipsInput source="hashtags" prefix="#" label={label('hashtags')} />
      <ChipsInput source="instagram_mentions" prefix="@" label={label('instagram_mentions')} />
      <ChipsInput source="facebook_mentions" prefix="@" label={label('facebook_mentions')} />
      <ChipsInput source="custom_tags" label={label('custom_tags')} />
    </Stack>
  );
}

export function ManualAddressInputs() {
  const r = MANUAL_LOCATION_RULES;
  return (
    <Stack sx={{ width: '100%' }}>
      <TextInput source="google_place_id" label={label('google_place_id')} validate={r.google_place_id} />
      <TextInput source="address" label={label('address')} validate={r.address} />
      <TextInput source="city" label={label('city')} validate={r.city} />
      <Stack direction="row" sx={{ gap: 1 }}>
        <SelectInput source="state" label={label('state')} choices={stateChoices} validate={r.state} sx={{ minWidth: 110 }} />
        <TextInput source="zipcode" label={label('zipcode')} validate={r.zipcode} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextInput source="latitude" label={label('latitude')} validate={r.latitude} />
        <TextInput source="longitude" label={label('longitude')} validate={r.longitude} />
      </Stack>
    </Stack>
  );
}
