// The business-editable panels of an offer (spec 2 §2): dates, socials, image, redeem
// instructions by order flow, special instructions, website modal and coupon.
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COUPON_SIZES } from '../../contract/offers';
import { maskPhone, optionalPhone, optionalUrl, specialInstructions, url } from '../../contract/validation';
import { Allowed } from '../../src/components/access';
import { ChipsInput } from '../../src/components/chips/ChipsInput';
import { ImageInput } from './ImageInput';
import { EventTimesInput } from './EventTimesInput';
import { LIMITS } from '../../contract/limits';
import { LimitedTextInput } from '../../src/components/submit/LimitedTextInput';

const rule = (r: (v: unknown) => string | undefined) => (v: unknown) => r(v);

export function DatesSection() {
  const flow = useWatch({ name: 'offer_order_flow_type' }) as string;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput source="offer_start_date" label="offers.fields.startDate" />
        <Allowed resource="offers" action="editAdminFields"><DateInput source="expiration_date" label="offers.fields.expirationDate" /></Allowed>
      </Stack>
      {flow === 'EVENT' && <EventTimesInput />}
    </Stack>
  );
}

export function SocialsSection() {
  return (
    <Stack spacing={2}>
      <ChipsInput source="hashtags" label="offers.fields.hashtags" prefix="#" />
      <ChipsInput source="instagram_mentions" label="offers.fields.instagramMentions" prefix="@" />
      <ChipsInput source="facebook_mentions" label="offers.fields.facebookMentions" prefix="@" />
    </Stack>
  );
}

/** A warning badge when the offer has no image; the hint names the 380x200 size. */
export function ImageBadge({ imageUrl }: { imageUrl: string | null | undefined }) {
  const translate = useTranslate();
  return imageUrl
    ? <Box component="img" src={imageUrl} alt="" sx={{ width: 76, height: 40, objectFit: 'cover', borderRadius: 1 }} />
    : (
      <Badge color="warning" badgeContent={<WarningIcon sx={{ fontSize: 12 }} />} aria-label={translate('offers.fields.noImage')} data-testid="no-image-badge">
        <Box sx={{ width: 76, height: 40, bgcolor: 'action.hover', borderRadius: 1 }} />
      </Badge>
    );
}

export function ImageSection() {
  const image = useWatch({ name: 'offer_image_url' }) as string | null;
  return (
    <Stack spacing={1}>
      {!image && <ImageBadge imageUrl={image} />}
      <ImageInput source="offer_image_url" imageType="offer" urlLabel="offers.fields.imageUrl" helperText="offers.fields.imageHint" />
    </Stack>
  );
}

function PhoneInput() {
  return <TextInput source="offer_phone" label="offers.fields.phone" parse={(v: string) => maskPhone(v)} validate={rule(optionalPhone)} />;
}

export function RedeemSection() {
  const flow = useWatch({ name: 'offer_order_flow_type' }) as string;
  return (
    <Stack spacing={1}>
      {flow === 'URL' && <WebsiteField />}
      {(flow === 'CALL' || flow === 'VISIT' || flow === 'EVENT') && <PhoneInput />}
      {flow === 'CALL' && <TextInput source="offer_url" label="offers.fields.orderUrl" validate={rule(optionalUrl)} />}
      <TextInput source="offer_description_url" label="offers.fields.descriptionUrl" validate={rule(optionalUrl)} />
    </Stack>
  );
}

/** The order URL of the URL flow, set through the website modal ('Invaild URL' as spelt). */
function WebsiteField() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const current = useWatch({ name: 'offer_url' }) as string | null;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const error = draft ? url(draft) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextInput source="offer_url" label="offers.fields.orderUrl" validate={rule(url)} />
      <Button onClick={() => { setDraft(current ?? ''); setOpen(true); }}>{translate('offers.fields.setWebsite')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('offers.fields.websiteTitle')}</DialogTitle>
        <DialogContent>
          <TextField fullWidth sx={{ mt: 1 }} label={translate('offers.fields.website')} value={draft}
            error={Boolean(error)} helperText={error ?? ' '} onChange={(e) => setDraft(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('offers.controls.cancel')}</Button>
          <Button variant="contained" disabled={Boolean(url(draft))}
            onClick={() => { setValue('offer_url', draft.trim(), { shouldDirty: true, shouldValidate: true }); setOpen(false); }}>
            {translate('offers.list.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export function SpecialSection() {
  return <LimitedTextInput source="offer_special_instructions" label="offers.fields.specialInstructions" multiline validate={rule(specialInstructions)} max={LIMITS.specialInstructions} />;
}

export function CouponSection() {
  const couponImage = useWatch({ name: 'coupon_image_url' }) as string | null;
  const choices = COUPON_SIZES.map((id) => ({ id, name: `offers.fields.sizes.${id}` }));
  return (
    <Stack spacing={1}>
      <TextInput source="coupon_code" label="offers.fields.couponCode" />
      <ImageInput source="coupon_image_url" imageType="coupon" urlLabel="offers.fields.couponImage" />
      <SelectInput source="coupon_size" label="offers.fields.couponSize" choices={choices} disabled={!couponImage} defaultValue="medium" />
    </Stack>
  );
}
