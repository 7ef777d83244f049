// GET tag/offer/ and tag/offer/{locationId} (the affected-offers check before a location save or
// archive), GET tag/all/address and GET tag/search/address (spec 1 §7 tag/* rows).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { errorReply } from '../../contract/common';
import {
  addedOffersReply, affectedOffersQuery, affectedOffersReply, locationList, tagListReply, tagSearchQuery,
} from '../../contract/locations';
import { locationTags, locations, tags } from '../db/schema';
import { businessOf } from '../auth/session';
import { findLocation, listLocations } from '../domain/locations';
import { affectedOffers, offersSelecting, parseTagQuery } from '../domain/locationTags';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/tag/offer', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['locations'], querystring: affectedOffersQuery, response: { 200: addedOffersReply } },
  }, async (request) => ({
    addedToOffers: await offersSelecting(app.db, businessOf(request), parseTagQuery(request.query.tags)),
  }));

  r.get('/tag/offer/:locationId', {
    config: { access: ['CLIENT'] },
    schema: {
      tags: ['locations'],
      params: z.object({ locationId: z.coerce.number().int().positive() }),
      querystring: affectedOffersQuery,
      response: { 200: affectedOffersReply, 404: errorReply },
    },
  }, async (request) => {
    const businessId = businessOf(request);
    const current = await findLocation(app.db, businessId, request.params.locationId);
    return affectedOffers(app.db, businessId, current.id, parseTagQuery(request.query.tags));
  });

  r.get('/tag/all/address', {
    config: { access: ['CLIENT', 'CLIENT_LITE'] },
    schema: { tags: ['locations'], response: { 200: tagListReply } },
  }, async (request) => {
    const businessId = businessOf(request);
    // Tags in use by active locations, with how many locations each one selects.
    const rows = await app.db.select({ id: tags.id, kind: tags.kind, value: tags.value, location_count: count(locations.id) })
      .from(tags)
      .innerJoin(locationTags, eq(locationTags.tagId, tags.id))
      .innerJoin(locations, and(eq(locations.id, locationTags.locationId), eq(locations.archived, false)))
      .where(eq(tags.businessId, businessId))
      .groupBy(tags.id).orderBy(asc(tags.kind), asc(tags.value));
    return rows;
  });

  r.get('/tag/search/address', {
    config: { access: ['CLIENT', 'CLIENT_LITE'] },
    schema: { tags: ['locations'], querystring: tagSearchQuery, response: { 200: locationList } },
  }, async (request) => {
    const businessId = businessOf(request);
    const tagIds = (request.query.tagIds ?? '').split(',').filter(Boolean).map(Number);
    if (tagIds.length === 0) return [];
    const rows = await app.db.selectDistinct({ id: locationTags.locationId }).from(locationTags)
      .innerJoin(tags, eq(tags.id, locationTags.tagId))
      .where(and(eq(tags.businessId, businessId), inArray(tags.id, tagIds)));
    return listLocations(app.db, businessId, rows.map((row) => row.id));
  });
};

export default routes;
