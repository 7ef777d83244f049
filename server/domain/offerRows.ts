// Offer rows to the contract's snake_case shape, with their short URLs and location tags.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Offer } from '../../contract/offers';
import type { Db } from '../db/client';
import { offerLocationTags, offers, shortUrls, tags } from '../db/schema';

type OfferRow = typeof offers.$inferSelect;

export const tagName = (t: { kind: string; value: string }) => (t.kind === 'custom' ? t.value : `${t.kind}: ${t.value}`);

export async function offersToContract(db: Db, rows: OfferRow[]): Promise<Offer[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const urls = await db.select().from(shortUrls).where(inArray(shortUrls.offerId, ids)).orderBy(asc(shortUrls.createdAt));
  const tagRows = await db.select({ offerId: offerLocationTags.offerId, id: tags.id, kind: tags.kind, value: tags.value })
    .from(offerLocationTags).innerJoin(tags, eq(tags.id, offerLocationTags.tagId)).where(inArray(offerLocationTags.offerId, ids));
  return rows.map((r) => ({
    id: r.id,
    offer_type: r.offerType,
    offer_order_flow_type: r.offerOrderFlowType,
    offer_status: r.offerStatus,
    offer_summary: r.offerSummary,
    offer_summary_id: r.offerSummaryId,
    offer_image_url: r.offerImageUrl,
    offer_start_date: r.offerStartDate?.toISOString() ?? null,
    expiration_date: r.expirationDate?.toISOString() ?? null,
    offer_url: r.offerUrl,
    offer_description_url: r.offerDescriptionUrl,
    offer_phone: r.offerPhone,
    offer_special_instructions: r.offerSpecialInstructions,
    event_date_option: r.eventDateOption,
    urls: urls.filter((u) => u.offerId === r.id).map((u) => ({ id: u.id, url: u.url, visit_count: u.visitCount })),
    hashtags: r.hashtags,
    instagram_mentions: r.instagramMentions,
    facebook_mentions: r.facebookMentions,
    coupon_code: r.couponCode,
    coupon_image_url: r.couponImageUrl,
    coupon_size: (['small', 'medium', 'large'] as const).find((s) => s === r.couponSize) ?? 'medium',
    tasks: r.tasks as Offer['tasks'],
    display_priority: r.displayPriority,
    number_tasks_required: r.numberTasksRequired,
    offers_to_grant_per_month: r.offersToGrantPerMonth,
    min_days_between_offer: r.minDaysBetweenOffer,
    short_url_id: r.shortUrlId,
    internal_notes: r.internalNotes,
    custom_description: r.customDescription,
    is_lite: r.isLite,
    location_tags: tagRows.filter((t) => t.offerId === r.id).map((t) => ({ id: t.id, name: tagName(t) })),
    created_at: r.createdAt.toISOString(),
  }));
}
