// Network offers contract (spec 2 §3, §4, §7): the offer as the console sees it, the create and
// update bodies, the approve/pause/stop answers, short URLs and offer summaries.
import { z } from 'zod';
import { LIMITS, SHORT_CODE_MESSAGE, SHORT_CODE_PATTERN } from './limits';
import { adminOnly } from './adminOnly';
import { serialId } from './common';
import { SWAY_PROOF_TYPES } from './swayProofTypes';
import { optionalImageUrl, optionalUrl, zodRule } from './validation/common';
import {
  OFFER_MESSAGES, eventListError, flowAllowed, isQuarterTime, orderFlowErrors,
} from './validation/offer';

export const OFFER_TYPES = ['LOCAL', 'WEB'] as const;
export const OFFER_ORDER_FLOW_TYPES = ['VISIT', 'CALL', 'URL', 'EVENT'] as const;
export const OFFER_STATUSES = ['NEEDS_APPROVAL', 'SCHEDULED', 'ACTIVE', 'PAUSED', 'COMPLETE', 'FULL'] as const;
/** The proof task types of spec 2/3: the sway proof types. */
export const PROOF_TASK_TYPES = SWAY_PROOF_TYPES;
export const COUPON_SIZES = ['small', 'medium', 'large'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type OfferType = (typeof OFFER_TYPES)[number];
export type OrderFlow = (typeof OFFER_ORDER_FLOW_TYPES)[number];

export const eventTime = z.object({
  event_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'No Date Selected.'),
  start_time: z.string().refine(isQuarterTime, 'No Start Time Selected.'),
  end_time: z.string().refine(isQuarterTime, 'No End Time Selected.'),
});

export const shortUrl = z.object({ id: z.string(), url: z.string(), visit_count: z.number() });
export type ShortUrl = z.infer<typeof shortUrl>;

