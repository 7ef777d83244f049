// Logging in (spec 1 §2 Login): ask for the e-mailed link, see whom an opened link is for, redeem
// it for the session token. Used by the login pages on their own (src/login/, before the admin
// shell has loaded) and by the admin shell's auth provider, which spreads these methods.
import type { ApiCall } from '../dataProvider/api';
import { authMethods } from '../dataProvider/auth';
import type { TokenStore } from '../dataProvider/token';
import { safeRedirect } from './guard';

export type LoginParams = { email: string; redirect?: string | null } | { token: string; redirect?: string | null };
export type LoginResult = { redirectTo: string | false };

export function loginMethods(call: ApiCall, tokens: TokenStore) {
  const api = authMethods(call);
  return {
    /** E-mail: request the magic link and stay on the page (check-email state). Token: redeem it. */
    async login(params: LoginParams): Promise<LoginResult> {
      if ('token' in params) {
        const reply = await api.redeemLoginToken(params.token);
        tokens.set(reply.token);
        return { redirectTo: safeRedirect(reply.redirect) ?? safeRedirect(params.redirect) ?? '/' };
      }
      await api.requestLoginLink(params.email.trim(), safeRedirect(params.redirect) ?? undefined);
      return { redirectTo: false };
    },
    /** The e-mail an opened link logs in, asked before the click that redeems it (issue 19 finding 10). */
    async linkEmail(token: string): Promise<string> {
      return (await api.peekLoginToken(token)).email;
    },
  };
}

export type LoginMethods = ReturnType<typeof loginMethods>;
