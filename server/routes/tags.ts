// GET tag/offer/ and tag/offer/{locationId} (the affected-offers check before a location save or
// archive), GET tag/all/address and GET tag/search/address (spec 1 §7 tag/* rows).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { locationTags, locations, tags } from '../db/schema';
import { businessOf } from '../auth/session';
import { findLocation, listLocations } from '../domain/locations';
import { affectedOffers, offersSelecting, parseTagQuery } from '../domain/locationTags';
import type { RouteModule } from './endpoints';

const tagRoutes: RouteModule = (app) => ({
  offersForNewLocation: async (request) => ({
    addedToOffers: await offersSelecting(app.db, businessOf(request), parseTagQuery(request.query.tags)),
  }),
  offersForLocation: async (request) => {
    const businessId = businessOf(request);
    const current = await findLocation(app.db, businessId, request.params.locationId);
    return affectedOffers(app.db, businessId, current.id, parseTagQuery(request.query.tags));
  },
  getLocationTags: async (request) => {
    const businessId = businessOf(request);
    // Tags in use by active locations, with how many locations each one selects.
    const rows = await app.db.select({ id: tags.id, kind: tags.kind, value: tags.value, location_count: count(locations.id) })
      .from(tags)
      .innerJoin(locationTags, eq(locationTags.tagId, tags.id))
      .innerJoin(locations, and(eq(locations.id, locationTags.locationId), eq(locations.archived, false)))
      .where(eq(tags.businessId, businessId))
      .groupBy(tags.id).orderBy(asc(tags.kind), asc(tags.value));
    return rows;
  },
  searchLocationsByTags: async (request) => {
    const businessId = businessOf(request);
    const tagIds = (request.query.tagIds ?? '').split(',').filter(Boolean).map(Number);
    if (tagIds.length === 0) return [];
    const rows = await app.db.selectDistinct({ id: locationTags.locationId }).from(locationTags)
      .innerJoin(tags, eq(tags.id, locationTags.tagId))
      .where(and(eq(tags.businessId, businessId), inArray(tags.id, tagIds)));
    return listLocations(app.db, businessId, rows.map((row) => row.id));
  },
});

export default tagRoutes;
