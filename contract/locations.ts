// Locations, their tags, the affected-offers check and the maps service (spec 1 §2 Locations,
// §3 Location, §7 address/* and tag/* rows, §9 map sizes).
import { z } from 'zod';
import { serialId } from './common';
import {
  googleReviewUrl, MANUAL_LOCATION_RULES, normalizeHashtags, normalizeMentions, optionalPhone, zodRule,
} from './validation';

import { TAG_KINDS, type TagKind } from './tagQuery';

export { TAG_KINDS, type TagKind };
export const tagKind = z.enum(TAG_KINDS);

export const tag = z.object({ id: z.number(), kind: tagKind, value: z.string() });
export type Tag = z.infer<typeof tag>;

export const location = z.object({
  id: z.number(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  google_place_id: z.string().nullable(),
  google_review_url: z.string().nullable(),
  address_phone: z.string().nullable(),
  /** The street/city/zip/state tags made from the address. */
  system_tags: z.array(tag),
  custom_tags: z.array(z.string()),
  hashtags: z.array(z.string()),
  instagram_mentions: z.array(z.string()),
  facebook_mentions: z.array(z.string()),
});
export type Location = z.infer<typeof location>;

const tagList = (normalize: (v: string[]) => string[]) => z.array(z.string().max(100)).max(50).default([]).transform(normalize);
const customTags = z.array(z.string().trim().min(1).max(60)).max(30).default([]).transform((v) => [...new Set(v)]);
const manualField = (rule: (v: unknown) => string | undefined) => z.string().trim().superRefine(zodRule(rule));

/** Where the address comes from: a place of the maps service, or typed by an admin (§6). */
export const placeSource = z.object({ source: z.literal('place'), place_id: z.string().trim().min(1).max(300) });
export const manualSource = z.object({
  source: z.literal('manual'),
  google_place_id: manualField(MANUAL_LOCATION_RULES.google_place_id),
  address: manualField(MANUAL_LOCATION_RULES.address),
  city: manualField(MANUAL_LOCATION_RULES.city),
  state: manualField(MANUAL_LOCATION_RULES.state).transform((s) => s.toUpperCase()),
  zipcode: manualField(MANUAL_LOCATION_RULES.zipcode),
  latitude: manualField(MANUAL_LOCATION_RULES.latitude),
  longitude: manualField(MANUAL_LOCATION_RULES.longitude),
});

const extras = {
  google_review_url: z.string().trim().max(2000).nullish().superRefine(zodRule(googleReviewUrl)),
  address_phone: z.string().trim().max(40).nullish().superRefine(zodRule(optionalPhone)),
  custom_tags: customTags,
  hashtags: tagList(normalizeHashtags),
  instagram_mentions: tagList(normalizeMentions),
  facebook_mentions: tagList(normalizeMentions),
};

/** POST address: a new location from a place or (admin) typed by hand. */
export const locationCreate = z.object({ where: z.discriminatedUnion('source', [placeSource, manualSource]), ...extras });
/** PUT address/{id}: the extras, and optionally a new address. */
export const locationUpdate = z.object({ where: z.discriminatedUnion('source', [placeSource, manualSource]).optional(), ...extras });
export type LocationCreate = z.input<typeof locationCreate>;
export type LocationUpdate = z.input<typeof locationUpdate>;

export const locationList = z.array(location);

/** GET tag/offer/ and tag/offer/{locationId}: the location's future tags as JSON "kind:value" strings. */
export const affectedOffersQuery = z.object({ tags: z.string().max(20000).default('[]') });
export const affectedOffersParams = z.object({ locationId: serialId });
export const offerRef = z.object({ id: z.number(), offer_summary: z.string(), offer_status: z.string() });
export type OfferRef = z.infer<typeof offerRef>;
export const addedOffersReply = z.object({ addedToOffers: z.array(offerRef) });
export const affectedOffersReply = z.object({ addedToOffers: z.array(offerRef), removedFromOffers: z.array(offerRef) });
export type AffectedOffers = z.infer<typeof affectedOffersReply>;

export const tagWithCount = tag.extend({ location_count: z.number() });
export const tagListReply = z.array(tagWithCount);
/** GET tag/search/address?tagIds=1,2: locations carrying any of these tags. */
export const tagSearchQuery = z.object({ tagIds: z.string().regex(/^\d+(,\d+)*$/).optional() });

export { encodeTags } from './tagQuery';

// Maps service (DESIGN §4): the console asks our server, never a vendor.
export const placeSearchQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const placeSuggestion = z.object({ placeId: z.string(), description: z.string() });
export const placeSearchReply = z.array(placeSuggestion);
export const placeDetails = z.object({
  placeId: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
});
export type PlaceDetails = z.infer<typeof placeDetails>;
export const placeDetailsQuery = z.object({ placeId: z.string().min(1).max(300) });

/** Spec 1 §9: 250 wide on small screens, else 400; height 150; zoom 11. */
export const MAP_SIZE = { smallWidth: 250, width: 400, height: 150, zoom: 11 } as const;
export const staticMapQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  width: z.coerce.number().int().min(50).max(640).default(MAP_SIZE.width),
  height: z.coerce.number().int().min(50).max(640).default(MAP_SIZE.height),
  zoom: z.coerce.number().int().min(1).max(20).default(MAP_SIZE.zoom),
});
/** The image as a data URL, so the console can fetch it with its Bearer token. */
export const staticMapReply = z.object({ src: z.string() });
