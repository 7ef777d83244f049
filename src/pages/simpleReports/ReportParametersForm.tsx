// The parameters of the chosen report, by its query type (spec 3 §2 Simple Reports): FLAT none
// ('No parameters needed'); OFFER an offer found by search; SWAY_OFFER a Sway offer found by
// search; ADDRESS a US address search that fills longitude and latitude, the distance in miles
// (30 by default) and the 'redeemed after' date (the start of the month nine months back).
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  DEFAULT_DISTANCE_MILES, MAX_DISTANCE_MILES, SIMPLE_REPORT_MESSAGES, defaultRedeemAfter, type ReportQueryType,
} from '../../../contract/simpleReports';
import type { AppDataProvider } from '../../../dataProvider';
import type { SwayOffer } from '../../../contract/swayOffers';
import { PlaceSearch } from '../../components/locations/PlaceSearch';
import { RecordLookup, type LookupOption } from './RecordLookup';

export interface ParameterValues {
  offer: LookupOption | null;
  swayOffer: LookupOption | null;
  long: string;
  lat: string;
  distance: string;
  redeemAfter: string;
}

export const initialParameters = (): ParameterValues => ({
  offer: null, swayOffer: null, long: '', lat: '', distance: String(DEFAULT_DISTANCE_MILES), redeemAfter: defaultRedeemAfter(new Date()),
});

/** Field messages: the spec's for a missing offer, the server's for the rest. */
export type ParameterErrors = Partial<Record<keyof ParameterValues | 'address', string>>;

interface Props {
  type: ReportQueryType;
  values: ParameterValues;
  errors: ParameterErrors;
  onChange: (values: ParameterValues) => void;
}

export function ReportParametersForm({ type, values, errors, onChange }: Props) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const set = (patch: Partial<ParameterValues>) => onChange({ ...values, ...patch });
  const number = (field: 'long' | 'lat' | 'distance', label: string, extra: object = {}) => (
    <TextField label={translate(label)} value={values[field]} onChange={(e) => set({ [field]: e.target.value })}
      type="number" error={Boolean(errors[field])} helperText={errors[field]} slotProps={{ htmlInput: { step: 'any', ...extra } }} />
  );

  switch (type) {
    case 'FLAT':
      return <Typography color="text.secondary">{SIMPLE_REPORT_MESSAGES.noParameters}</Typography>;
    case 'OFFER':
      return (
        <RecordLookup queryKey={['simpleReports', 'lookupOffer']} value={values.offer} onChange={(offer) => set({ offer })}
          label="adminTools.reports.offer" hint="adminTools.reports.offerHint" error={errors.offer}
          search={async (text, signal) => (text ? (await dp.lookupOffer(text, signal)).map((o) => ({ id: o.id, label: o.offer_summary })) : [])} />
      );
    case 'SWAY_OFFER':
      return (
        <RecordLookup queryKey={['simpleReports', 'swayOffers']} value={values.swayOffer} onChange={(swayOffer) => set({ swayOffer })}
          label="adminTools.reports.swayOffer" hint="adminTools.reports.swayOfferHint" error={errors.swayOffer}
          search={async (text) => {
            const { data } = await dp.getList<SwayOffer>('swayOffers', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
            const words = text.toLowerCase();
            return data.filter((o) => !words || o.offer_summary.toLowerCase().includes(words) || String(o.id) === words)
              .slice(0, 20).map((o) => ({ id: o.id, label: o.offer_summary }));
          }} />
      );
    case 'ADDRESS':
      return (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <PlaceSearch autoFocus={false} label="adminTools.reports.address" hint="adminTools.reports.addressHint" error={errors.address}
            onPlace={(place) => place && set({ long: String(place.longitude), lat: String(place.latitude) })} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {number('long', 'adminTools.reports.longitude', { min: -180, max: 180 })}
            {number('lat', 'adminTools.reports.latitude', { min: -90, max: 90 })}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {number('distance', 'adminTools.reports.distance', { min: 1, max: MAX_DISTANCE_MILES })}
            <TextField label={translate('adminTools.reports.redeemAfter')} type="date" value={values.redeemAfter}
              onChange={(e) => set({ redeemAfter: e.target.value })} error={Boolean(errors.redeemAfter)} helperText={errors.redeemAfter}
              slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </Stack>
      );
  }
}
