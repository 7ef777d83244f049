// Turning a validated offer body into column values, and checking that the location tags an
// offer points at belong to the caller's business (tenancy: ids from the body are never trusted).
import { and, eq, inArray } from 'drizzle-orm';
import type { OfferUpdateRequest } from '../../contract/offers';
import { displayPriorityFor, normalizeHashtags, normalizeMentions, savedOrderUrl } from '../../contract/validation';
import type { Db } from '../db/client';
import { offerLocationTags, offers, tags } from '../db/schema';
import { HttpError } from '../http-error';

type OfferInsert = Partial<typeof offers.$inferInsert>;
const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());
const dateOrNull = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Only the keys present in the body are written (a PUT is a partial update). */
export function offerColumns(body: OfferUpdateRequest, offerType: string): OfferInsert {
  const c: OfferInsert = {};
  const has = (k: keyof OfferUpdateRequest) => Object.prototype.hasOwnProperty.call(body, k) && body[k] !== undefined;
  if (has('offer_type')) c.offerType = body.offer_type;
  if (has('offer_order_flow_type')) c.offerOrderFlowType = body.offer_order_flow_type;
  if (has('offer_summary')) c.offerSummary = body.offer_summary;
  if (has('offer_summary_id')) c.offerSummaryId = body.offer_summary_id ?? null;
  if (has('offer_image_url')) c.offerImageUrl = blankToNull(body.offer_image_url);
  if (has('offer_start_date')) c.offerStartDate = dateOrNull(body.offer_start_date);
  if (has('offer_url')) c.offerUrl = savedOrderUrl(body.offer_url);
  if (has('offer_description_url')) c.offerDescriptionUrl = blankToNull(body.offer_description_url);
  if (has('offer_phone')) c.offerPhone = blankToNull(body.offer_phone);
  if (has('offer_special_instructions')) c.offerSpecialInstructions = blankToNull(body.offer_special_instructions);
  if (has('event_date_option')) c.eventDateOption = body.event_date_option;
  if (has('hashtags')) c.hashtags = normalizeHashtags(body.hashtags ?? []);
  if (has('instagram_mentions')) c.instagramMentions = normalizeMentions(body.instagram_mentions ?? []);
  if (has('facebook_mentions')) c.facebookMentions = normalizeMentions(body.facebook_mentions ?? []);
  if (has('coupon_code')) c.couponCode = blankToNull(body.coupon_code);
  if (has('coupon_image_url')) c.couponImageUrl = blankToNull(body.coupon_image_url);
  if (has('coupon_size')) c.couponSize = body.coupon_size;
  if (has('expiration_date')) c.expirationDate = dateOrNull(body.expiration_date);
  if (has('custom_description')) c.customDescription = blankToNull(body.custom_description);
  if (has('tasks')) c.tasks = body.tasks;
  if (has('display_priority')) c.displayPriority = displayPriorityFor(offerType, body.display_priority);
  if (has('number_tasks_required')) c.numberTasksRequired = body.number_tasks_required;
  if (has('offers_to_grant_per_month')) c.offersToGrantPerMonth = body.offers_to_grant_per_month;
  if (has('min_days_between_offer')) c.minDaysBetweenOffer = body.min_days_between_offer;
  if (has('internal_notes')) c.internalNotes = blankToNull(body.internal_notes);
  // A WEB offer keeps its priority; turning an offer LOCAL drops it.
  if (offerType !== 'WEB') c.displayPriority = null;
  return c;
}

export async function replaceLocationTags(db: Db, businessId: number, offerId: number, tagIds: number[]) {
  const wanted = [...new Set(tagIds)];
  if (wanted.length > 0) {
    const own = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.businessId, businessId), inArray(tags.id, wanted)));
    if (own.length !== wanted.length) throw new HttpError(404, 'Location tag not found');
  }
  await db.delete(offerLocationTags).where(eq(offerLocationTags.offerId, offerId));
  if (wanted.length > 0) await db.insert(offerLocationTags).values(wanted.map((tagId) => ({ offerId, tagId })));
}
