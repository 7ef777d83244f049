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

/** A token whose signature and claims were checked: what verify needs to judge it again. */
interface CheckedToken { claims: TokenClaims; iat: number; exp: number; renewableUntil: number; sid?: string }

/** Enough for every open console of a large install; past it the cache starts over. */
const MAX_CHECKED_TOKENS = 10_000;

/**
 * An expired token renews only this long after it expired: a console left idle longer logs in
 * again, whatever is left of the renewal window (issue 19 finding 10).
 */
export const RENEW_IDLE_SECONDS = 24 * 60 * 60;

// fast-jwt signs and verifies with node:crypto synchronously; jose's WebCrypto HMAC cost about
// 0.3 ms of event-loop time per request under load (docs/decisions/0004-session-tokens-jwt-subject-and-fast-jwt.md).
export function createSessionTokens(secret: string, ttlSeconds: number, renewDays: number): SessionTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked below, after the signature, so an authentic expired token can be renewed.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, requiredClaims: ['iat', 'exp', 'sub'] });
  const now = () => Math.floor(Date.now() / 1000);
  // A console sends the same token with every request until it is renewed: its signature and
  // claims are checked once, and only the clock is judged again (issue 20: the HMAC and the
  // claims' parse were 6% of an API request's CPU).
  const checked = new Map<string, CheckedToken>();
  const check = (token: string): CheckedToken | null => {
    const seen = checked.get(token);
    if (seen) return seen;
    let payload: Payload;
    try {
      payload = verifier(token) as Payload;
    } catch {
      return null; // not kept: anyone can send endless bad tokens
    }
    const claims = parseClaims(payload);
    const { iat, exp } = payload;
    const result = claims && typeof iat === 'number' && typeof exp === 'number'
      ? { claims, iat, exp, renewableUntil: Number(payload.rnw), ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}) }
      : null;
    if (result) {
      if (checked.size >= MAX_CHECKED_TOKENS) checked.clear();
      checked.set(token, result);
    }
    return result;
  };

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
      const known = check(token);
      if (!known) return { status: 'invalid' };
      const { claims, iat, exp, renewableUntil } = known;
      const sid = known.sid ? { sid: known.sid } : {};
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
