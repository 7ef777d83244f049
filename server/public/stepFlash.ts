// The errors of a refused claim step, carried to the page the customer is redirected to
// (post/redirect/get, issue 32): a short-lived cookie scoped to the campaign's link, read once.
// Only the server's own messages travel in it; a cookie that is not one of ours is ignored, and
// whatever it says is escaped when shown, like every text on these pages.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FLOW_SCREENS, type FlowScreen } from '../../contract/swayFlowRules';
import { cookieOf, setCookie } from './cookies';

const COOKIE = 'swf';
const MAX_BYTES = 3_000;

export interface Flash { screen: FlowScreen; status: 422 | 409; errors: Record<string, string> }

export function setFlash(request: FastifyRequest, reply: FastifyReply, code: string, flash: Flash) {
  const errors = Object.fromEntries(Object.entries(flash.errors).map(([field, message]) => [field.slice(0, 40), message.slice(0, 300)]));
  const value = Buffer.from(JSON.stringify({ ...flash, errors })).toString('base64url').slice(0, MAX_BYTES);
  setCookie(request, reply, COOKIE, value, `/c/${code}`, 300);
}

export function clearFlash(request: FastifyRequest, reply: FastifyReply, code: string) {
  setCookie(request, reply, COOKIE, '', `/c/${code}`, 0);
}

export function readFlash(request: FastifyRequest): Flash | null {
  const raw = cookieOf(request, COOKIE);
  if (!raw || raw.length > MAX_BYTES) return null;
  try {
    const flash = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flash>;
    const errors = flash.errors && typeof flash.errors === 'object' ? flash.errors : null;
    if (!(FLOW_SCREENS as readonly string[]).includes(flash.screen as string) || (flash.status !== 422 && flash.status !== 409) || !errors) return null;
    const strings = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { screen: flash.screen as FlowScreen, status: flash.status, errors: Object.fromEntries(strings) };
  } catch {
    return null;
  }
}
