// Session tokens: HS256 JWTs with the claims of spec 1 §3. Short-lived; the server renews
// them in a response header (DESIGN §4), and an expired token is renewable for a while.
import { SignJWT, errors, jwtVerify } from 'jose';
import { tokenClaims, type TokenClaims } from '../../contract/auth';

export interface SessionTokens {
  sign(claims: TokenClaims, renewableUntil?: number): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
}

export type VerifiedToken =
  | { status: 'valid'; claims: TokenClaims; issuedAt: number; expiresAt: number; renewableUntil: number }
  | { status: 'expired'; claims: TokenClaims; renewableUntil: number }
  | { status: 'invalid' };

export function createSessionTokens(secret: string, ttlSeconds: number, renewDays: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  const now = () => Math.floor(Date.now() / 1000);

  return {
    async sign(claims, renewableUntil) {
      const issued = now();
      return new SignJWT({ businessId: claims.businessId, rnw: renewableUntil ?? issued + renewDays * 86400 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(JSON.stringify(claims.sub))
        .setIssuedAt(issued)
        .setExpirationTime(issued + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = parseClaims(payload);
        if (!claims || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return { status: 'invalid' };
        return { status: 'valid', claims, issuedAt: payload.iat, expiresAt: payload.exp, renewableUntil: Number(payload.rnw) };
      } catch (err) {
        // jose checks the signature before the time claims, so an expired token is authentic.
        if (err instanceof errors.JWTExpired) {
          const claims = parseClaims(err.payload);
          const rnw = Number(err.payload.rnw);
          if (claims && Number.isFinite(rnw) && rnw > now()) return { status: 'expired', claims, renewableUntil: rnw };
        }
        return { status: 'invalid' };
      }
    },
  };
}

function parseClaims(payload: { sub?: string; businessId?: unknown }): TokenClaims | null {
  try {
    const parsed = tokenClaims.safeParse({ sub: JSON.parse(payload.sub ?? ''), businessId: payload.businessId ?? null });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
