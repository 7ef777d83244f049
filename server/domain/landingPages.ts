// Landing pages (spec 3 §3, §4): one page of a business with its layout and its campaigns in
// order. Adding refuses a campaign already on the page or expired; the order is reindexed from 0
// on every change, in one transaction, so a failed save leaves the previous order.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LANDING_MESSAGES, type LandingPage, type landingPageOffersUpdate } from '../../contract/landingPages';
import type { Db } from '../db/client';
import { landingPageOffers, landingPages, swayOffers } from '../db/schema';
import { HttpError, notFound } from '../http-error';

export type LandingPageRow = typeof landingPages.$inferSelect;

export async function ownLandingPage(db: Db, businessId: number, id: number): Promise<LandingPageRow> {
  const [row] = await db.select().from(landingPages).where(and(eq(landingPages.id, id), eq(landingPages.businessId, businessId))).limit(1);
  if (!row) throw notFound('Landing page not found');
  return row;
}

export const publicUrlOf = (base: string, customUrl: string | null) => (customUrl ? `${base}/${customUrl}` : null);

export async function landingPageToContract(db: Db, row: LandingPageRow, base: string): Promise<LandingPage> {
  const offers = await db.select({
    offer_id: swayOffers.id, ordinal: landingPageOffers.ordinal, page_summary: landingPageOffers.offerSummary,
    campaign_summary: swayOffers.offerSummary, expired: swayOffers.expired, offer_image_url: swayOffers.offerImageUrl,
    short_url_id: swayOffers.shortUrlId,
  }).from(landingPageOffers).innerJoin(swayOffers, eq(swayOffers.id, landingPageOffers.swayOfferId))
    .where(eq(landingPageOffers.landingPageId, row.id)).orderBy(asc(landingPageOffers.ordinal));
  return {
    id: row.id,
    landing_page_name: row.landingPageName,
    custom_url: row.customUrl,
    public_url: publicUrlOf(base, row.customUrl),
    layout_data: { colors: row.layoutData.colors ?? {}, text: row.layoutData.text ?? {}, images: row.layoutData.images ?? {} },
    sway_offers: offers.map(({ page_summary, ...o }) => ({ ...o, offer_summary: page_summary || o.campaign_summary })),
  };
}

const fail = (message: string, field = 'swayOffers') => new HttpError(400, message, { [field]: message });

/** Replaces the page's campaigns in the order given, reindexed from 0. */
export async function replaceLandingPageOffers(db: Db, page: LandingPageRow, body: z.output<typeof landingPageOffersUpdate>): Promise<void> {
  const items = [...body.swayOffers].sort((a, b) => a.ordinal - b.ordinal);
  const ids = items.map((i) => i.offer_id);
  if (new Set(ids).size !== ids.length) throw fail(LANDING_MESSAGES.duplicate);
  await db.transaction(async (tx) => {
    const campaigns = ids.length === 0 ? [] : await tx.select({ id: swayOffers.id, expired: swayOffers.expired }).from(swayOffers)
      .where(and(eq(swayOffers.businessId, page.businessId), inArray(swayOffers.id, ids)));
    const known = new Map(campaigns.map((c) => [c.id, c]));
    if (ids.some((id) => !known.has(id))) throw fail(LANDING_MESSAGES.unknownOffer);
    const current = await tx.select({ id: landingPageOffers.swayOfferId }).from(landingPageOffers)
      .where(eq(landingPageOffers.landingPageId, page.id)).for('update');
    const onPage = new Set(current.map((c) => c.id));
    // A campaign that expired while on the page may stay (the public page drops it); a new one may not.
    if (ids.some((id) => !onPage.has(id) && known.get(id)?.expired)) throw fail(LANDING_MESSAGES.expired);
    await tx.delete(landingPageOffers).where(eq(landingPageOffers.landingPageId, page.id));
    if (items.length > 0) {
      await tx.insert(landingPageOffers).values(items.map((item, ordinal) => ({
        landingPageId: page.id, swayOfferId: item.offer_id, ordinal, offerSummary: item.offer_summary || null,
      })));
    }
    await tx.update(landingPages).set({ updatedAt: sql`now()` }).where(eq(landingPages.id, page.id));
  });
}
