// The landing page entries of the endpoint table (contract/api/landingPages.ts; spec 3 §7):
// ADMIN only, on the business the admin is switched to. A custom URL is a unique slug: a taken
// one answers 409 with the reason on the field, also when two saves race for it.
import { and, desc, eq, ilike } from 'drizzle-orm';
import { LANDING_MESSAGES } from '../../contract/landingPages';
import { landingPages, swayOffers } from '../db/schema';
import { businessOf } from '../auth/session';
import { HttpError } from '../http-error';
import { containsPattern, isUniqueViolation } from '../db/sql';
import { landingPageToContract, ownLandingPage, publicUrlOf, replaceLandingPageOffers } from '../domain/landingPages';
import type { RouteModule } from './endpoints';

const landingPageRoutes: RouteModule = (app) => {
  const db = app.db;
  const base = app.config.landingPageBaseUrl;
  return {
    getLandingPages: async (request) => {
      const rows = await db.select().from(landingPages).where(eq(landingPages.businessId, businessOf(request)))
        .orderBy(desc(landingPages.createdAt), desc(landingPages.id));
      return rows.map((r) => ({ id: r.id, landing_page_name: r.landingPageName, custom_url: r.customUrl, public_url: publicUrlOf(base, r.customUrl) }));
    },

    getLandingPage: async (request) => landingPageToContract(db, await ownLandingPage(db, businessOf(request), request.params.id), base),

    createLandingPage: async (request) => {
      const [row] = await db.insert(landingPages).values({ businessId: businessOf(request), landingPageName: 'New landing page' }).returning();
      if (!row) throw new Error('landing page insert returned no row');
      return landingPageToContract(db, row, base);
    },

    updateLandingPage: async (request) => {
      const page = await ownLandingPage(db, businessOf(request), request.params.id);
      const { landingPageName, customUrl, layoutData } = request.body;
      try {
        const [row] = await db.update(landingPages).set({
          landingPageName, customUrl: customUrl === undefined ? undefined : customUrl || null, layoutData, updatedAt: new Date(),
        }).where(eq(landingPages.id, page.id)).returning();
        return landingPageToContract(db, row ?? page, base);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, LANDING_MESSAGES.taken, { customUrl: LANDING_MESSAGES.taken });
        throw error;
      }
    },

    updateLandingPageOffers: async (request) => {
      const page = await ownLandingPage(db, businessOf(request), request.params.id);
      await replaceLandingPageOffers(db, page, request.body);
      return landingPageToContract(db, page, base);
    },

    lookupSwayOffers: async (request) => db.select({ id: swayOffers.id, offer_summary: swayOffers.offerSummary, expired: swayOffers.expired })
      .from(swayOffers)
      .where(and(eq(swayOffers.businessId, businessOf(request)), ilike(swayOffers.offerSummary, containsPattern(request.params.text))))
      .orderBy(swayOffers.expired, desc(swayOffers.createdAt)).limit(20),
  };
};

export default landingPageRoutes;
