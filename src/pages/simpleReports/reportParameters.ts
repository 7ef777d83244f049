// The call's parameters of a chosen report, or the messages of what is missing or wrong, by field:
// nothing is sent until the form's values pass the contract's own rules.
import {
  SIMPLE_REPORT_MESSAGES, reportAddressParams, type SimpleReport,
} from '../../../contract/simpleReports';
import type { ReportParameters } from '../../../dataProvider/simpleReports';
import type { ParameterErrors, ParameterValues } from './ReportParametersForm';

export function parametersOf(report: SimpleReport, v: ParameterValues): ReportParameters | ParameterErrors {
  switch (report.query_type) {
    case 'FLAT': return { type: 'FLAT' };
    case 'OFFER': return v.offer ? { type: 'OFFER', offerId: v.offer.id } : { offer: SIMPLE_REPORT_MESSAGES.offerRequired };
    case 'SWAY_OFFER': return v.swayOffer ? { type: 'SWAY_OFFER', swayOfferId: v.swayOffer.id } : { swayOffer: SIMPLE_REPORT_MESSAGES.swayOfferRequired };
    case 'ADDRESS': return addressParameters(v);
  }
}

/**
 * Without a point the address is what is missing (issue 34: NaN/NaN was sent and the errors landed
 * on Longitude and Latitude); with one, the contract's rules mark each wrong field.
 */
function addressParameters(v: ParameterValues): ReportParameters | ParameterErrors {
  if (v.long.trim() === '' || v.lat.trim() === '') return { address: SIMPLE_REPORT_MESSAGES.addressRequired };
  const parsed = reportAddressParams.omit({ id: true }).safeParse({
    long: v.long.trim(), lat: v.lat.trim(), distance: v.distance.trim() === '' ? Number.NaN : v.distance.trim(), redeemAfter: v.redeemAfter,
  });
  if (!parsed.success) {
    const errors: ParameterErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ParameterErrors;
      errors[field] ??= issue.message;
    }
    return errors;
  }
  return { type: 'ADDRESS', ...parsed.data };
}
