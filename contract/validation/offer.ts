// Offer rules of spec 2 §5 (event times, order flows, admin fields), shared by the console's
// forms and the server's zod refinements. Each rule answers the spec's exact message or undefined.
import { isWebUrl, optionalPhone, optionalUrl, url, type Rule } from './common';

export const OFFER_MESSAGES = {
  noEventTimes: 'No event times selected',
  noDate: 'No Date Selected.',
  noStart: 'No Start Time Selected.',
  noEnd: 'No End Time Selected.',
  duplicateEvent: 'Event Date And Time Already added.',
  endBeforeStart: 'End time must come after start time.',
  quarterMinutes: 'Minutes must be 0, 15, 30 or 45',
  pastDate: 'The event date has passed',
  specialRequired: 'required',
  minZero: 'Must be 0 or more',
  noHashtags: 'Business hashtags not set. Please add them to the settings before making an offer.',
  displayPriorityHint: 'lower number = shown earlier, 1 = first',
} as const;

/** Spec 2 §9: event pickers offer only these minutes. */
export const EVENT_MINUTES = [0, 15, 30, 45] as const;
/** Spec 2 §4: switching "one-time" on stores this as min_days_between_offer. */
export const ONE_TIME_MIN_DAYS = 36500;
export const NETWORK_IMAGE_SIZE = { width: 380, height: 200 } as const;
export const SHORT_CODE_LENGTH = 10;

export const ALLOWED_ORDER_FLOWS = {
  LOCAL: ['VISIT', 'CALL', 'URL', 'EVENT'],
  WEB: ['CALL', 'URL'],
} as const satisfies Record<'LOCAL' | 'WEB', readonly string[]>;

export function flowAllowed(offerType: string, flow: string): boolean {
  const allowed: readonly string[] = ALLOWED_ORDER_FLOWS[offerType as 'LOCAL' | 'WEB'] ?? [];
  return allowed.includes(flow);
}

export interface EventTime {
  event_date: string;
  start_time: string;
  end_time: string;
}
export type EventTimeDraft = Partial<Record<keyof EventTime, string | null>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm' with minutes 0/15/30/45 only. */
export function isQuarterTime(value: string): boolean {
  const m = TIME.exec(value);
  return m !== null && (EVENT_MINUTES as readonly number[]).includes(Number(m[2]));
}
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The check made when '+' adds an event time, in the spec's order: date, start, end, order,
 * duplicate. An end equal to the start is allowed ("must not precede").
 */
export function eventTimeError(draft: EventTimeDraft, existing: readonly EventTime[] = [], today?: string): string | undefined {
  const date = draft.event_date?.trim() ?? '';
  const start = draft.start_time?.trim() ?? '';
  const end = draft.end_time?.trim() ?? '';
  if (!date || !DATE.test(date) || Number.isNaN(Date.parse(date))) return OFFER_MESSAGES.noDate;
  // A new event time cannot be in the past (issue 18 defect 11); `today` is the user's local day.
  if (today && date < today) return OFFER_MESSAGES.pastDate;
  if (!start || !TIME.test(start)) return OFFER_MESSAGES.noStart;
  if (!end || !TIME.test(end)) return OFFER_MESSAGES.noEnd;
  if (!isQuarterTime(start) || !isQuarterTime(end)) return OFFER_MESSAGES.quarterMinutes;
  if (minutesOf(end) < minutesOf(start)) return OFFER_MESSAGES.endBeforeStart;
  if (existing.some((e) => e.event_date === date && e.start_time === start && e.end_time === end)) {
    return OFFER_MESSAGES.duplicateEvent;
  }
  return undefined;
}

/** The whole list of an offer: each time valid, no duplicates, and at least one for EVENT. */
export function eventListError(flow: string, times: readonly EventTime[]): string | undefined {
  if (flow === 'EVENT' && times.length === 0) return OFFER_MESSAGES.noEventTimes;
  for (let i = 0; i < times.length; i += 1) {
    const message = eventTimeError(times[i], times.slice(0, i));
    if (message) return message;
  }
  return undefined;
}

export interface OrderFlowFields {
  offer_order_flow_type: string;
  offer_url?: string | null;
  offer_description_url?: string | null;
  offer_phone?: string | null;
}

/** Redeem-instruction fields by order flow: URL needs a valid order URL; the rest are optional but valid. */
export function orderFlowErrors(offer: OrderFlowFields): Partial<Record<'offer_url' | 'offer_description_url' | 'offer_phone', string>> {
  const errors: Partial<Record<'offer_url' | 'offer_description_url' | 'offer_phone', string>> = {};
  const orderUrl = offer.offer_order_flow_type === 'URL' ? url(offer.offer_url) : optionalUrl(offer.offer_url);
  if (orderUrl) errors.offer_url = orderUrl;
  const description = optionalUrl(offer.offer_description_url);
  if (description) errors.offer_description_url = description;
  const phoneError = optionalPhone(offer.offer_phone);
  if (phoneError) errors.offer_phone = phoneError;
  return errors;
}

/** The order URL is saved only when non-empty and valid (spec 2 §5). */
export const savedOrderUrl = (value: string | null | undefined): string | null => {
  const v = value?.trim() ?? '';
  return v && isWebUrl(v) ? v : null;
};

/** Special instructions / special note: 'required' (lower case, as the spec spells it). */
export const specialInstructions: Rule = (v) => (v == null || String(v).trim() === '' ? OFFER_MESSAGES.specialRequired : undefined);

/** Offers per location: required, a whole number of at least 0. */
export const offersPerLocation: Rule = (v) => {
  if (v == null || String(v).trim() === '') return 'Required';
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? undefined : OFFER_MESSAGES.minZero;
};

/** Admin tasks: at least one proof task. */
export const tasksRequired: Rule = (v) => (Array.isArray(v) && v.length > 0 ? undefined : 'Required');

/** Display priority only applies to WEB offers; elsewhere it is dropped. */
export const displayPriorityFor = (offerType: string, value: number | null | undefined): number | null =>
  offerType === 'WEB' && value != null ? value : null;

/** A random short code of the given length (letters and digits), used by the 'Add URL' dialog and approval. */
export function randomShortCode(length = SHORT_CODE_LENGTH, random: (n: number) => number = (n) => Math.floor(Math.random() * n)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[random(alphabet.length)];
  return out;
}
