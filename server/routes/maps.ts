// Place search, place details and the static map image (spec 1 §2 Locations, §9 map sizes),
// answered by the maps service (offline gazetteer or Google); the console never calls a vendor.
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

const maps: RouteModule = (app) => ({
  searchPlaces: async (request) => app.services.maps.searchPlaces(request.query.q),
  placeDetails: async (request) => {
    const found = await app.services.maps.placeDetails(request.query.placeId);
    if (!found) throw notFound('Place not found');
    return found;
  },
  staticMap: async (request) => ({ src: await app.services.maps.staticMap(request.query) }),
});

export default maps;
