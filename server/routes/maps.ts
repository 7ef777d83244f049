// Place search, place details and the static map image (spec 1 §2 Locations, §9 map sizes),
// answered by the maps service (offline gazetteer or Google); the console never calls a vendor.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply } from '../../contract/common';
import {
  placeDetails, placeDetailsQuery, placeSearchQuery, placeSearchReply, staticMapQuery, staticMapReply,
} from '../../contract/locations';
import { notFound } from '../http-error';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/maps/places', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['maps'], querystring: placeSearchQuery, response: { 200: placeSearchReply } },
  }, async (request) => app.services.maps.searchPlaces(request.query.q));

  r.get('/maps/place', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['maps'], querystring: placeDetailsQuery, response: { 200: placeDetails, 404: errorReply } },
  }, async (request) => {
    const found = await app.services.maps.placeDetails(request.query.placeId);
    if (!found) throw notFound('Place not found');
    return found;
  });

  r.get('/maps/static', {
    config: { access: ['CLIENT'] },
    schema: { tags: ['maps'], querystring: staticMapQuery, response: { 200: staticMapReply } },
  }, async (request) => ({ src: await app.services.maps.staticMap(request.query) }));
};

export default routes;
