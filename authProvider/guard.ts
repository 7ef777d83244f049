// The route guard of spec 1 §2 (and spec 3 §2), as a pure function. No token → /auth with a
// redirect query holding the full path; ADMIN passes every route; an empty (or unlisted)
// authorize list needs only a token; any other user whose type is not listed → /timeline.
import type { UserType } from '../contract/roles';
import type { AppRoute } from './routes';

export const LOGIN_PATH = '/auth';
export const FALLBACK_PATH = '/timeline';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** '/auth?redirect=<full path incl. query>' */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function guard(
  route: Pick<AppRoute, 'roles'>,
  fullPath: string,
  hasToken: boolean,
  userType: UserType | null,
): GuardDecision {
  if (!hasToken) return { kind: 'redirect', to: loginRedirect(fullPath) };
  if (userType === 'ADMIN') return { kind: 'allow' };
  const roles = route.roles ?? [];
  if (roles.length === 0) return { kind: 'allow' };
  if (userType !== null && roles.includes(userType)) return { kind: 'allow' };
  return { kind: 'redirect', to: FALLBACK_PATH };
}

/** Only local paths may be a login's destination (no open redirect to another site). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}/`) || target.startsWith(`${LOGIN_PATH}?`)) return null;
  return target;
}
