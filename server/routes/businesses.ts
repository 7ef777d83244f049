// GET businesses/all, businesses/current, businesses/swap/{id} (spec 1 §7, §1 business selector).
import { and, asc, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import { adminVisits, businesses, memberships } from '../db/schema';
import { businessOf, sessionOf, type Session } from '../auth/session';
import { signFor } from '../auth/startSession';
import { revokeSession } from '../auth/sessions';
import { notFound } from '../http-error';
import { setupState, setupStepColumns } from '../domain/setup';
import { preparedStatement } from '../db/prepared';
import type { Db } from '../db/client';
import { containsPattern } from '../db/sql';
import { kept, type RouteModule } from './endpoints';

type BusinessRow = typeof businesses.$inferSelect;
const summary = (b: Pick<BusinessRow, 'id' | 'title' | 'brand' | 'comboTitle'>) => ({ id: b.id, title: b.title, brand: b.brand, combo_title: b.comboTitle });
const summaryColumns = { id: businesses.id, title: businesses.title, brand: businesses.brand, comboTitle: businesses.comboTitle };
const SEARCH_LIMIT = 20;

type BusinessDetailsRow = Pick<BusinessRow, 'id' | 'title' | 'brand' | 'comboTitle' | 'logoUrl' | 'industryCategoryId' | 'timeZone'
  | 'defaultHashtags' | 'defaultInstagramMentions' | 'defaultFacebookMentions'> & { createdAt: Date | string; social: boolean; locations: boolean; offers: boolean };

const businessDetailsRow = preparedStatement<BusinessDetailsRow, 'id'>('business_details', (p) => sql`select b.id, b.title, b.brand,
      b.combo_title as "comboTitle", b.created_at as "createdAt", b.logo_url as "logoUrl", b.industry_category_id as "industryCategoryId",
      b.time_zone as "timeZone", b.default_hashtags as "defaultHashtags", b.default_instagram_mentions as "defaultInstagramMentions",
      b.default_facebook_mentions as "defaultFacebookMentions", ${setupStepColumns}
    from businesses b where b.id = ${p.id}`);

/** The business with its setup progress: one prepared statement, since every console screen asks for it. */
export async function businessDetails(db: Db, id: number) {
  const [row] = await businessDetailsRow(db, { id });
  if (!row) throw notFound('Business not found');
  // Fields one by one: on Node 20 an object literal that opens with a spread costs about 4 µs.
  const setup = setupState(row);
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    combo_title: row.comboTitle,
    created_at: new Date(row.createdAt).toISOString(),
    logo_url: row.logoUrl,
    industry_category_id: row.industryCategoryId,
    time_zone: row.timeZone,
    default_hashtags: row.defaultHashtags,
    default_instagram_mentions: row.defaultInstagramMentions,
    default_facebook_mentions: row.defaultFacebookMentions,
    social_setup: setup.social_setup,
    locations_setup: setup.locations_setup,
    offers_setup: setup.offers_setup,
    setup_progress: setup.setup_progress,
  };
}

/** The last five businesses the account worked in: an admin's visits, anyone else's memberships. */
async function recentBusinesses(db: Db, session: Session) {
  const rows = session.userType === 'ADMIN'
    ? await db.select(summaryColumns).from(adminVisits).innerJoin(businesses, eq(businesses.id, adminVisits.businessId))
      .where(eq(adminVisits.accountId, session.accountId)).orderBy(desc(adminVisits.lastUsedAt)).limit(5)
    : await db.select(summaryColumns).from(memberships).innerJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(and(eq(memberships.accountId, session.accountId), isNotNull(memberships.lastUsedAt)))
      .orderBy(desc(memberships.lastUsedAt)).limit(5);
  return rows.map(summary);
}

async function visibleBusinesses(db: Db, session: Session, q: string | undefined) {
  const byTitle = q ? ilike(businesses.title, containsPattern(q)) : undefined;
  const rows = session.userType === 'ADMIN'
    ? await db.select(summaryColumns).from(businesses).where(byTitle).orderBy(asc(businesses.title)).limit(SEARCH_LIMIT)
    : await db.select(summaryColumns).from(memberships).innerJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(and(eq(memberships.accountId, session.accountId), byTitle)).orderBy(asc(businesses.title));
  return rows.map(summary);
}

const businessRoutes: RouteModule = (app) => ({
  getBusinesses: async (request) => {
    const session = sessionOf(request);
    return {
      businesses: await visibleBusinesses(app.db, session, request.query.q),
      recentBusinesses: await recentBusinesses(app.db, session),
    };
  },
  getCurrentBusiness: kept(async (request) => businessDetails(app.db, businessOf(request))),
  swapBusiness: async (request) => {
    const session = sessionOf(request);
    const target = request.params.id;
    const allowed = session.userType === 'ADMIN'
      ? await app.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, target)).limit(1)
      : await app.db.select({ id: memberships.businessId }).from(memberships)
        .where(and(eq(memberships.accountId, session.accountId), eq(memberships.businessId, target))).limit(1);
    if (allowed.length === 0) throw notFound('Business not found');
    // signFor also stores the business as the account's current one, and records the visit
    // (an admin's in admin_visits: an admin never becomes a member of the business). The new token
    // is a new login; the old token's ends, so it cannot be renewed into the old business.
    const token = await signFor(app, { id: session.accountId, userType: session.userType, email: session.email }, target);
    await revokeSession(app.db, session.sid);
    return {
      token,
      currentBusiness: await businessDetails(app.db, target),
      recentBusinesses: await recentBusinesses(app.db, session),
    };
  },
});

export default businessRoutes;
