// Location rules (spec 1 §5 Manual location, Google review URL, hashtags and mentions): every field
// of the admin's manual dialog is required and trimmed; the state is one of the 50 US states.
import {
  firstError, googleReviewUrl, latitude, longitude, optionalPhone, required, usState, zipcode, type Rule,
} from './common';

/** The fields of 'Add Location Manually', each with its rule chain (first message wins). */
export const MANUAL_LOCATION_RULES = {
  google_place_id: required,
  address: required,
  city: required,
  state: firstError(required, usState),
  zipcode,
  latitude,
  longitude,
} as const satisfies Record<string, Rule>;

/** The optional extras every location form carries. */
export const LOCATION_EXTRA_RULES = {
  google_review_url: googleReviewUrl,
  address_phone: optionalPhone,
} as const satisfies Record<string, Rule>;

export type ManualLocationField = keyof typeof MANUAL_LOCATION_RULES;

/** Values of the manual dialog as the server stores them: trimmed, state upper-cased. */
export function trimManualLocation<T extends Partial<Record<ManualLocationField, unknown>>>(values: T): Record<ManualLocationField, string> {
  const text = (v: unknown) => (v == null ? '' : String(v).trim());
  return {
    google_place_id: text(values.google_place_id),
    address: text(values.address),
    city: text(values.city),
    state: text(values.state).toUpperCase(),
    zipcode: text(values.zipcode),
    latitude: text(values.latitude),
    longitude: text(values.longitude),
  };
}

/** Every message of the manual dialog for these values; empty when valid. */
export function manualLocationErrors(values: Partial<Record<ManualLocationField, unknown>>): Partial<Record<ManualLocationField, string>> {
  const trimmed = trimManualLocation(values);
  const errors: Partial<Record<ManualLocationField, string>> = {};
  for (const [field, rule] of Object.entries(MANUAL_LOCATION_RULES) as [ManualLocationField, Rule][]) {
    const message = rule(trimmed[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
