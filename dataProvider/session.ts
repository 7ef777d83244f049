// Session custom methods (spec 1 §7): the account, the business list, the current business and
// the business swap, whose new token is stored at once (spec 1 §2 Guard: "Switching business
// stores a new token").
import type { z } from 'zod';
import type { Account, Business, businessesAllReply, swapReply } from '../contract/auth';
import type { HttpClient } from './httpClient';
import type { TokenStore } from './token';

export type BusinessesAll = z.infer<typeof businessesAllReply>;
export type SwapReply = z.infer<typeof swapReply>;
export interface AccountName {
  firstName: string;
  lastName: string;
}

export function sessionMethods(http: HttpClient, tokens: TokenStore) {
  return {
    getAccount: () => http<Account>('user/loggedIn'),
    updateAccountName: (name: AccountName) => http<Account>('user/account/name', { method: 'PUT', body: name }),
    getBusinesses: (q?: string) => http<BusinessesAll>('businesses/all', { query: { q } }),
    getCurrentBusiness: () => http<Business>('businesses/current'),
    swapBusiness: async (id: number) => {
      const reply = await http<SwapReply>(`businesses/swap/${id}`);
      tokens.set(reply.token);
      return reply;
    },
  };
}
