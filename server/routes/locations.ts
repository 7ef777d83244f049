// GET address/all, POST address, PUT address/{id}, DELETE address/{id} (archive) — spec 1 §7;
// manual entry and archive are admin-only (§6); everything is scoped to the token's business.
import { and, eq } from 'drizzle-orm';
import { locationTags, locations } from '../db/schema';
import { businessOf, isAdmin } from '../auth/session';
import { addressFrom, findLocation, listLocations } from '../domain/locations';
import { setLocationTags, tagsOf } from '../domain/locationTags';
import type { RouteModule } from './endpoints';

const locationRoutes: RouteModule = (app) => ({
  getLocations: async (request) => listLocations(app.db, businessOf(request)),
  createLocation: async (request) => {
    const businessId = businessOf(request);
    const body = request.body;
    const { columns, phone } = await addressFrom(body.where, app.services.maps, isAdmin(request));
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx.insert(locations).values({
        businessId, ...columns,
        googleReviewUrl: body.google_review_url || null,
        addressPhone: body.address_phone || phone,
        hashtags: body.hashtags, instagramMentions: body.instagram_mentions, facebookMentions: body.facebook_mentions,
      }).returning({ id: locations.id });
      await setLocationTags(tx, businessId, row.id, tagsOf({ ...columns, zipcode: columns.zipcode, custom_tags: body.custom_tags }));
      return row.id;
    });
    return findLocation(app.db, businessId, id);
  },
  updateLocation: async (request) => {
    const businessId = businessOf(request);
    const current = await findLocation(app.db, businessId, request.params.id);
    const body = request.body;
    const moved = body.where ? await addressFrom(body.where, app.services.maps, isAdmin(request)) : null;
    const address = moved?.columns ?? { address: current.address, city: current.city, state: current.state, zipcode: current.zipcode };
    await app.db.transaction(async (tx) => {
      await tx.update(locations).set({
        ...(moved?.columns ?? {}),
        googleReviewUrl: body.google_review_url || null,
        addressPhone: body.address_phone || null,
        hashtags: body.hashtags, instagramMentions: body.instagram_mentions, facebookMentions: body.facebook_mentions,
      }).where(and(eq(locations.id, current.id), eq(locations.businessId, businessId)));
      await setLocationTags(tx, businessId, current.id, tagsOf({ ...address, custom_tags: body.custom_tags }));
    });
    return findLocation(app.db, businessId, current.id);
  },
  archiveLocation: async (request) => {
    const businessId = businessOf(request);
    const current = await findLocation(app.db, businessId, request.params.id);
    // Archive keeps the row (vouchers and reports still point at it) but takes it out of every
    // offer: offers reach locations through location_tags.
    await app.db.transaction(async (tx) => {
      await tx.update(locations).set({ archived: true }).where(and(eq(locations.id, current.id), eq(locations.businessId, businessId)));
      await tx.delete(locationTags).where(eq(locationTags.locationId, current.id));
    });
    return current;
  },
});

export default locationRoutes;
