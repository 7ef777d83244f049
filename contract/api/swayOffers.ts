// Sway offers and their flow (spec 3 §7 "Sway offers and flow"): one campaign, create, change,
// copy, the flow (ADMIN only, spec 3 §6), per-location links, extra short links and the billing
// addons the side-effect panel offers.
import { errorReply, validationErrorReply } from '../common';
import { z } from 'zod';
import { flowUpdateRequest } from '../swayFlow';
import {
  chargebeeAddonList, shortUrlItem, swayOffer, swayOfferAddressList, swayOfferAddressReply, swayOfferAddressRequest,
  swayOfferCreateReply, swayOfferCreateRequest, swayOfferIdParams, swayOfferUpdateRequest, swayShortUrlParams,
  swayShortUrlRequest,
} from '../swayOffers';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const BUSINESS_USERS = ['CLIENT', 'CLIENT_LITE'] as const;
const missing = { 404: errorReply };
const owned = { param: 'id', entity: 'swayOffer' } as const;

export const swayOfferEndpoints = {
  getSwayOffer: endpoint({
    method: 'GET', path: 'swayOffer/{id}', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: 'One campaign with its flow and links. Admin-only fields (internal notes, meta title and description, side effects) are sent to admins only.',
    params: swayOfferIdParams, responses: { 200: swayOffer, ...missing }, owns: owned,
  }),
  createSwayOffer: endpoint({
    method: 'POST', path: 'swayOffer', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: 'Create a campaign from the modal: its summary (lite: hashtags and mentions) and the three answers that shape its flow; every other part starts from the defaults.',
    body: swayOfferCreateRequest, responses: { 200: swayOfferCreateReply },
  }),
  updateSwayOffer: endpoint({
    method: 'PUT', path: 'swayOffer/{id}', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: 'Change the campaign fields; internal notes, meta fields, tasks and expired (Stop/Start) are ADMIN only (403 otherwise).',
    params: swayOfferIdParams, body: swayOfferUpdateRequest, responses: { 200: swayOffer, ...missing }, owns: owned,
  }),
  updateSwayFlow: endpoint({
    method: 'PUT', path: 'swayOffer/{id}/flow', access: ADMIN, tag: 'swayOffers',
    summary: 'Replace parts of the flow; the rules of spec 3 §4 are applied and a bad part refuses the whole body.',
    params: swayOfferIdParams, body: flowUpdateRequest, responses: { 200: swayOffer, ...missing }, owns: owned,
  }),
  copySwayOffer: endpoint({
    method: 'POST', path: 'swayOffer/{id}/copy', access: ADMIN, tag: 'swayOffers',
    summary: 'Copy a campaign with its flow; the copy has its own id and short link and a summary marked as a copy.',
    params: swayOfferIdParams, responses: { 200: swayOfferCreateReply, ...missing }, owns: owned,
  }),
  addSwayOfferAddress: endpoint({
    method: 'POST', path: 'swayOffer/address', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: "The campaign's link for one location (created once, then the same): id is the short code.",
    body: swayOfferAddressRequest, responses: { 200: swayOfferAddressReply, ...missing },
  }),
  getSwayOfferAddresses: endpoint({
    method: 'GET', path: 'swayOffer/{id}/addresses', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: "The business's active locations, each with the campaign's link for it when made.",
    params: swayOfferIdParams, responses: { 200: swayOfferAddressList, ...missing }, owns: owned,
  }),
  addSwayShortUrl: endpoint({
    method: 'POST', path: 'k/swayOffer/{swayOfferId}', access: ADMIN, tag: 'swayOffers',
    summary: 'Add a short link to a campaign with a chosen code and optional query parameters; a taken code answers 409.',
    params: swayShortUrlParams, body: swayShortUrlRequest, responses: { 200: shortUrlItem, ...missing, 409: z.union([validationErrorReply, errorReply]) },
    owns: { param: 'swayOfferId', entity: 'swayOffer' },
  }),
  getChargebeeAddons: endpoint({
    method: 'GET', path: 'chargebeeAdmin/chargebeeAddons', access: ADMIN, tag: 'billing',
    summary: "The billing provider's addons a campaign's approved proofs can be charged with.",
    responses: { 200: chargebeeAddonList },
  }),
};
