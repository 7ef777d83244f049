// Network offers (spec 2 §7): the business's offers, create and edit, their locations and short
// URLs; approve, pause and stop are ADMIN only (spec 2 §4, §6); the wizard's sub-industry and
// summary pick lists.
import { errorReply, idParams, okReply } from '../common';
import {
  approveReply, industryCategoryIdParams, industryCategoryList, offer, offerAddressesReply, offerCreateReply,
  offerCreateRequest, offerIdParams, offerList, offerSummaryList, offerUpdateRequest, pauseStopReply, shortUrl,
  shortUrlRequest, stopParams, updateLocationsRequest,
} from '../offers';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const CLIENT = ['CLIENT'] as const;
const BUSINESS_USERS = ['CLIENT', 'CLIENT_LITE'] as const;
const refused = { 404: errorReply, 409: errorReply };
const missing = { 404: errorReply };

export const offerEndpoints = {
  getOffers: endpoint({
    method: 'GET', path: 'offer', access: BUSINESS_USERS, tag: 'offers',
    summary: "The business's network offers, newest first.",
    responses: { 200: offerList },
  }),
  getOffer: endpoint({
    method: 'GET', path: 'offer/{id}', access: BUSINESS_USERS, tag: 'offers',
    summary: 'One offer of the business.',
    params: idParams, responses: { 200: offer, ...missing },
    owns: { param: 'id', entity: 'offer' },
  }),
  createOffer: endpoint({
    method: 'POST', path: 'offer/', access: BUSINESS_USERS, tag: 'offers',
    summary: 'Create an offer; it starts as NEEDS_APPROVAL. Admin-only fields from a business user, and fields of the full form from a lite user, answer 403.',
    body: offerCreateRequest, responses: { 200: offerCreateReply },
  }),
  updateOffer: endpoint({
    method: 'PUT', path: 'offer/{id}', access: BUSINESS_USERS, tag: 'offers',
    summary: 'Change an offer; the merged offer must pass the rules of spec 2 §5. Admin-only fields from a business user, and fields of the full form from a lite user, answer 403.',
    params: idParams, body: offerUpdateRequest, responses: { 200: offer, ...missing },
    owns: { param: 'id', entity: 'offer' },
  }),
  updateOfferLocations: endpoint({
    // CLIENT only: the lite form has no locations panel (spec 2 §2).
    method: 'PUT', path: 'offer/updateLocations/{id}', access: CLIENT, tag: 'offers',
    summary: 'Replace the location tags that select where the offer runs.',
    params: idParams, body: updateLocationsRequest, responses: { 200: okReply, ...missing },
    owns: { param: 'id', entity: 'offer' },
  }),
  getOfferAddresses: endpoint({
    method: 'GET', path: 'offer/addresses/{offerId}', access: BUSINESS_USERS, tag: 'offers',
    summary: "The offer's location tags and the locations they select.",
    params: offerIdParams, responses: { 200: offerAddressesReply, ...missing },
    owns: { param: 'offerId', entity: 'offer' },
  }),
  approveOffer: endpoint({
    method: 'PUT', path: 'offer/approve/{id}', access: ADMIN, tag: 'offers',
    summary: 'Approve an offer: NEEDS_APPROVAL becomes SCHEDULED or ACTIVE; a short URL is created on first approval.',
    params: idParams, responses: { 200: approveReply, ...refused },
    owns: { param: 'id', entity: 'offer' },
  }),
  pauseOffer: endpoint({
    method: 'PUT', path: 'offer/pause/{id}', access: ADMIN, tag: 'offers',
    summary: 'Pause an active or scheduled offer.',
    params: idParams, responses: { 200: pauseStopReply, ...refused },
    owns: { param: 'id', entity: 'offer' },
  }),
  stopOffer: endpoint({
    method: 'PUT', path: 'offer/stop/{id}/{date}', access: ADMIN, tag: 'offers',
    summary: 'Stop an offer at the end of the given day (YYYY-MM-DD).',
    params: stopParams, responses: { 200: pauseStopReply, 400: errorReply, ...refused },
    owns: { param: 'id', entity: 'offer' },
  }),
  addShortUrl: endpoint({
    method: 'POST', path: 'k/offer/{offerId}', access: ADMIN, tag: 'offers',
    summary: "Add a short link with a chosen code; the target defaults to the offer's share page. A taken code answers 409.",
    params: offerIdParams, body: shortUrlRequest, responses: { 200: shortUrl, ...refused },
    owns: { param: 'offerId', entity: 'offer' },
  }),
  getOfferSummaries: endpoint({
    method: 'GET', path: 'offerSummary/{industryCategoryId}', access: 'anyUser', tag: 'offers',
    summary: "The wizard's offer summaries for a sub-industry, best performing first.",
    params: industryCategoryIdParams, responses: { 200: offerSummaryList },
    owns: { param: 'industryCategoryId', entity: 'global' },
  }),
  getIndustryCategories: endpoint({
    method: 'GET', path: 'industry/business/categories', access: 'anyUser', tag: 'settings',
    summary: "The sub-industry pick list, as 'Industry - Category'.",
    responses: { 200: industryCategoryList },
  }),
};
