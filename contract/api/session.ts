// Login, account and business selection (spec 1 §2 Login, §4 Session, §7 auth/*, user/*,
// businesses/* rows). The magic-link calls are public and rate limited (429); the rest need
// only a login: every user reads their own account and the businesses they belong to.
import { errorReply, idParams, okReply } from '../common';
import {
  account, accountNameRequest, business, businessesAllQuery, businessesAllReply, magicLinkReply, magicLinkRequest,
  swapReply, tokenLoginParams, tokenLoginPeekReply, tokenLoginReply, tokenLoginRequest,
} from '../auth';
import { endpoint } from '../endpoint';

const linkReplies = { 200: magicLinkReply, 429: errorReply };

export const sessionEndpoints = {
  requestLoginLink: endpoint({
    method: 'POST', path: 'auth/client', access: 'public', tag: 'auth',
    summary: 'E-mail a login link to this console; the answer is the same whether or not the e-mail is known.',
    body: magicLinkRequest, responses: linkReplies,
  }),
  requestSwayLoginLink: endpoint({
    method: 'POST', path: 'auth/swayClient', access: 'public', tag: 'auth',
    summary: 'E-mail a login link to the sway dashboard; the answer is the same whether or not the e-mail is known.',
    body: magicLinkRequest, responses: linkReplies,
  }),
  peekLoginToken: endpoint({
    method: 'GET', path: 'auth/login/{token}', access: 'public', tag: 'auth',
    summary: 'The e-mail a live login link is for, without using it up: the token page asks for one click first, so a mail scanner that opens links logs no one in.',
    params: tokenLoginParams, responses: { 200: tokenLoginPeekReply, 404: errorReply, 429: errorReply },
  }),
  redeemLoginToken: endpoint({
    method: 'POST', path: 'auth/login', access: 'public', tag: 'auth',
    summary: 'Redeem the token of an opened login link for a session token (once, within 10 minutes).',
    body: tokenLoginRequest, responses: { 200: tokenLoginReply, 401: errorReply, 429: errorReply },
  }),
  logout: endpoint({
    method: 'POST', path: 'auth/logout', access: 'anyUser', tag: 'auth',
    summary: "End the caller's login on the server: its token, and every token renewed from it, answer 401 from then on.",
    responses: { 200: okReply },
  }),
  getAccount: endpoint({
    method: 'GET', path: 'user/loggedIn', access: 'anyUser', tag: 'user',
    summary: 'The logged-in account.',
    responses: { 200: account },
  }),
  updateAccountName: endpoint({
    method: 'PUT', path: 'user/account/name', access: 'anyUser', tag: 'user',
    summary: 'Change the first and last name of the logged-in account.',
    body: accountNameRequest, responses: { 200: account },
  }),
  getBusinesses: endpoint({
    method: 'GET', path: 'businesses/all', access: 'anyUser', tag: 'businesses',
    summary: 'The businesses the caller may switch to (all for ADMIN, by title search), and the recently used ones.',
    query: businessesAllQuery, responses: { 200: businessesAllReply },
  }),
  getCurrentBusiness: endpoint({
    method: 'GET', path: 'businesses/current', access: 'anyUser', tag: 'businesses',
    summary: 'The business of the session token, with its setup state.',
    responses: { 200: business, 404: errorReply },
  }),
  swapBusiness: endpoint({
    method: 'GET', path: 'businesses/swap/{id}', access: 'anyUser', tag: 'businesses',
    summary: 'Switch to another business of the caller: a new session token, the business and the recent list.',
    params: idParams, owns: { param: 'id', entity: 'business' }, responses: { 200: swapReply, 404: errorReply },
  }),
};
