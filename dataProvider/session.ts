// Session custom methods (spec 1 §7): the account, the business list, the current business and
// the business swap, whose new token is stored at once (spec 1 §2 Guard: "Switching business
// stores a new token").
import type { z } from 'zod';
import type { accountNameRequest } from '../contract/auth';
import type { ApiCall } from './api';
import type { TokenStore } from './token';

export type AccountName = z.input<typeof accountNameRequest>;

export function sessionMethods(api: ApiCall, tokens: TokenStore) {
  return {
    getAccount: () => api('getAccount'),
    updateAccountName: (name: AccountName) => api('updateAccountName', { body: name }),
    getBusinesses: (q?: string) => api('getBusinesses', { query: { q } }),
    getCurrentBusiness: () => api('getCurrentBusiness'),
    swapBusiness: (id: number) => tokens.replace(() => api('swapBusiness', { params: { id }, replacesLogin: true })),
  };
}
