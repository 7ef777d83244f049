// Magic-link calls (spec 1 §2 Login, §7): request a link for oneself or for a business user
// (console or sway dashboard), and redeem the token of an opened link.
import type { ApiCall } from './api';

export function authMethods(api: ApiCall) {
  return {
    requestLoginLink: (email: string, redirect?: string) => api('requestLoginLink', { body: { email, redirect } }),
    requestSwayLoginLink: (email: string) => api('requestSwayLoginLink', { body: { email } }),
    redeemLoginToken: (token: string) => api('redeemLoginToken', { body: { token } }),
  };
}
