// Token claims (spec 1 §3): subject with userType, email, userId; plus the current business.
// The JWT `sub` claim is a string by RFC 7519, so the server sends the subject as JSON text;
// an object subject is accepted too.
import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../contract/auth';
import { USER_TYPES, type UserType } from '../contract/roles';
import { tokenStore, type TokenStore } from '../dataProvider/token';

type Subject = TokenClaims['sub'];

function parseSubject(sub: unknown): Subject | null {
  let value = sub;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { userType, email, userId } = value as Partial<Record<keyof Subject, unknown>>;
  if (typeof userType !== 'string' || !(USER_TYPES as readonly string[]).includes(userType)) return null;
  return { userType: userType as UserType, email: typeof email === 'string' ? email : '', userId: typeof userId === 'number' ? userId : 0 };
}

export function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = jwtDecode<{ sub?: unknown; businessId?: unknown }>(token);
    const sub = parseSubject(payload.sub);
    if (!sub) return null;
    return { sub, businessId: typeof payload.businessId === 'number' ? payload.businessId : null };
  } catch {
    return null;
  }
}

/** The user type of the stored token, or null when there is no usable token. */
export function currentUserType(tokens: TokenStore = tokenStore): UserType | null {
  return decodeClaims(tokens.get())?.sub.userType ?? null;
}
