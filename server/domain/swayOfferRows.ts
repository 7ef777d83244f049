// A sway offer row and its flow as the contract sends them (contract/swayOffers.ts). The
// admin-only parts (spec 3 §6, "Reading 1" in
// docs/decisions/0065-reading-1-admin-only-campaign-fields.md) are marked in the reply schema,
// and the registrar leaves them out of a business user's reply.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Flow } from '../../contract/swayFlow';
import type { SwayOffer } from '../../contract/swayOffers';
import type { Db } from '../db/client';
import { shortUrls, swayFlows, swayOffers } from '../db/schema';
import { notFound } from '../http-error';

export type SwayOfferRow = typeof swayOffers.$inferSelect;
export type SwayFlowRow = typeof swayFlows.$inferSelect;

export function flowToContract(row: SwayFlowRow): Flow {
  return {
    claim_enabled: row.claimEnabled,
    claim_data: row.claimData,
    proof_requirements_data: row.proofRequirementsData,
    contact_info_enabled: row.contactInfoEnabled,
    contact_info_data: row.contactInfoData,
    end_type: row.endType,
    voucher_data: row.voucherData,
    whats_next_data: row.whatsNextData,
    side_effect_data: row.sideEffectData,
  };
}

/** The flow's columns from its contract form (for inserts and updates). */
export function flowColumns(flow: Partial<Flow>): Partial<SwayFlowRow> {
  const columns: Partial<SwayFlowRow> = {
    claimEnabled: flow.claim_enabled,
    claimData: flow.claim_data,
    proofRequirementsData: flow.proof_requirements_data,
    contactInfoEnabled: flow.contact_info_enabled,
    contactInfoData: flow.contact_info_data,
    endType: flow.end_type,
    voucherData: flow.voucher_data,
    whatsNextData: flow.whats_next_data,
    sideEffectData: flow.side_effect_data,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** A campaign of the business, or 404 exactly as for a missing id. */
export async function ownSwayOffer(db: Db, businessId: number, id: number): Promise<SwayOfferRow> {
  const [row] = await db.select().from(swayOffers).where(and(eq(swayOffers.id, id), eq(swayOffers.businessId, businessId))).limit(1);
  if (!row) throw notFound('Sway offer not found');
  return row;
}

export async function swayOfferToContract(db: Db, row: SwayOfferRow): Promise<SwayOffer> {
  const [flowRow] = await db.select().from(swayFlows).where(eq(swayFlows.swayOfferId, row.id)).limit(1);
  if (!flowRow) throw notFound('Sway offer not found');
  // The campaign's own link first, then the links added in the short URL dialog; per-location
  // links are listed with the locations.
  const links = await db.select({ id: shortUrls.id, url: shortUrls.url, visit_count: shortUrls.visitCount }).from(shortUrls)
    .where(and(eq(shortUrls.swayOfferId, row.id), isNull(shortUrls.addressId)))
    .orderBy(sql`${shortUrls.id} = ${row.shortUrlId ?? ''} desc`, asc(shortUrls.createdAt));
  return {
    id: row.id,
    offer_summary: row.offerSummary,
    offer_status: row.expired ? 'COMPLETE' : 'ACTIVE',
    expired: row.expired,
    offer_image_url: row.offerImageUrl,
    short_url_id: row.shortUrlId,
    is_lite: row.isLite,
    hashtags: row.hashtags,
    created_at: row.createdAt.toISOString(),
    instagram_mentions: row.instagramMentions,
    facebook_mentions: row.facebookMentions,
    tiktok_mentions: row.tiktokMentions,
    google_review_url: row.googleReviewUrl,
    facebook_review_url: row.facebookReviewUrl,
    proof_sample_images: row.proofSampleImages,
    tasks: row.tasks as SwayOffer['tasks'],
    urls: links,
    internal_notes: row.internalNotes,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    flow: flowToContract(flowRow),
  };
}
