// Magic-link calls (spec 1 §2 Login, §7): request a link for oneself or for a business user
// (console or sway dashboard), see whom an opened link is for, redeem it, and end the login.
import type { ApiCall } from './api';

export function authMethods(api: ApiCall) {
  return {
    requestLoginLink: (email: string, redirect?: string) => api('requestLoginLink', { body: { email, redirect } }),
    requestSwayLoginLink: (email: string) => api('requestSwayLoginLink', { body: { email } }),
    /** Whom the link logs in, leaving it unused. */
    peekLoginToken: (token: string) => api('peekLoginToken', { params: { token } }),
    redeemLoginToken: (token: string) => api('redeemLoginToken', { body: { token } }),
    /** Ends the login on the server, so the token stops working even if it was copied. */
    logout: () => api('logout'),
  };
}
