// The landing pages area (spec 3 §7 "Landing pages"): the swayOffersLandingPage resource over the
// landing page entries of the endpoint table, and named methods for its campaigns and the search.
import type { LandingPageOffersUpdate, LandingPageUpdate } from '../contract/landingPages';
import { paginate, type ResourceTable } from './base';
import type { ApiCall } from './api';

export const landingPagesResources: ResourceTable = {
  swayOffersLandingPage: {
    getList: async (api, params) => paginate(await api('getLandingPages'), { ...params, sort: { field: '', order: 'ASC' } }),
    getOne: async (api, params) => ({ data: await api('getLandingPage', { params: { id: params.id } }) }),
    create: async (api) => ({ data: await api('createLandingPage') }),
    update: async (api, params) => ({ data: await api('updateLandingPage', { params: { id: params.id }, body: params.data as LandingPageUpdate }) }),
  },
};

export function landingPagesMethods(api: ApiCall) {
  return {
    updateLandingPageOffers: (id: number, body: LandingPageOffersUpdate) => api('updateLandingPageOffers', { params: { id }, body }),
    lookupSwayOffers: (text: string) => api('lookupSwayOffers', { params: { text } }),
  };
}
