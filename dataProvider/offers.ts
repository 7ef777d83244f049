// Custom methods and resource endpoints of the 'offers' area (spec 2 §7): the offers and
// codeLists resources over the irregular offer/coupon paths, and named methods for approve,
// pause, stop, short URLs, code lists, summaries and business settings.
import type { z } from 'zod';
import type {
  Offer, OfferCreateRequest, OfferUpdateRequest, ShortUrl, offerAddressesReply, offerSummary, industryCategoryList,
} from '../contract/offers';
import type { AddCodesReply, CodeListRow } from '../contract/coupons';
import type { SettingsAll } from '../contract/settings';
import type { SwayOfferListItem } from '../contract/swayOffers';
import { paginate, type ResourceTable } from './base';
import type { HttpClient } from './httpClient';
import type { ApiCall } from './api';

export type OfferAddresses = z.infer<typeof offerAddressesReply>;
export type OfferSummaryOption = z.infer<typeof offerSummary>;
export type IndustryCategory = z.infer<typeof industryCategoryList>[number];
export interface LocationTagOption { id: number; kind: string; value: string; location_count: number }
export interface NewCodeList { selectedOfferId: number; listName: string; pendingCodeTemplateId: string }
export interface ImportedCode { value: string; line: number }

export const offersResources: ResourceTable = {
  offers: {
    getList: async (http, params) => paginate(await http<Offer[]>('offer'), params),
    getOne: async (http, params) => ({ data: await http<Offer>(`offer/${params.id}`) }),
    create: async (http, params) => {
      const { id } = await http<{ id: number }>('offer/', { method: 'POST', body: params.data as OfferCreateRequest });
      return { data: await http<Offer>(`offer/${id}`) };
    },
    update: async (http, params) => ({
      data: await http<Offer>(`offer/${params.id}`, { method: 'PUT', body: params.data as OfferUpdateRequest }),
    }),
  },
  codeLists: {
    getList: async (http, params) => {
      const kind = (params.filter as { kind?: string } | undefined)?.kind;
      const lists = await http<CodeListRow[]>(kind === 'SWAY' ? 'coupon/swayCodeLists' : 'coupon/codeLists');
      return paginate(lists, { ...params, sort: { field: '', order: 'ASC' } });
    },
  },
};

export function offersMethods(http: HttpClient, api: ApiCall) {
  return {
    /** The business's sway (campaign) offers, shown in the lite 'Campaigns' list. */
    listSwayOffers: () => http<SwayOfferListItem[]>('swayOffer'),
    approveOffer: (id: number) => api('approveOffer', { params: { id } }),
    pauseOffer: (id: number) => api('pauseOffer', { params: { id } }),
    /** date is 'YYYY-MM-DD'. */
    stopOffer: (id: number, date: string) => api('stopOffer', { params: { id, date } }),
    addShortUrl: (offerId: number, body: { url: string; shortCode: string }) =>
      http<ShortUrl>(`k/offer/${offerId}`, { method: 'POST', body }),
    updateOfferLocations: (id: number, locationTagIds: number[]) =>
      http<{ ok: true }>(`offer/updateLocations/${id}`, { method: 'PUT', body: { locationTagIds } }),
    getOfferAddresses: (offerId: number) => http<OfferAddresses>(`offer/addresses/${offerId}`),
    getOfferSummaries: (industryCategoryId: number) => http<OfferSummaryOption[]>(`offerSummary/${industryCategoryId}`),
    getIndustryCategories: () => http<IndustryCategory[]>('industry/business/categories'),
    getLocationTags: () => http<LocationTagOption[]>('tag/all/address'),
    createCodeList: (kind: 'sway' | 'network', body: NewCodeList) =>
      http<CodeListRow>(`coupon/codeList/${kind}`, { method: 'POST', body }),
    addCodes: (codeListId: number, codes: ImportedCode[]) =>
      http<AddCodesReply>(`coupon/addCodes/${codeListId}`, { method: 'POST', body: { codes } }),
    getSettings: () => http<SettingsAll>('settings/all'),
    updateBusinessSettings: (body: SettingsAll['business']) => http<{ ok: true }>('settings/business', { method: 'PUT', body }),
    updateSocialDefaults: (body: SettingsAll['social']) => http<{ ok: true }>('settings/socialDefaults', { method: 'PUT', body }),
    updateBusinessValue: (body: SettingsAll['value']) => http<{ ok: true }>('settings/businessValue', { method: 'PUT', body }),
    updateSocialProofSettings: (body: Record<string, string>) => http<{ ok: true }>('settings/socialProof', { method: 'PUT', body }),
  };
}
