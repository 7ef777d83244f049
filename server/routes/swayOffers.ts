// listSwayOffers, GET swayOffer: the current business's sway offers (spec 3 §7), status derived
// from `expired` (spec 3 §4); the 'Campaigns' list of a CLIENT_LITE shows them beside its network
// offers. One campaign, create, change, copy, its flow and links (contract/api/swayOffers.ts):
// always scoped to the caller's business; admin-only fields from a business user answer 403
// rather than being ignored, so a console bug cannot look like a saved change. searchReviewOffers, GET swayOffer/search?q= : the offer search of Timeline Review
// (spec 1 §2). An admin searches the sway offers of every business (review is a back-office
// queue); others their own business. Offers with pending proofs come first, so the work is found
// without typing.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { SWAY_OFFER_ADMIN_KEYS } from '../../contract/swayOffers';
import { locations, shortUrls, swayOffers } from '../db/schema';
import { businessOf, isAdmin, sessionOf } from '../auth/session';
import { forbidden, notFound } from '../http-error';
import { ownSwayOffer, swayOfferToContract } from '../domain/swayOfferRows';
import { addCampaignLink, copySwayOffer, createSwayOffer, locationLink, updateFlow } from '../domain/swayOfferWrite';
import type { SwayOfferSearchItem } from '../../contract/reviews';
import { containsPattern, queryRows } from '../db/sql';
import { searchFilter } from '../domain/swayProofs';
import type { RouteModule } from './endpoints';

const LIMIT = 30;

const swayOfferRoutes: RouteModule = (app) => ({
  getSwayOffer: async (request) => {
    const row = await ownSwayOffer(app.db, businessOf(request), request.params.id);
    return swayOfferToContract(app.db, row);
  },

  createSwayOffer: async (request) => {
    const { swayOfferBase: base, flow } = request.body;
    const id = await createSwayOffer(app.db, businessOf(request), {
      summary: base.offer_summary, hashtags: base.hashtags, instagramMentions: base.instagram_mentions,
      isLite: sessionOf(request).userType === 'CLIENT_LITE', flow,
    });
    return { id };
  },

  updateSwayOffer: async (request) => {
    const body = request.body;
    if (!isAdmin(request)) {
      const sent = SWAY_OFFER_ADMIN_KEYS.filter((k) => body[k as keyof typeof body] !== undefined);
      if (sent.length > 0) throw forbidden(`Only an admin can change ${sent.join(', ')}`);
    }
    const row = await ownSwayOffer(app.db, businessOf(request), request.params.id);
    const [updated] = await app.db.update(swayOffers).set({
      offerSummary: body.offer_summary,
      offerImageUrl: body.offer_image_url === undefined ? undefined : body.offer_image_url || null,
      hashtags: body.hashtags,
      instagramMentions: body.instagram_mentions,
      facebookMentions: body.facebook_mentions,
      tiktokMentions: body.tiktok_mentions,
      googleReviewUrl: body.google_review_url === undefined ? undefined : body.google_review_url || null,
      facebookReviewUrl: body.facebook_review_url === undefined ? undefined : body.facebook_review_url || null,
      proofSampleImages: body.proof_sample_images,
      internalNotes: body.internal_notes,
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
      expired: body.expired,
      tasks: body.tasks,
      updatedAt: new Date(),
    }).where(eq(swayOffers.id, row.id)).returning();
    return swayOfferToContract(app.db, updated ?? row);
  },

  updateSwayFlow: async (request) => {
    const row = await ownSwayOffer(app.db, businessOf(request), request.params.id);
    await updateFlow(app.db, row.id, request.body);
    return swayOfferToContract(app.db, row);
  },

  copySwayOffer: async (request) => {
    const row = await ownSwayOffer(app.db, businessOf(request), request.params.id);
    return { id: await copySwayOffer(app.db, row) };
  },

  addSwayOfferAddress: async (request) => {
    const businessId = businessOf(request);
    const offer = await ownSwayOffer(app.db, businessId, request.body.swayOfferId);
    const [location] = await app.db.select({ id: locations.id }).from(locations)
      .where(and(eq(locations.id, request.body.addressId), eq(locations.businessId, businessId), eq(locations.archived, false))).limit(1);
    if (!location) throw notFound('Location not found');
    return { id: await locationLink(app.db, offer, location.id) };
  },

  getSwayOfferAddresses: async (request) => {
    const businessId = businessOf(request);
    const offer = await ownSwayOffer(app.db, businessId, request.params.id);
    return app.db.select({
      id: locations.id, address: locations.address, city: locations.city, state: locations.state, zipcode: locations.zipcode,
      short_url_id: shortUrls.id,
    }).from(locations)
      .leftJoin(shortUrls, and(eq(shortUrls.addressId, locations.id), eq(shortUrls.swayOfferId, offer.id)))
      .where(and(eq(locations.businessId, businessId), eq(locations.archived, false)))
      .orderBy(asc(locations.state), asc(locations.city), asc(locations.address), asc(locations.id));
  },

  addSwayShortUrl: async (request) => {
    const offer = await ownSwayOffer(app.db, businessOf(request), request.params.swayOfferId);
    return addCampaignLink(app.db, offer, request.body.shortCode, request.body.parameters);
  },

  getChargebeeAddons: async () => app.services.billing.listAddons(),

  listSwayOffers: async (request) => {
    const rows = await app.db.select().from(swayOffers)
      .where(eq(swayOffers.businessId, businessOf(request)))
      .orderBy(desc(swayOffers.createdAt), desc(swayOffers.id));
    return rows.map((o) => ({
      id: o.id,
      offer_summary: o.offerSummary,
      offer_status: o.expired ? 'COMPLETE' as const : 'ACTIVE' as const,
      expired: o.expired,
      offer_image_url: o.offerImageUrl,
      short_url_id: o.shortUrlId,
      is_lite: o.isLite,
      hashtags: o.hashtags,
      created_at: o.createdAt.toISOString(),
    }));
  },

  searchReviewOffers: async (request) => {
    const business = searchFilter(request);
    const q = request.query.q ? containsPattern(request.query.q) : null;
    const rows = await queryRows<SwayOfferSearchItem>(app.db, sql`
      select o.id, o.offer_summary, o.business_id, b.title as business_title, o.expired,
        (select count(*)::int from proofs p
          where p.sway_offer_id = o.id and p.is_sway and p.review_status = 'PENDING' and p.deleted_at is null) as pending_count
      from sway_offers o join businesses b on b.id = o.business_id
      where (${business}::int is null or o.business_id = ${business}::int)
        and (${q}::text is null or o.offer_summary ilike ${q}::text or b.title ilike ${q}::text)
      order by pending_count desc, o.offer_summary asc
      limit ${LIMIT}`);
    return { swayOffers: rows.map((row) => ({ ...row, pending_count: Number(row.pending_count) })) };
  },
});

export default swayOfferRoutes;
