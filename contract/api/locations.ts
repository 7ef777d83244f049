// Locations, their tags and the maps service (spec 1 §2 Locations, §6, §7 address/* and tag/*
// rows). Adding, editing, the tag lists and the affected-offers check are CLIENT (a lite business
// only reads its locations: its reduced offer form has no locations, spec 2 §2); archiving is ADMIN only. The maps calls are our own server's: the console never calls a vendor.
import { errorReply, idParams, validationErrorReply } from '../common';
import {
  addedOffersReply, affectedOffersParams, affectedOffersQuery, affectedOffersReply, location, locationCreate,
  locationList, locationUpdate, placeDetails, placeDetailsQuery, placeSearchQuery, placeSearchReply, staticMapQuery,
  staticMapReply, tagListReply, tagSearchQuery,
} from '../locations';
import { endpoint } from '../endpoint';

const CLIENT = ['CLIENT'] as const;
const CLIENTS = ['CLIENT', 'CLIENT_LITE'] as const;
const ADMIN = ['ADMIN'] as const;
const refused = { 400: validationErrorReply, 403: errorReply, 404: errorReply };

export const locationEndpoints = {
  getLocations: endpoint({
    method: 'GET', path: 'address/all', access: CLIENTS, tag: 'locations',
    summary: 'The business\'s active locations with their tags.',
    responses: { 200: locationList },
  }),
  createLocation: endpoint({
    method: 'POST', path: 'address', access: CLIENT, tag: 'locations',
    summary: 'Add a location from a maps place, or (ADMIN) typed by hand; its street, city, zip and state become tags.',
    body: locationCreate, responses: { 200: location, ...refused },
  }),
  updateLocation: endpoint({
    method: 'PUT', path: 'address/{id}', access: CLIENT, tag: 'locations',
    summary: 'Change a location\'s details, custom tags and optionally its address.',
    params: idParams, owns: { param: 'id', entity: 'location' }, body: locationUpdate, responses: { 200: location, ...refused },
  }),
  archiveLocation: endpoint({
    method: 'DELETE', path: 'address/{id}', access: ADMIN, tag: 'locations',
    summary: 'Archive a location: the row stays for vouchers and reports, but it leaves every offer.',
    params: idParams, owns: { param: 'id', entity: 'location' }, responses: { 200: location, 403: errorReply, 404: errorReply },
  }),
  offersForNewLocation: endpoint({
    method: 'GET', path: 'tag/offer/', access: CLIENT, tag: 'locations',
    summary: 'The offers a new location with these tags would join.',
    query: affectedOffersQuery, responses: { 200: addedOffersReply },
  }),
  offersForLocation: endpoint({
    method: 'GET', path: 'tag/offer/{locationId}', access: CLIENT, tag: 'locations',
    summary: 'The offers a location joins and leaves with these tags (none: an archive).',
    params: affectedOffersParams, owns: { param: 'locationId', entity: 'location' }, query: affectedOffersQuery, responses: { 200: affectedOffersReply, 404: errorReply },
  }),
  getLocationTags: endpoint({
    method: 'GET', path: 'tag/all/address', access: CLIENT, tag: 'locations',
    summary: 'The tags in use by active locations, with how many locations each selects.',
    responses: { 200: tagListReply },
  }),
  searchLocationsByTags: endpoint({
    method: 'GET', path: 'tag/search/address', access: CLIENT, tag: 'locations',
    summary: 'The active locations carrying any of these tags (tagIds=1,2).',
    query: tagSearchQuery, responses: { 200: locationList },
  }),
  searchPlaces: endpoint({
    method: 'GET', path: 'maps/places', access: CLIENT, tag: 'maps',
    summary: 'Place suggestions for a typed address.',
    query: placeSearchQuery, responses: { 200: placeSearchReply },
  }),
  placeDetails: endpoint({
    method: 'GET', path: 'maps/place', access: CLIENT, tag: 'maps',
    summary: 'The address, coordinates and phone of a place.',
    query: placeDetailsQuery, responses: { 200: placeDetails, 404: errorReply },
  }),
  staticMap: endpoint({
    method: 'GET', path: 'maps/static', access: CLIENT, tag: 'maps',
    summary: 'A static map image around a point, as a data URL.',
    query: staticMapQuery, responses: { 200: staticMapReply },
  }),
};
