// Shared setup of the offer API tests: a tenant with an owner, a lite user, an admin switched
// into it, and an offer factory writing rows directly in any status.
import type { FastifyInstance } from 'fastify';
import { offers } from '../../server/db/schema';
import { bearer, createAccount, createAdmin, createTenant, tokenFor } from '../helpers/fixtures';
import type { OfferStatus } from '../../contract/offers';

export async function offerCast(app: FastifyInstance) {
  const tenant = await createTenant(app);
  const lite = await createAccount(app, 'CLIENT_LITE', [tenant.business.id]);
  const admin = await createAdmin(app, tenant.business.id);
  return {
    ...tenant,
    owner: tenant.headers,
    lite: bearer(await tokenFor(app, lite, tenant.business.id)),
    admin: admin.headers,
  };
}

export async function insertOffer(app: FastifyInstance, businessId: number, status: OfferStatus, values: Partial<typeof offers.$inferInsert> = {}) {
  const [row] = await app.db.insert(offers).values({
    businessId, offerStatus: status, offerSummary: `Offer ${status}`, offerImageUrl: '/demo/offer-pizza.svg',
    offerStartDate: new Date(Date.now() - 86_400_000), ...values,
  }).returning();
  return row;
}

export const validOffer = {
  offer_type: 'LOCAL',
  offer_order_flow_type: 'VISIT',
  offer_summary: 'Free soda with any slice',
  offer_special_instructions: 'Show the voucher',
  hashtags: ['pizza', '#Brooklyn'],
  instagram_mentions: ['tonys'],
  facebook_mentions: [],
} as const;
