// Coupon code lists (spec 2 §7, spec 3 §7 Coupon lists): the business's network and sway lists,
// a new list for one of its offers, and the all-or-nothing import of codes into a list.
import { errorReply } from '../common';
import {
  addCodesParams, addCodesReply, addCodesRequest, codeListCreateParams, codeListCreateRequest, codeListRow, codeListsReply,
} from '../coupons';
import { endpoint } from '../endpoint';

/** 100,000 codes with their line numbers are about 4 MB of JSON. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

export const couponEndpoints = {
  getCodeLists: endpoint({
    method: 'GET', path: 'coupon/codeLists', access: 'anyUser', tag: 'coupons',
    summary: "The business's network offer code lists.",
    responses: { 200: codeListsReply },
  }),
  getSwayCodeLists: endpoint({
    method: 'GET', path: 'coupon/swayCodeLists', access: 'anyUser', tag: 'coupons',
    summary: "The business's sway offer code lists.",
    responses: { 200: codeListsReply },
  }),
  createCodeList: endpoint({
    method: 'POST', path: 'coupon/codeList/{kind}', access: 'anyUser', tag: 'coupons',
    summary: 'Create an empty code list for one of the business\'s offers (kind: sway or network).',
    params: codeListCreateParams, body: codeListCreateRequest, responses: { 200: codeListRow, 404: errorReply },
  }),
  addCodes: endpoint({
    method: 'POST', path: 'coupon/addCodes/{codeListId}', access: 'anyUser', tag: 'coupons',
    summary: 'Import codes into a list, all or nothing; duplicates are reported and never added twice. 409 while another import into the list runs.',
    params: addCodesParams, body: addCodesRequest, responses: { 200: addCodesReply, 404: errorReply, 409: errorReply },
    bodyLimit: IMPORT_BODY_LIMIT,
    owns: { param: 'codeListId', entity: 'codeList' },
  }),
};
