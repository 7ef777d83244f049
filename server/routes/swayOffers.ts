// listSwayOffers, GET swayOffer: the current business's sway offers (spec 3 §7), status derived
// from `expired` (spec 3 §4); the 'Campaigns' list of a CLIENT_LITE shows them beside its network
// offers. searchReviewOffers, GET swayOffer/search?q= : the offer search of Timeline Review
// (spec 1 §2). An admin searches the sway offers of every business (review is a back-office
// queue); others their own business. Offers with pending proofs come first, so the work is found
// without typing.
import { desc, eq, sql } from 'drizzle-orm';
import { swayOffers } from '../db/schema';
import { businessOf } from '../auth/session';
import type { SwayOfferSearchItem } from '../../contract/reviews';
import { containsPattern, queryRows } from '../db/sql';
import { tenantFilter } from '../domain/swayProofs';
import type { RouteModule } from './endpoints';

const LIMIT = 30;

const swayOfferRoutes: RouteModule = (app) => ({
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
    const business = tenantFilter(request);
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
