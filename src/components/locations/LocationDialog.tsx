// Add (place search + static map), Add Location Manually (admin) and Edit dialogs of /locations.
// Saving goes through useLocationSave: affected offers first, a warning, then the save.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Location, LocationCreate, PlaceDetails, Tag } from '../../../contract/locations';
import { trimManualLocation } from '../../../contract/validation';
import { PlaceSearch } from './PlaceSearch';
import { StaticMap } from './StaticMap';
import { LocationExtraInputs, ManualAddressInputs } from './LocationInputs';
import { AffectedOffersDialog } from './AffectedOffersDialog';
import { useLocationSave } from './useLocationSave';

export type LocationDialogMode = 'add' | 'manual' | 'edit';
type TagKey = Pick<Tag, 'kind' | 'value'>;

interface Props {
  mode: LocationDialogMode;
  location?: Location;
  onClose: () => void;
}

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
const systemTags = (a: { address: string; city: string; state: string; zipcode: string }): TagKey[] => [
  { kind: 'street', value: a.address }, { kind: 'city', value: a.city }, { kind: 'zip', value: a.zipcode }, { kind: 'state', value: a.state },
];

export function LocationDialog({ mode, location, onClose }: Props) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [place, setPlace] = useState<PlaceDetails | null>(null);
  const flow = useLocationSave(location, onClose);

  const defaults = {
    address_phone: location?.address_phone ?? '',
    google_review_url: location?.google_review_url ?? '',
    hashtags: location?.hashtags ?? [],
    instagram_mentions: location?.instagram_mentions ?? [],
    facebook_mentions: location?.facebook_mentions ?? [],
    custom_tags: location?.custom_tags ?? [],
  };

  const onSubmit = (values: FieldValues) => {
    const custom = list(values.custom_tags);
    const extras = {
      address_phone: String(values.address_phone ?? '').trim() || null,
      google_review_url: String(values.google_review_url ?? '').trim() || null,
      hashtags: list(values.hashtags), instagram_mentions: list(values.instagram_mentions), facebook_mentions: list(values.facebook_mentions),
      custom_tags: custom,
    };
    const customTags = custom.map((value): TagKey => ({ kind: 'custom', value }));
    if (mode === 'manual') {
      const where = trimManualLocation(values);
      return flow.request({ where: { source: 'manual', ...where }, ...extras }, [...systemTags(where), ...customTags]);
    }
    if (mode === 'add') {
      if (!place) return undefined;
      const body: LocationCreate = { where: { source: 'place', place_id: place.placeId }, ...extras, address_phone: extras.address_phone ?? place.phone };
      return flow.request(body, [...systemTags({ ...place, address: place.address || place.city }), ...customTags]);
    }
    if (!location) return undefined;
    return flow.request(extras as LocationCreate, [...location.system_tags.map(({ kind, value }) => ({ kind, value })), ...customTags]);
  };

  const title = mode === 'manual' ? 'locations.addManually' : mode === 'add' ? 'locations.add' : 'locations.edit';
  return (
    <>
      <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="location-dialog-title">
        <Form defaultValues={defaults} onSubmit={onSubmit} noValidate>
          <DialogTitle id="location-dialog-title">{translate(title)}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 1, pt: 1 }}>
              {mode === 'add' && <PlaceSearch onPlace={setPlace} />}
              {mode === 'add' && place && (
                <Stack sx={{ gap: 1 }} data-testid="chosen-place">
                  <Typography variant="body2">{`${place.address}, ${place.city}, ${place.state} ${place.zipcode}`}</Typography>
                  <StaticMap latitude={place.latitude} longitude={place.longitude} />
                </Stack>
              )}
              {mode === 'edit' && location && (
                <Stack sx={{ gap: 1 }}>
                  <Typography variant="body2">{`${location.address}, ${location.city}, ${location.state} ${location.zipcode}`}</Typography>
                  {location.latitude !== null && location.longitude !== null && <StaticMap latitude={location.latitude} longitude={location.longitude} />}
                </Stack>
              )}
              {mode === 'manual' && <ManualAddressInputs />}
              <LocationExtraInputs />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('locations.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={flow.busy || (mode === 'add' && !place)}>
              {translate('locations.save')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
      <AffectedOffersDialog affected={flow.affected} busy={flow.busy} onCancel={flow.cancel} onConfirm={flow.confirm} />
    </>
  );
}
