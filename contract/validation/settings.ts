// Business settings rules (spec 2 §5) and social proof widget settings rules (spec 3 §5).
import { digits, facebookReviewUrl, httpUrl, required, type Rule } from './common';

export const SETTINGS_MESSAGES = {
  businessUpdated: 'Business Settings Updated',
  valueUpdated: 'Business Value Settings Updated',
  socialProofUpdated: 'Social Proof Settings Updated',
  validationFailed: 'Validation failed please check your entries',
  dollars: 'Must be a dollar amount',
  dollarsMax: 'Must be $100,000.00 or less',
  proofRatio: 'Must be a ratio from 0 to 1 (at most 4 decimals)',
} as const;

/**
 * The largest value a money setting takes, in cents: $100,000.00
 * (docs/decisions/0019-money-capped-and-summed-in-bigint.md). Far above any real post, review or ticket value, far below int4 cents ($21,474,836.47).
 */
export const MAX_MONEY_CENTS = 10_000_000;

const DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A non-negative dollar amount with at most two decimals, up to $100,000.00; blank means "use the industry default". */
export const optionalDollars: Rule = (v) => {
  if (v == null || String(v).trim() === '') return undefined;
  const text = String(v).trim();
  if (!DOLLARS.test(text)) return SETTINGS_MESSAGES.dollars;
  return (dollarsToCents(text) ?? 0) > MAX_MONEY_CENTS ? SETTINGS_MESSAGES.dollarsMax : undefined;
};

/** An industry value (spec 3 §5 "numeric"): a dollar amount up to $100,000.00; blank is not a value (0 is typed as 0). */
export const industryDollars: Rule = (v) => (v == null || String(v).trim() === '' ? SETTINGS_MESSAGES.dollars : optionalDollars(v));

/** The industry proof ratio: the share of a business's customers who post a proof, 0 to 1 (numeric(8,4)). */
export const proofRatio: Rule = (v) => {
  const text = v == null ? '' : String(v).trim();
  return /^(0(\.\d{1,4})?|1(\.0{1,4})?|\.\d{1,4})$/.test(text) ? undefined : SETTINGS_MESSAGES.proofRatio;
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

/** '12.5' -> 1250, from the digits (no binary rounding: '0.29' is 29 cents); blank -> null. */
export function dollarsToCents(v: string | number | null | undefined): number | null {
  if (v == null || String(v).trim() === '') return null;
  const m = DOLLARS.exec(String(v).trim());
  if (!m) return Math.round(Number(v) * 100);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
export const centsToDollars = (v: number | null | undefined): string | null => (v == null ? null : (v / 100).toFixed(2));
