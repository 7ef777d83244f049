// Sway offers (spec 3 §3 Sway offer, §4 status derived from expired, §5, §6): the list, one
// campaign with its flow, what business users and admins may write, links and addons.
import { z } from 'zod';
import { adminOnly } from './adminOnly';
import { serialId } from './common';
import { flowReply, FLOW_END_TYPES } from './swayFlow';
import { SWAY_PROOF_TYPES } from './swayProofTypes';
import {
  facebookReviewUrl, googleReviewUrl, normalizeHashtags, normalizeMentions, optionalImageUrl, zodRule,
} from './validation';

export const SWAY_OFFER_STATUSES = ['ACTIVE', 'COMPLETE'] as const;

export const SWAY_OFFER_LIMITS = { summary: 300, notes: 5000, metaTitle: 120, metaDescription: 300, tags: 30, tag: 100 } as const;

export const swayOfferListItem = z.object({
  id: z.number(),
  offer_summary: z.string(),
  offer_status: z.enum(SWAY_OFFER_STATUSES),
  expired: z.boolean(),
  offer_image_url: z.string().nullable(),
  short_url_id: z.string().nullable(),
  is_lite: z.boolean(),
  hashtags: z.array(z.string()),
  created_at: z.string(),
});
export type SwayOfferListItem = z.infer<typeof swayOfferListItem>;
export const swayOfferListReply = z.array(swayOfferListItem);

const sampleImages = z.partialRecord(z.enum(SWAY_PROOF_TYPES), z.string());
/** A short link of the campaign: its code, where it leads, and how often it was opened. */
export const shortUrlItem = z.object({ id: z.string(), url: z.string(), visit_count: z.number() });

/**
 * One campaign as GET swayOffer/{id} answers it. internal_notes, meta_title, meta_description and
 * the flow's side_effect_data are admin-only (spec 3 §6, "Reading 1"): marked so, the server
 * leaves them out of every reply to a business user (contract/adminOnly.ts).
 */
export const swayOffer = swayOfferListItem.extend({
  internal_notes: adminOnly(z.string().nullable()),
  meta_title: adminOnly(z.string().nullable()),
  meta_description: adminOnly(z.string().nullable()),
  instagram_mentions: z.array(z.string()),
  facebook_mentions: z.array(z.string()),
  tiktok_mentions: z.array(z.string()),
  google_review_url: z.string().nullable(),
  facebook_review_url: z.string().nullable(),
  proof_sample_images: sampleImages,
  tasks: z.array(z.enum(SWAY_PROOF_TYPES)),
  /** The campaign's short link first, then the links added in the short URL dialog. */
  urls: z.array(shortUrlItem),
  flow: flowReply,
});
export type SwayOffer = z.infer<typeof swayOffer>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const tagList = (normalise: (values: string[]) => string[]) =>
  z.array(text(SWAY_OFFER_LIMITS.tag)).max(SWAY_OFFER_LIMITS.tags, `At most ${SWAY_OFFER_LIMITS.tags} items`).transform(normalise);
const image = text(2000).superRefine(zodRule(optionalImageUrl)).nullable();
const reviewUrl = (rule: typeof googleReviewUrl) => text(2000).superRefine(zodRule(rule)).nullable();

/** What business users edit: the campaign fields, the socials and the image (spec 3 §6). */
export const swayOfferClientFields = z.object({
  offer_summary: text(SWAY_OFFER_LIMITS.summary).min(1, 'Required'),
  offer_image_url: image,
  hashtags: tagList(normalizeHashtags),
  instagram_mentions: tagList(normalizeMentions),
  facebook_mentions: tagList(normalizeMentions),
  tiktok_mentions: tagList(normalizeMentions),
  google_review_url: reviewUrl(googleReviewUrl),
  facebook_review_url: reviewUrl(facebookReviewUrl),
  proof_sample_images: z.partialRecord(z.enum(SWAY_PROOF_TYPES), text(2000).superRefine(zodRule(optionalImageUrl))),
}).partial();

/** Admin-only fields: a business user sending any of them is refused with 403. */
export const swayOfferAdminFields = z.object({
  internal_notes: text(SWAY_OFFER_LIMITS.notes).nullable(),
  meta_title: text(SWAY_OFFER_LIMITS.metaTitle).nullable(),
  meta_description: text(SWAY_OFFER_LIMITS.metaDescription).nullable(),
  /** Stop/Start (spec 3 §4). */
  expired: z.boolean(),
  tasks: z.array(z.enum(SWAY_PROOF_TYPES)).max(SWAY_PROOF_TYPES.length),
}).partial();
export const SWAY_OFFER_ADMIN_KEYS = Object.keys(swayOfferAdminFields.shape);

/** PUT swayOffer/{id}. */
export const swayOfferUpdateRequest = swayOfferClientFields.extend(swayOfferAdminFields.shape).strict();
export type SwayOfferUpdateRequest = z.input<typeof swayOfferUpdateRequest>;

/** POST swayOffer: the modal's summary (plus hashtags and mentions for lite clients) and its three answers. */
export const swayOfferCreateRequest = z.object({
  swayOfferBase: z.object({
    offer_summary: text(SWAY_OFFER_LIMITS.summary).min(1, 'Required'),
    hashtags: tagList(normalizeHashtags).optional(),
    instagram_mentions: tagList(normalizeMentions).optional(),
  }),
  flow: z.object({
    claim_enabled: z.boolean({ error: 'Answer every question' }),
    contact_info_enabled: z.boolean({ error: 'Answer every question' }),
    end_type: z.enum(FLOW_END_TYPES, { error: 'Answer every question' }),
  }),
});
export type SwayOfferCreateRequest = z.input<typeof swayOfferCreateRequest>;
export const swayOfferCreateReply = z.object({ id: z.number() });

export const swayOfferIdParams = z.object({ id: serialId });

/** A location of the business with the campaign's link for it (spec 3 §3 Address). */
export const swayOfferAddress = z.object({
  id: z.number(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  short_url_id: z.string().nullable(),
});
export const swayOfferAddressList = z.array(swayOfferAddress);
export const swayOfferAddressRequest = z.object({ addressId: serialId, swayOfferId: serialId });
export const swayOfferAddressReply = z.object({ id: z.string() });

/** The short URL dialog (spec 3 §4): a code and optional query parameters added to the link's target. */
export const swayShortUrlRequest = z.object({
  shortCode: z.string().trim().min(1, 'Required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
  parameters: z.string().trim().max(500, 'At most 500 characters')
    .regex(/^[^\s#]*$/, 'Parameters look like utm_source=flyer&table=4').optional().default(''),
});
export const swayShortUrlParams = z.object({ swayOfferId: serialId });

export const chargebeeAddon = z.object({ id: z.string(), name: z.string() });
export const chargebeeAddonList = z.array(chargebeeAddon);
