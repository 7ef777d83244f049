// The route guard of spec 1 §2 (and spec 3 §2), as a pure function. No token → /auth with a
// redirect query holding the full path; otherwise the shared rule of contract/access.ts decides
// (ADMIN passes every screen, an empty or unlisted authorize list needs only a token) and a
// user whose type is not listed goes to /timeline.
import { accessAllows } from '../contract/access';
import type { UserType } from '../contract/roles';
import type { Screen } from './screens';

export const LOGIN_PATH = '/auth';
export const FALLBACK_PATH = '/timeline';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** '/auth?redirect=<full path incl. query>' */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function guard(
  screen: Pick<Screen, 'roles'>,
  fullPath: string,
  hasToken: boolean,
  userType: UserType | null,
): GuardDecision {
  if (!hasToken) return { kind: 'redirect', to: loginRedirect(fullPath) };
  return accessAllows(screen.roles, userType) ? { kind: 'allow' } : { kind: 'redirect', to: FALLBACK_PATH };
}

/** Only local paths may be a login's destination (no open redirect to another site). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}/`) || target.startsWith(`${LOGIN_PATH}?`)) return null;
  return target;
}
