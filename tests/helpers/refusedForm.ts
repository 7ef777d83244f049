// A public form refused the post/redirect/get way: the POST answers 303 to a GET page with a sealed
// cookie (server/public/formFlash.ts); the page, opened with it as a browser would, shows the refusal.
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The cookie pairs a response sets, ready for a Cookie header (cleared ones left out). */
export function cookiesOf(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');
}

/**
 * Asserts that a refused POST redirected with 303 (no page of its own, so Back and reload never
 * post again) and returns the page it leads to, opened with its cookies, plus those cookies.
 */
export async function followRefusal(app: FastifyInstance, res: LightMyRequestResponse, expectedLocation?: string) {
  expect(res.statusCode, res.body).toBe(303);
  expect(res.body).toBe('');
  if (expectedLocation) expect(res.headers.location).toBe(expectedLocation);
  const cookie = cookiesOf(res);
  const page = await app.inject({ url: res.headers.location!, headers: cookie ? { cookie } : {} });
  return Object.assign(page, { cookie });
}
