// Validation rules of spec 1 §5 and spec 2 §5 shared by the console (as react-admin validators)
// and the server (inside zod refinements). Each rule returns the spec's message or undefined.
import { VALIDATION_MESSAGES as M } from './messages';

export type Rule = (value: unknown) => string | undefined;

const text = (value: unknown) => (value == null ? '' : String(value).trim());
export const isBlank = (value: unknown): boolean => text(value) === '';

export const required: Rule = (v) => (isBlank(v) ? M.required : undefined);
export const requiredName: Rule = (v) => (isBlank(v) ? M.nameRequired : undefined);

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A web URL: written out with http:// or https://, no spaces, no user or password, and a real
 * host: a domain name (example.com), a single name (localhost, minio), an IPv4 address or an
 * IPv6 one in brackets. The product's own uploads are such URLs (`${PUBLIC_URL}/uploads/...`, by
 * default http://localhost:3000/uploads/...), so they pass; every other scheme (javascript:,
 * data:, ftp:) and anything without a host does not.
 */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\/[^/?#]/i.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname; // lower-cased, IDN as punycode, IPv4 normalised by the parser
  if (host.startsWith('[')) return true; // an IPv6 literal the parser accepted
  return host.length <= 253 && host.split('.').every((label) => HOST_LABEL.test(label));
}

/** A path on this host ('/uploads/...', '/demo/...'): one leading slash, no spaces or backslashes. */
export function isOwnPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

export const url: Rule = (v) => (isBlank(v) ? M.required : isWebUrl(text(v)) ? undefined : M.url);
export const optionalUrl: Rule = (v) => (isBlank(v) ? undefined : isWebUrl(text(v)) ? undefined : M.url);
/** An image field (offer image, coupon image): optional; a web URL or a path on this host. */
export const optionalImageUrl: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const s = text(v);
  return isOwnPath(s) || isWebUrl(s) ? undefined : M.url;
};

/** Phone in the masked form (555) 555-5555. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const phone: Rule = (v) => (PHONE_PATTERN.test(text(v)) ? undefined : M.phone);
export const optionalPhone: Rule = (v) => (isBlank(v) ? undefined : phone(v));
/** Formats typed digits with the mask (###) ###-####. */
export function maskPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Rule = (v) => (isBlank(v) ? M.emailRequired : EMAIL_PATTERN.test(text(v)) ? undefined : M.email);

export const zipcode: Rule = (v) => (isBlank(v) ? M.zipcodeRequired : /^\d{5}$/.test(text(v)) ? undefined : M.zipcode);

/** 0 to 90, positive, up to 6 decimals. */
export const latitude: Rule = (v) => {
  if (isBlank(v)) return M.required;
  const s = text(v);
  if (!/^\d{1,2}(\.\d{1,6})?$/.test(s)) return M.latitude;
  const n = Number(s);
  return n >= 0 && n <= 90 ? undefined : M.latitude;
};
/** Negative, down to -180, up to 6 decimals. */
export const longitude: Rule = (v) => {
  if (isBlank(v)) return M.required;
  const s = text(v);
  if (!/^-\d{1,3}(\.\d{1,6})?$/.test(s)) return M.longitude;
  const n = Number(s);
  return n < 0 && n >= -180 ? undefined : M.longitude;
};

/** Google's own hosts: google.com, www/maps/search.google.com and their country domains (google.co.uk, maps.google.de). */
const GOOGLE_HOST = /^(?:(?:www|maps|search)\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;
/**
 * Optional; a web URL on Google's own hosts (issue 34: https://evil.com/maps/place/x passed the path
 * rule): {google host}/maps/place, {google host}/local/writereview, goo.gl/maps/, and Google's share
 * links maps.app.goo.gl/... and g.page/....
 */
export const googleReviewUrl: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const s = text(v);
  if (!isWebUrl(s)) return M.googleReviewUrl;
  const { hostname, pathname } = new URL(s);
  const host = hostname.toLowerCase();
  const ok = GOOGLE_HOST.test(host) ? /^\/(maps\/place|local\/writereview)/.test(pathname)
    : host === 'goo.gl' ? pathname.startsWith('/maps/')
      : host === 'maps.app.goo.gl' || host === 'g.page' ? pathname.length > 1
        : false;
  return ok ? undefined : M.googleReviewUrl;
};
/** Optional; a web URL on the Facebook domain. */
export const facebookReviewUrl: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const s = text(v);
  if (!isWebUrl(s)) return M.facebookReviewUrl;
  const host = new URL(s).hostname.toLowerCase();
  return host === 'facebook.com' || host.endsWith('.facebook.com') || host === 'fb.com' ? undefined : M.facebookReviewUrl;
};

/** Widget settings (spec 3 §5): a web URL by the one rule above (the spec's 'must start with http', without javascript: or //host tricks: issue 36 finding 5). */
export const httpUrl: Rule = (v) => (isBlank(v) ? M.required : isWebUrl(text(v)) ? undefined : M.validUrl);
export const digits: Rule = (v) => (isBlank(v) ? M.required : /^\d+$/.test(text(v)) ? undefined : M.validNumber);

/** Hashtags get a leading '#', mentions a leading '@'; trimmed, blanks dropped, inner spaces removed. */
export const normalizeTag = (prefix: '#' | '@') => (value: string): string => {
  const bare = value.trim().replace(/^[#@]+/, '').replace(/\s+/g, '');
  return bare ? `${prefix}${bare}` : '';
};
export const normalizeHashtags = (values: string[]) => unique(values.map(normalizeTag('#')).filter(Boolean));
export const normalizeMentions = (values: string[]) => unique(values.map(normalizeTag('@')).filter(Boolean));
const unique = (values: string[]) => [...new Set(values)];

/** Runs rules in order and returns the first message. */
export const firstError = (...rules: Rule[]): Rule => (v) => {
  for (const rule of rules) {
    const message = rule(v);
    if (message) return message;
  }
  return undefined;
};

/** Adapts a rule to a zod refinement on the server: `z.string().superRefine(zodRule(phone))`. */
export const zodRule = (rule: Rule) => (value: unknown, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
  const message = rule(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export const usState: Rule = (v) => (isBlank(v) ? M.required : (US_STATES as readonly string[]).includes(text(v).toUpperCase()) ? undefined : 'Must be one of the 50 US states');
