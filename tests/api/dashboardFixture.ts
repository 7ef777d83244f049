// A hand-built business for the dashboard API tests: value settings split between the business and
// its industry, vouchers and proofs on both sides of a month boundary in Pacific/Honolulu (UTC-10,
// no daylight saving, so local month starts are exact), a sway proof, denied and deleted proofs, offers.
import type { FastifyInstance } from 'fastify';
import { customers, industries, industryCategories, offers, proofs, swayOffers, vouchers } from '../../server/db/schema';
import type { ProofType } from '../../server/db/schema';
import { bearer, createAccount, createBusiness, tokenFor } from '../helpers/fixtures';

export const TZ = 'Pacific/Honolulu';
export const TZ_OFFSET_MS = 10 * 3600_000;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Start of the local (Honolulu) month containing `at`, `delta` months away, as an instant. */
export function localMonthStart(at: Date, delta = 0): Date {
  const local = new Date(at.getTime() - TZ_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + delta, 1) + TZ_OFFSET_MS);
}
export const monthKey = (start: Date) => new Date(start.getTime() - TZ_OFFSET_MS).toISOString().slice(0, 10);

/** Settings: post from the business, review and ticket from the industry category. */
export const SETTINGS = { post: 1500, review: 2000, ticket: 5000 };

export async function buildDashboardFixture(app: FastifyInstance, now = new Date()) {
  const m0 = localMonthStart(now);
  const [industry] = await app.db.insert(industries).values({ title: 'Food' }).returning();
  const [category] = await app.db.insert(industryCategories).values({
    industryId: industry.id, title: 'Pizza', postMarketingValueCents: 999, reviewMarketingValueCents: SETTINGS.review,
    averageTicketValueCents: SETTINGS.ticket,
  }).returning();
  const business = await createBusiness(app, {
    timeZone: TZ, industryCategoryId: category.id, postMarketingValueCents: SETTINGS.post,
    createdAt: localMonthStart(now, -3),
  });
  const b = business.id;
  const [offer] = await app.db.insert(offers).values({ businessId: b, offerSummary: 'Free slice', offerStatus: 'ACTIVE' }).returning();
  const [ann, bob] = await app.db.insert(customers).values([
    { businessId: b, firstName: 'Ann', email: 'ann@example.test', createdAt: localMonthStart(now, -2) },
    { businessId: b, firstName: 'Bob', email: 'bob@example.test' },
  ]).returning();
  const at = (ms: number) => new Date(m0.getTime() + ms);
  const voucher = async (customerId: number, redeemed: Date | null, valueCents: number | null = null) => {
    const [v] = await app.db.insert(vouchers).values({ businessId: b, offerId: offer.id, customerId, dateRedeemed: redeemed, valueCents }).returning();
    return v;
  };
  const proof = async (voucherId: number | null, customerId: number | null, type: ProofType, submitted: Date,
    extra: Partial<typeof proofs.$inferInsert> = {}) => {
    const [p] = await app.db.insert(proofs).values({
      businessId: b, voucherId, customerId, offerId: offer.id, proofType: type, proofDate: submitted, dateSubmitted: submitted,
      firstName: customerId === ann.id ? 'Ann' : 'Bob', offerSummary: 'Free slice', proofImageUrl: `/demo/${type}.svg`,
      reviewStatus: 'APPROVED', ...extra,
    }).returning();
    return p;
  };
  // This month.
  const v1 = await voucher(ann.id, at(2 * DAY));                 // redeemed, average ticket
  const p1 = await proof(v1.id, ann.id, 'INSTAGRAM_POST', at(DAY));
  await proof(v1.id, ann.id, 'ONLINE_REVIEW', at(DAY + HOUR));
  const v2 = await voucher(bob.id, at(3 * DAY), 4321);           // redeemed, own ticket value
  await proof(v2.id, bob.id, 'FACEBOOK_POST', at(2 * DAY));
  await proof(v2.id, bob.id, 'FACEBOOK_CHECKIN', at(2 * DAY + HOUR));
  await proof(v2.id, bob.id, 'TIK_TOK', at(2 * DAY), { deletedAt: now });            // deleted: nothing
  const v3 = await voucher(bob.id, null);                         // not redeemed, review
  await proof(v3.id, bob.id, 'FACEBOOK_REVIEW', at(HOUR));
  await proof(v3.id, bob.id, 'INSTAGRAM_POST', at(HOUR), { reviewStatus: 'DENIED' }); // denied: nothing
  const v5 = await voucher(bob.id, null);                         // not redeemed, post
  await proof(v5.id, bob.id, 'INSTAGRAM_POST', at(6 * HOUR));
  const [sway] = await app.db.insert(swayOffers).values({ businessId: b, offerSummary: 'Pizza for a review' }).returning();
  const swayProof = await proof(null, null, 'ONLINE_REVIEW', at(4 * DAY), { isSway: true, swayOfferId: sway.id, offerId: null, reviewStatus: 'PENDING' });
  // Previous local month: one minute before this month's start (same UTC month, earlier local month).
  const v4 = await voucher(ann.id, at(-60_000));
  await proof(v4.id, ann.id, 'TIK_TOK', at(-DAY));
  // Offers starting and ending this month.
  const [started] = await app.db.insert(offers).values({ businessId: b, offerSummary: 'Starter', offerStatus: 'ACTIVE', offerStartDate: at(5 * HOUR) }).returning();
  const [stopped] = await app.db.insert(offers).values({ businessId: b, offerSummary: 'Stopped', offerStatus: 'COMPLETE', expirationDate: at(30 * 60_000) }).returning();
  const [stopping] = await app.db.insert(offers).values({
    businessId: b, offerSummary: 'Stopping', offerStatus: 'ACTIVE', expirationDate: new Date(localMonthStart(now, 1).getTime() - 60_000),
  }).returning();
  await app.db.insert(offers).values({ businessId: b, offerSummary: 'Unapproved', offerStatus: 'NEEDS_APPROVAL', offerStartDate: at(HOUR) });
  return { business, m0, ann, bob, v1, v2, v3, v4, v5, p1, swayProof, started, stopped, stopping };
}

/** The headers of a new owner (CLIENT) of the business, logged in to it. */
export async function ownerHeaders(app: FastifyInstance, businessId: number) {
  return bearer(await tokenFor(app, await createAccount(app, 'CLIENT', [businessId]), businessId));
}
