// Custom methods and resource endpoints of the 'offers' area (spec 2 §7): the offers,
// clientLiteOffers and couponCodes resources over the offer and coupon list entries of the endpoint
// table, and named methods for approve, pause, stop, short URLs, adding codes, summaries and
// business settings.
import type { z } from 'zod';
import type { OfferCreateRequest, OfferUpdateRequest } from '../contract/offers';
import type { CODE_LIST_KINDS_PATH, codeListCreateRequest, importedCode } from '../contract/coupons';
import type { tagWithCount } from '../contract/locations';
import type { SettingsAll, SocialProofWidgetSettings } from '../contract/settings';
import { paginate, type ResourceEndpoints, type ResourceTable } from './base';
import type { ApiCall } from './api';

export type LocationTagOption = z.infer<typeof tagWithCount>;
export type NewCodeList = z.input<typeof codeListCreateRequest>;
export type ImportedCode = z.infer<typeof importedCode>;

/** A new code list as the couponCodes resource creates it: its kind picks the endpoint's path. */
export type NewCodeListRecord = NewCodeList & { kind: (typeof CODE_LIST_KINDS_PATH)[number] };

/** The offer records, the same at both URLs: /offers and the lite 'Campaigns' at /clientLiteOffers. */
const offerEndpoints: ResourceEndpoints = {
  getList: async (api, params) => paginate(await api('getOffers'), params),
  getOne: async (api, params) => ({ data: await api('getOffer', { params: { id: params.id } }) }),
  create: async (api, params) => {
    const { id } = await api('createOffer', { body: params.data as OfferCreateRequest });
    return { data: await api('getOffer', { params: { id } }) };
  },
  update: async (api, params) => ({
    data: await api('updateOffer', { params: { id: params.id }, body: params.data as OfferUpdateRequest }),
  }),
};

export const offersResources: ResourceTable = {
  offers: offerEndpoints,
  clientLiteOffers: offerEndpoints,
  /** The code lists of /couponCodes: both kinds unless the filter names one, in the server's order. */
  couponCodes: {
    getList: async (api, params) => {
      const kind = (params.filter as { kind?: string } | undefined)?.kind;
      const [sway, network] = await Promise.all([
        kind === 'NETWORK' ? [] : api('getSwayCodeLists'),
        kind === 'SWAY' ? [] : api('getCodeLists'),
      ]);
      return paginate([...sway, ...network], { ...params, sort: { field: '', order: 'ASC' } });
    },
    create: async (api, params) => {
      const { kind, ...body } = params.data as NewCodeListRecord;
      return { data: await api('createCodeList', { params: { kind }, body }) };
    },
  },
};

export function offersMethods(api: ApiCall) {
  return {
    /** The business's sway (campaign) offers, shown in the lite 'Campaigns' list. */
    listSwayOffers: () => api('listSwayOffers'),
    approveOffer: (id: number) => api('approveOffer', { params: { id } }),
    pauseOffer: (id: number) => api('pauseOffer', { params: { id } }),
    /** date is 'YYYY-MM-DD'. */
    stopOffer: (id: number, date: string) => api('stopOffer', { params: { id, date } }),
    addShortUrl: (offerId: number, body: { url: string; shortCode: string }) =>
      api('addShortUrl', { params: { offerId }, body }),
    updateOfferLocations: (id: number, locationTagIds: number[]) =>
      api('updateOfferLocations', { params: { id }, body: { locationTagIds } }),
    getOfferAddresses: (offerId: number) => api('getOfferAddresses', { params: { offerId } }),
    getOfferSummaries: (industryCategoryId: number) => api('getOfferSummaries', { params: { industryCategoryId } }),
    getIndustryCategories: () => api('getIndustryCategories'),
    getLocationTags: () => api('getLocationTags'),
    addCodes: (codeListId: number, codes: ImportedCode[]) =>
      api('addCodes', { params: { codeListId }, body: { codes } }),
    getSettings: () => api('getSettings'),
    updateBusinessSettings: (body: SettingsAll['business']) => api('updateBusinessSettings', { body }),
    updateSocialDefaults: (body: SettingsAll['social']) => api('updateSocialDefaults', { body }),
    updateBusinessValue: (body: SettingsAll['value']) => api('updateBusinessValue', { body }),
    updateSocialProofSettings: (body: SocialProofWidgetSettings) => api('updateSocialProofSettings', { body }),
  };
}
