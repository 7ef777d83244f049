// The 'swayOffers' area (spec 3 §7 "Sway offers and flow"): the swayOffers resource over the
// campaign entries of the endpoint table, and named methods for the flow, copy, links and addons.
import type { FlowUpdateRequest } from '../contract/swayFlow';
import type { SwayOffer, SwayOfferCreateRequest, SwayOfferUpdateRequest } from '../contract/swayOffers';
import { paginate, type ResourceTable } from './base';
import type { ApiCall } from './api';

/** The fields PUT swayOffer/{id} takes; everything else in a record (id, flow, links) is read-only. */
const WRITABLE = [
  'offer_summary', 'offer_image_url', 'hashtags', 'instagram_mentions', 'facebook_mentions', 'tiktok_mentions',
  'google_review_url', 'facebook_review_url', 'proof_sample_images', 'internal_notes', 'meta_title', 'meta_description',
  'expired', 'tasks',
] as const satisfies readonly (keyof SwayOfferUpdateRequest)[];

/** Only what changed is sent, so a business user's save never carries an admin-only field it did not touch. */
export function swayOfferChanges(data: Partial<SwayOffer>, previous: Partial<SwayOffer> | undefined): SwayOfferUpdateRequest {
  const changes: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    if (!(key in data)) continue;
    if (previous && JSON.stringify(data[key]) === JSON.stringify(previous[key])) continue;
    changes[key] = data[key] ?? null;
  }
  return changes as SwayOfferUpdateRequest;
}

export const swayOffersResources: ResourceTable = {
  swayOffers: {
    getList: async (api, params) => paginate(await api('listSwayOffers'), { ...params, sort: { field: '', order: 'ASC' } }),
    getOne: async (api, params) => ({ data: await api('getSwayOffer', { params: { id: params.id } }) }),
    create: async (api, params) => {
      const { id } = await api('createSwayOffer', { body: params.data as SwayOfferCreateRequest });
      return { data: await api('getSwayOffer', { params: { id } }) };
    },
    update: async (api, params) => ({
      data: await api('updateSwayOffer', {
        params: { id: params.id },
        body: swayOfferChanges(params.data as Partial<SwayOffer>, params.previousData as Partial<SwayOffer> | undefined),
      }),
    }),
  },
};

export function swayOffersMethods(api: ApiCall) {
  return {
    updateSwayFlow: (id: number, parts: FlowUpdateRequest) => api('updateSwayFlow', { params: { id }, body: parts }),
    copySwayOffer: (id: number) => api('copySwayOffer', { params: { id } }),
    getSwayOfferAddresses: (id: number) => api('getSwayOfferAddresses', { params: { id } }),
    addSwayOfferAddress: (swayOfferId: number, addressId: number) => api('addSwayOfferAddress', { body: { swayOfferId, addressId } }),
    addSwayShortUrl: (swayOfferId: number, body: { shortCode: string; parameters: string }) =>
      api('addSwayShortUrl', { params: { swayOfferId }, body }),
    getChargebeeAddons: () => api('getChargebeeAddons'),
  };
}
