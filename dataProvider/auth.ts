// Magic-link calls (spec 1 §2 Login, §7): request a link for oneself or for a business user
// (console or sway dashboard), and redeem the token of an opened link.
import type { z } from 'zod';
import type { magicLinkReply, tokenLoginReply } from '../contract/auth';
import type { HttpClient } from './httpClient';

export type MagicLinkReply = z.infer<typeof magicLinkReply>;
export type TokenLoginReply = z.infer<typeof tokenLoginReply>;

export function authMethods(http: HttpClient) {
  return {
    requestLoginLink: (email: string, redirect?: string) =>
      http<MagicLinkReply>('auth/client', { method: 'POST', body: { email, redirect } }),
    requestSwayLoginLink: (email: string) =>
      http<MagicLinkReply>('auth/swayClient', { method: 'POST', body: { email } }),
    redeemLoginToken: (token: string) => http<TokenLoginReply>('auth/login', { method: 'POST', body: { token } }),
  };
}