export const offer = z.object({
  id: z.number(),
  offer_type: z.enum(OFFER_TYPES),
  offer_order_flow_type: z.enum(OFFER_ORDER_FLOW_TYPES),
  offer_status: z.enum(OFFER_STATUSES),
  offer_summary: z.string(),
  offer_summary_id: z.number().nullable(),
  offer_image_url: z.string().nullable(),
  offer_start_date: z.string().nullable(),
  expiration_date: z.string().nullable(),
  offer_url: z.string().nullable(),
  offer_description_url: z.string().nullable(),
  offer_phone: z.string().nullable(),
  offer_special_instructions: z.string().nullable(),
  event_date_option: z.array(eventTime),
  urls: z.array(shortUrl),
  hashtags: z.array(z.string()),
  instagram_mentions: z.array(z.string()),
  facebook_mentions: z.array(z.string()),
  coupon_code: z.string().nullable(),
  coupon_image_url: z.string().nullable(),
  coupon_size: z.enum(COUPON_SIZES),
  tasks: z.array(z.enum(PROOF_TASK_TYPES)),
  display_priority: z.number().nullable(),
  number_tasks_required: z.number(),
  offers_to_grant_per_month: z.number(),
  min_days_between_offer: z.number(),
  short_url_id: z.string().nullable(),
  internal_notes: adminOnly(z.string().nullable()),
  custom_description: z.string().nullable(),
  is_lite: z.boolean(),
  location_tags: z.array(z.object({ id: z.number(), name: z.string() })),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offer>;
export const offerList = z.array(offer);

const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) => text(max).nullable().optional();
/** An image: a web URL or a path on this host, by the console's own rule ('Invaild URL'). */
const imageUrl = text(LIMITS.url).superRefine(zodRule(optionalImageUrl)).nullable().optional();
/** A link: a web URL when given (whether it is required depends on the order flow: orderFlowErrors). */
const webUrl = text(LIMITS.url).superRefine(zodRule(optionalUrl)).nullable().optional();

/** Fields a business user may write. */
export const offerClientFields = z.object({
  offer_type: z.enum(OFFER_TYPES),
  offer_order_flow_type: z.enum(OFFER_ORDER_FLOW_TYPES),
  offer_summary: text(LIMITS.offerSummary).min(1, 'Required'),
  offer_summary_id: z.number().int().positive().nullable().optional(),
  offer_image_url: imageUrl,
  offer_start_date: z.string().datetime({ offset: true }).nullable().optional(),
  offer_url: webUrl,
  offer_description_url: webUrl,
  offer_phone: nullableText(LIMITS.phone),
  offer_special_instructions: nullableText(LIMITS.specialInstructions),
  event_date_option: z.array(eventTime).max(200).optional(),
  hashtags: z.array(text(LIMITS.tag)).max(50).optional(),
  instagram_mentions: z.array(text(LIMITS.tag)).max(50).optional(),
  facebook_mentions: z.array(text(LIMITS.tag)).max(50).optional(),
  coupon_code: nullableText(LIMITS.couponCode),
  coupon_image_url: imageUrl,
  coupon_size: z.enum(COUPON_SIZES).optional(),
  location_tag_ids: z.array(z.number().int().positive()).max(500).optional(),
});

/** Admin-only fields (spec 2 §6): a business user sending any of them is refused with 403. */
export const offerAdminFields = z.object({
  expiration_date: z.string().datetime({ offset: true }).nullable().optional(),
  custom_description: nullableText(LIMITS.customDescription),
  tasks: z.array(z.enum(PROOF_TASK_TYPES)).max(5).optional(),
  display_priority: z.number().int().min(1).nullable().optional(),
  number_tasks_required: z.number().int().min(1).max(5).optional(),
  offers_to_grant_per_month: z.number().int().min(0).optional(),
  min_days_between_offer: z.number().int().min(0).max(36500).optional(),
  internal_notes: nullableText(LIMITS.internalNotes),
});
export const OFFER_ADMIN_KEYS = Object.keys(offerAdminFields.shape) as (keyof z.infer<typeof offerAdminFields>)[];
/**
 * Fields of the panels a CLIENT_LITE's reduced form does not have (spec 2 §2: no special
 * instructions, dates, locations or coupon panels): a lite user sending any of them is refused with 403.
 */
export const OFFER_FULL_FORM_KEYS = [
  'offer_start_date', 'offer_special_instructions', 'event_date_option', 'coupon_code', 'coupon_image_url', 'coupon_size',
  'location_tag_ids',
] as const satisfies readonly (keyof z.infer<typeof offerClientFields>)[];

type Fields = z.infer<typeof offerClientFields>;
/** Cross-field rules of spec 2 §5, run on the server exactly as in the console. */
function offerRules(value: Partial<Fields>, ctx: z.RefinementCtx) {
  const type = value.offer_type;
  const flow = value.offer_order_flow_type;
  if (type && flow && !flowAllowed(type, flow)) {
    ctx.addIssue({ code: 'custom', path: ['offer_order_flow_type'], message: `${flow} is not allowed for ${type} offers` });
  }
  if (flow) {
    const eventError = eventListError(flow, value.event_date_option ?? []);
    if (eventError) ctx.addIssue({ code: 'custom', path: ['event_date_option'], message: eventError });
    const errors = orderFlowErrors({ ...value, offer_order_flow_type: flow });
    for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * A new offer's event times cannot be past. The business's time zone is not known here, so the
 * day before today in UTC is the earliest accepted (every zone's today is at most a day behind).
 */
function noPastEvents(value: { event_date_option?: { event_date: string }[] }, ctx: z.RefinementCtx) {
  const earliest = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  if ((value.event_date_option ?? []).some((t) => t.event_date < earliest)) {
    ctx.addIssue({ code: 'custom', path: ['event_date_option'], message: OFFER_MESSAGES.pastDate });
  }
}

export const offerCreateRequest = offerClientFields.extend(offerAdminFields.shape).superRefine(offerRules).superRefine(noPastEvents);
export type OfferCreateRequest = z.infer<typeof offerCreateRequest>;
export const offerUpdateRequest = offerClientFields.partial().extend(offerAdminFields.shape);
export type OfferUpdateRequest = z.infer<typeof offerUpdateRequest>;
export { offerRules };
export const offerCreateReply = z.object({ id: z.number() });

export const offerIdParams = z.object({ offerId: serialId });
export const stopParams = z.object({ id: serialId, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD') });
export const approveReply = z.object({ offer_status: z.enum(OFFER_STATUSES), short_url_id: z.string().nullable() });
export const pauseStopReply = z.object({ offer_status: z.enum(OFFER_STATUSES), expiration_date: z.string().nullable() });

export const updateLocationsRequest = z.object({ locationTagIds: z.array(z.number().int().positive()).max(500) });
export const offerAddressesReply = z.object({
  locationTags: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string() })),
  locations: z.array(z.object({ id: z.number(), address: z.string(), city: z.string(), state: z.string(), zipcode: z.string() })),
});

export const shortUrlRequest = z.object({
  url: z.string().trim().max(2000).superRefine(zodRule(optionalUrl)).optional().default(''),
  shortCode: z.string().trim().min(1, 'Required').max(LIMITS.shortCode).regex(SHORT_CODE_PATTERN, SHORT_CODE_MESSAGE),
});

export const offerSummary = z.object({ id: z.number(), summary_value: z.string(), performance: z.number() });
export const offerSummaryList = z.array(offerSummary);
export const industryCategoryList = z.array(z.object({ id: z.number(), title: z.string() }));
/** GET offerSummary/{industry category id}: the sub-industry whose summaries the wizard offers. */
export const industryCategoryIdParams = z.object({ industryCategoryId: serialId });
