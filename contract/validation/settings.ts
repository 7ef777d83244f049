// Business settings rules (spec 2 §5) and social proof widget settings rules (spec 3 §5).
import { digits, facebookReviewUrl, httpUrl, required, type Rule } from './common';

export const SETTINGS_MESSAGES = {
  businessUpdated: 'Business Settings Updated',
  valueUpdated: 'Business Value Settings Updated',
  socialProofUpdated: 'Social Proof Settings Updated',
  validationFailed: 'Validation failed please check your entries',
  dollars: 'Must be a dollar amount',
} as const;

/** A non-negative dollar amount with at most two decimals; blank means "use the industry default". */
export const optionalDollars: Rule = (v) => {
  if (v == null || String(v).trim() === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(String(v).trim()) ? undefined : SETTINGS_MESSAGES.dollars;
};

export const businessSettingsRules = { brand: required, title: required, industryCategoryId: required } as const;
export const socialSettingsRules = { facebook_review_url: facebookReviewUrl } as const;
export const valueSettingsRules = {
  post_marketing_value: optionalDollars,
  review_marketing_value: optionalDollars,
  average_ticket_value: optionalDollars,
} as const;
export const socialProofSettingsRules = {
  verified_by_name: required,
  verified_by_icon: httpUrl,
  install_url: httpUrl,
  time_between_posts: digits,
  cycle_delay: digits,
} as const;

/** Field -> message for every failing rule of a rule set. */
export function errorsOf<K extends string>(rules: Record<K, Rule>, values: Partial<Record<K, unknown>>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key](values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export const dollarsToCents = (v: string | number | null | undefined): number | null =>
  v == null || String(v).trim() === '' ? null : Math.round(Number(v) * 100);
export const centsToDollars = (v: number | null | undefined): string | null => (v == null ? null : (v / 100).toFixed(2));
