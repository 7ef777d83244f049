// Session tokens: HS256 JWTs with the claims of spec 1 §3. Short-lived; the server renews
// them in a response header (DESIGN §4), and an expired token is renewable for a while.
import { createSigner, createVerifier } from 'fast-jwt';
import { tokenClaims, type TokenClaims } from '../../contract/auth';

export interface SessionTokens {
  /** `sid`: the login the token belongs to (server/auth/sessions.ts); the session check requires it. */
  sign(claims: TokenClaims, renewableUntil?: number, sid?: string): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
}

export type VerifiedToken =
  | { status: 'valid'; claims: TokenClaims; issuedAt: number; expiresAt: number; renewableUntil: number; sid?: string }
  | { status: 'expired'; claims: TokenClaims; renewableUntil: number; sid?: string }
  | { status: 'invalid' };

interface Payload { sub?: string; businessId?: unknown; iat?: unknown; exp?: unknown; rnw?: unknown; sid?: unknown }

/**
 * An expired token renews only this long after it expired: a console left idle longer logs in
 * again, whatever is left of the renewal window (issue 19 finding 10).
 */
export const RENEW_IDLE_SECONDS = 24 * 60 * 60;

// fast-jwt signs and verifies with node:crypto synchronously; jose's WebCrypto HMAC cost about
// 0.3 ms of event-loop time per request under load (docs/decisions.md, issue 3 benchmark).
export function createSessionTokens(secret: string, ttlSeconds: number, renewDays: number): SessionTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked below, after the signature, so an authentic expired token can be renewed.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, requiredClaims: ['iat', 'exp', 'sub'] });
  const now = () => Math.floor(Date.now() / 1000);

  return {
    async sign(claims, renewableUntil, sid) {
      const issued = now();
      return signer({
        ...(sid ? { sid } : {}),
        businessId: claims.businessId,
        rnw: renewableUntil ?? issued + renewDays * 86400,
        sub: JSON.stringify(claims.sub),
        iat: issued,
        exp: issued + ttlSeconds,
      });
    },
    async verify(token) {
      let payload: Payload;
      try {
        payload = verifier(token) as Payload;
      } catch {
        return { status: 'invalid' };
      }
      const claims = parseClaims(payload);
      const { iat, exp } = payload;
      if (!claims || typeof iat !== 'number' || typeof exp !== 'number') return { status: 'invalid' };
      const renewableUntil = Number(payload.rnw);
      const sid = typeof payload.sid === 'string' ? { sid: payload.sid } : {};
      if (exp <= now()) {
        const renewable = Number.isFinite(renewableUntil) && renewableUntil > now() && now() - exp <= RENEW_IDLE_SECONDS;
        return renewable ? { status: 'expired', claims, renewableUntil, ...sid } : { status: 'invalid' };
      }
      return { status: 'valid', claims, issuedAt: iat, expiresAt: exp, renewableUntil, ...sid };
    },
  };
}

function parseClaims(payload: Payload): TokenClaims | null {
  try {
    const parsed = tokenClaims.safeParse({ sub: JSON.parse(String(payload.sub ?? '')), businessId: payload.businessId ?? null });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
