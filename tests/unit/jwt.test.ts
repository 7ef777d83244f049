// Session tokens (spec 1 §3 claims, §4 renewal): authentic, unexpired tokens are valid; expired
// ones are renewable only within their window; anything not signed with our secret is invalid.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from '../../server/auth/jwt';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456';
const tokens = createSessionTokens(SECRET, 3600, 7);
const claims = { sub: { userType: 'CLIENT' as const, email: 'owner@example.com', userId: 7 }, businessId: 3 };
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => { vi.useRealTimers(); });

describe('session tokens', () => {
  it('verifies its own token with the claims, issue and expiry times', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const verified = await tokens.verify(await tokens.sign(claims));
    const issued = Date.parse('2026-11-22T10:00:00Z') / 1000;
    expect(verified).toEqual({ status: 'valid', claims, issuedAt: issued, expiresAt: issued + 3600, renewableUntil: issued + 7 * 86400 });
  });

  it('answers expired but renewable after the TTL, and invalid after the renewal window', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const token = await tokens.sign(claims);
    // Verified once while valid: a checked token is judged by the clock again on every use.
    expect(await tokens.verify(token)).toMatchObject({ status: 'valid', claims });
    vi.setSystemTime(new Date('2026-11-22T11:00:01Z'));
    expect(await tokens.verify(token)).toMatchObject({ status: 'expired', claims });
    vi.setSystemTime(new Date('2026-11-29T10:00:01Z'));
    expect(await tokens.verify(token)).toEqual({ status: 'invalid' });
  });

  it('refuses a token signed with another secret, an altered payload and alg none', async () => {
    const token = await tokens.sign(claims);
    const other = await createSessionTokens('another-secret-another-secret-another-secr', 3600, 7).sign(claims);
    expect(await tokens.verify(other)).toEqual({ status: 'invalid' });
    const [header, , signature] = token.split('.');
    const raised = base64url({ ...JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()), businessId: 99 });
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toEqual({ status: 'invalid' });
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`;
    expect(await tokens.verify(none)).toEqual({ status: 'invalid' });
  });

  it('refuses an authentic token whose subject is not the spec claims', async () => {
    const bad = await tokens.sign({ ...claims, sub: { ...claims.sub, userType: 'ROOT' as never } });
    expect(await tokens.verify(bad)).toEqual({ status: 'invalid' });
  });
});
