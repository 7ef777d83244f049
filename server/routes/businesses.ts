// GET businesses/all, businesses/current, businesses/swap/{id} (spec 1 §7, §1 business selector).
import { and, asc, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import { businesses, memberships } from '../db/schema';
import { businessOf, sessionOf, type Session } from '../auth/session';
import { signFor } from '../auth/startSession';
import { notFound } from '../http-error';
import { setupState } from '../domain/setup';
import type { Db } from '../db/client';
import { containsPattern } from '../db/sql';
import type { RouteModule } from './endpoints';

type BusinessRow = typeof businesses.$inferSelect;
const summary = (b: Pick<BusinessRow, 'id' | 'title' | 'brand' | 'comboTitle'>) => ({ id: b.id, title: b.title, brand: b.brand, combo_title: b.comboTitle });
const summaryColumns = { id: businesses.id, title: businesses.title, brand: businesses.brand, comboTitle: businesses.comboTitle };
const SEARCH_LIMIT = 20;

export async function businessDetails(db: Db, id: number) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!row) throw notFound('Business not found');
  return {
    ...summary(row),
    created_at: row.createdAt.toISOString(),
    logo_url: row.logoUrl,
    industry_category_id: row.industryCategoryId,
    time_zone: row.timeZone,
    default_hashtags: row.defaultHashtags,
    default_instagram_mentions: row.defaultInstagramMentions,
    default_facebook_mentions: row.defaultFacebookMentions,
    ...(await setupState(db, id)),
  };
}

async function recentBusinesses(db: Db, accountId: number) {
  const rows = await db.select(summaryColumns).from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.accountId, accountId), isNotNull(memberships.lastUsedAt)))
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
      recentBusinesses: await recentBusinesses(app.db, session.accountId),
    };
  },
  getCurrentBusiness: async (request) => businessDetails(app.db, businessOf(request)),
  swapBusiness: async (request) => {
    const session = sessionOf(request);
    const target = request.params.id;
    const allowed = session.userType === 'ADMIN'
      ? await app.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, target)).limit(1)
      : await app.db.select({ id: memberships.businessId }).from(memberships)
        .where(and(eq(memberships.accountId, session.accountId), eq(memberships.businessId, target))).limit(1);
    if (allowed.length === 0) throw notFound('Business not found');
    if (session.userType === 'ADMIN') {
      // Admins keep a recent list too: a membership row records the switch (it grants nothing more).
      await app.db.insert(memberships).values({ accountId: session.accountId, businessId: target, lastUsedAt: sql`now()` })
        .onConflictDoNothing();
    }
    // signFor also stores the business as the account's current one.
    const token = await signFor(app, { id: session.accountId, userType: session.userType, email: session.email }, target);
    return {
      token,
      currentBusiness: await businessDetails(app.db, target),
      recentBusinesses: await recentBusinesses(app.db, session.accountId),
    };
  },
});

export default businessRoutes;
