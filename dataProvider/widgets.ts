// The widgets area (spec 3 §7 "Social proof widget", "Wall Of Love"): the socialProofs resource
// over the widget entries of the endpoint table, and named methods for the widget's install
// details, verification, an item made from a proof, and the Wall Of Love.
import type { SocialProofInput } from '../contract/socialProofs';
import { paginate, type ResourceTable } from './base';
import type { ApiCall } from './api';

export const widgetsResources: ResourceTable = {
  socialProofWidget: {
    // The list keeps the server's order (newest first): the screen is a list of cards, not a table.
    getList: async (api, params) => paginate((await api('getSocialProofs')).socialProofs, { ...params, sort: { field: '', order: 'ASC' } }),
    create: async (api, params) => ({ data: await api('createSocialProof', { body: params.data as SocialProofInput }) }),
    update: async (api, params) => ({ data: await api('updateSocialProof', { params: { id: params.id }, body: params.data as SocialProofInput }) }),
  },
};

export function widgetsMethods(api: ApiCall) {
  return {
    socialProofWidgetStatus: async () => (await api('getSocialProofs')).enabled,
    enableSocialProofWidget: () => api('enableSocialProofWidget'),
    getWidgetInstallSnippet: () => api('getWidgetInstallSnippet'),
    verifyWidgetInstallation: () => api('verifyWidgetInstallation'),
    createSocialProofFromProof: (proofId: number) => api('createSocialProofFromProof', { params: { id: proofId } }),
    getWallsOfLove: () => api('getWallsOfLove'),
    enableWallOfLove: () => api('enableWallOfLove'),
    updateWallOfLoveColor: (accessKey: string, field: 'color_proof_border' | 'color_carousel_indicator_button', value: string) =>
      api('updateWallOfLoveColor', { params: { accessKey }, body: { field, value } }),
  };
}
