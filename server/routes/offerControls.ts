// PUT offer/approve/{id}, offer/pause/{id}, offer/stop/{id}/{date} (spec 2 §4, §7), ADMIN only.
// The state machine lives in domain/offerStateMachine; a refused transition answers 409 with the
// spec's `{ error }` body, which the console shows as a toast. The row is locked while deciding
// so two admins clicking at once cannot both apply a transition from the same status.
import { and, eq } from 'drizzle-orm';
import { offers } from '../db/schema';
import { businessOf } from '../auth/session';
import { HttpError, notFound } from '../http-error';
import { endOfDay, transition, type OfferAction } from '../domain/offerStateMachine';
import { createRandomShortUrl } from '../domain/shortUrlCreate';
import type { Db } from '../db/client';
import type { RouteModule } from './endpoints';

async function applyTransition(db: Db, businessId: number, id: number, action: OfferAction, stopDay?: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(offers).where(and(eq(offers.id, id), eq(offers.businessId, businessId))).for('update');
    if (!row) throw notFound('Offer not found');
    const decided = transition(row.offerStatus, action, {
      startDate: row.offerStartDate, hasImage: Boolean(row.offerImageUrl), now: new Date(), stopDay,
    });
    if (!decided.ok) throw new HttpError(409, decided.error);
    const set: Partial<typeof offers.$inferInsert> = { offerStatus: decided.next, updatedAt: new Date() };
    if (action === 'approve' && !row.shortUrlId) {
      set.shortUrlId = (await createRandomShortUrl(tx as unknown as Db, businessId, row.id)).id;
    }
    if (action === 'approve' && row.expirationDate && row.expirationDate <= new Date()) set.expirationDate = null;
    if (action === 'stop' && stopDay) set.expirationDate = endOfDay(stopDay);
    const [updated] = await tx.update(offers).set(set).where(eq(offers.id, row.id)).returning();
    return updated;
  });
}

const offerControls: RouteModule = (app) => ({
  approveOffer: async (request) => {
    const row = await applyTransition(app.db, businessOf(request), request.params.id, 'approve');
    return { offer_status: row.offerStatus, short_url_id: row.shortUrlId };
  },
  pauseOffer: async (request) => {
    const row = await applyTransition(app.db, businessOf(request), request.params.id, 'pause');
    return { offer_status: row.offerStatus, expiration_date: row.expirationDate?.toISOString() ?? null };
  },
  stopOffer: async (request) => {
    if (!endOfDay(request.params.date)) throw new HttpError(400, 'Date must be a real day (YYYY-MM-DD)');
    const row = await applyTransition(app.db, businessOf(request), request.params.id, 'stop', request.params.date);
    return { offer_status: row.offerStatus, expiration_date: row.expirationDate?.toISOString() ?? null };
  },
});

export default offerControls;
