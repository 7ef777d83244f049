// Reading the token claims (spec 1 §3) the way the server signs them.
import { describe, expect, it } from 'vitest';
import { decodeClaims } from '../../authProvider/claims';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const sub = { userType: 'CLIENT_LITE', email: 'l@x.io', userId: 5 };

describe('decodeClaims', () => {
  it('reads a JSON-text subject (RFC 7519 sub is a string)', () => {
    expect(decodeClaims(jwt({ sub: JSON.stringify(sub), businessId: 3 }))).toEqual({ sub, businessId: 3 });
  });

  it('reads an object subject', () => {
    expect(decodeClaims(jwt({ sub, businessId: null }))).toEqual({ sub, businessId: null });
  });

  it('rejects missing, malformed and unknown-role tokens', () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims('not-a-jwt')).toBeNull();
    expect(decodeClaims(jwt({ sub: 'plain' }))).toBeNull();
    expect(decodeClaims(jwt({ sub: { ...sub, userType: 'ROOT' } }))).toBeNull();
  });
});
