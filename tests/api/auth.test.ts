// Magic-link login and session rules (issue: foundation; spec 1 §4, §7; DESIGN §4 Auth).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { bearer, createAccount, createBusiness, tokenFor } from '../helpers/fixtures';
import { loginTokenIn, mailTo } from '../helpers/mailbox';
import { loginTokens } from '../../server/db/schema';
import { HEADERS } from '../../contract/roles';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

async function requestLink(email: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email }, headers, remoteAddress });
}
async function latestToken(email: string) {
  const [mail] = await mailTo(t.app, email);
  return loginTokenIn(mail.textBody);
}
let redeemer = 0;
/** Each redemption from its own address: the per-address limit is tested on its own. */
const redeem = (token: string) => t.app.inject({
  method: 'POST', url: '/api/auth/login', payload: { token }, remoteAddress: `10.9.${Math.floor(redeemer / 250)}.${redeemer++ % 250}`,
});

describe('magic link', () => {
  it('sends a link built from PUBLIC_URL that logs the user in once', async () => {
    const business = await createBusiness(t.app);
    const account = await createAccount(t.app, 'CLIENT', [business.id], 'Once@Example.test');
    const res = await requestLink(' once@example.TEST ');
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(t.app, 'once@example.test');
    expect(mail.textBody).toContain(`${TEST_PUBLIC_URL}/auth/login/`);
    const token = loginTokenIn(mail.textBody);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const login = await redeem(token);
    expect(login.statusCode).toBe(200);
    const session = login.json().token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/user/loggedIn', headers: bearer(session) });
    expect(me.json()).toMatchObject({ id: account.id, email: 'once@example.test', user_type: 'CLIENT' });

    const again = await redeem(token);
    expect(again.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    await createAccount(t.app, 'CLIENT', [], 'hash@example.test');
    await requestLink('hash@example.test');
    const token = await latestToken('hash@example.test');
    const rows = await t.app.db.select().from(loginTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('gives exactly one session to 50 parallel redemptions of one link', async () => {
    await createAccount(t.app, 'CLIENT', [], 'race@example.test');
    await requestLink('race@example.test');
    const token = await latestToken('race@example.test');
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(49);
  });

  it('refuses an expired link', async () => {
    const account = await createAccount(t.app, 'CLIENT', [], 'expired@example.test');
    await requestLink('expired@example.test');
    const token = await latestToken('expired@example.test');
    await t.app.db.update(loginTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginTokens.accountId, account.id));
    expect((await redeem(token)).statusCode).toBe(401);
  });

  it('keeps every link of an account working until used or expired (issue 36 finding 2)', async () => {
    await createAccount(t.app, 'CLIENT', [], 'newer@example.test');
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      await requestLink('newer@example.test', {}, `10.0.2.${i}`);
      tokens.push(await latestToken('newer@example.test'));
    }
    expect(new Set(tokens).size).toBe(5);
    for (const token of tokens) expect((await redeem(token)).statusCode).toBe(200);
  });

  it("cannot be locked out by someone else asking for the same account's link (issue 19 finding 8)", async () => {
    await createAccount(t.app, 'CLIENT', [], 'victim@example.test');
    await requestLink('victim@example.test', {}, '10.6.0.1');
    const pending = await latestToken('victim@example.test');
    const attacker = [];
    for (let i = 0; i < 4; i++) attacker.push((await requestLink('victim@example.test', {}, '10.6.6.6')).statusCode);
    expect(attacker).toEqual([200, 200, 200, 429]);
    // The victim's own allowance is untouched, and the link it is about to open still works.
    expect((await requestLink('victim@example.test', {}, '10.6.0.1')).statusCode).toBe(200);
    expect((await redeem(pending)).statusCode).toBe(200);
  });

  it('is not consumed by opening the link (a GET)', async () => {
    await createAccount(t.app, 'CLIENT', [], 'scanner@example.test');
    await requestLink('scanner@example.test');
    const token = await latestToken('scanner@example.test');
    await t.app.inject({ method: 'GET', url: `/auth/login/${token}` });
    const peek = await t.app.inject({ method: 'GET', url: `/api/auth/login/${token}` });
    // The token page shows whom the link is for, and redeems only on the user's click.
    expect(peek.statusCode).toBe(200);
    expect(peek.json()).toEqual({ email: 'scanner@example.test' });
    expect((await redeem(token)).statusCode).toBe(200);
    const spent = await t.app.inject({ method: 'GET', url: `/api/auth/login/${token}` });
    expect(spent.statusCode).toBe(404);
    expect(spent.json()).toEqual({ error: 'This login link has expired or was already used. Please ask for a new one.' });
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    await createAccount(t.app, 'CLIENT', [], 'known@example.test');
    const known = await requestLink('known@example.test', {}, '10.0.1.1');
    const unknown = await requestLink('nobody@example.test', {}, '10.0.1.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headerNames = (r: typeof known) => Object.keys(r.headers).filter((h) => h !== 'date').sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    expect(await mailTo(t.app, 'nobody@example.test')).toHaveLength(0);
  });

  it('does the same work before answering for known and unknown e-mails: none, one queued job each', async () => {
    // Events, not milliseconds (issue 37): each request queues one job and answers before that job
    // has run, so the answer cannot depend on whether the account exists. The time of both answers
    // is measured by `npm run bench:login-timing` (bench/loginTiming/run.ts).
    const account = await createAccount(t.app, 'CLIENT', [], 'timing@example.test');
    const held: { name: string; work: () => Promise<void> }[] = [];
    const enqueue = vi.spyOn(t.app.jobs, 'enqueue').mockImplementation((name, work) => { held.push({ name, work }); });
    try {
      const known = await requestLink('timing@example.test', {}, '10.2.0.1');
      const unknown = await requestLink('timing-unknown@example.test', {}, '10.2.0.2');
      expect(unknown.body).toBe(known.body);
      expect(held.map((job) => job.name)).toEqual(['magic-link', 'magic-link']);
      // Answered before anything was looked up or written for either e-mail.
      expect(await t.app.db.select().from(loginTokens).where(eq(loginTokens.accountId, account.id))).toEqual([]);
    } finally {
      enqueue.mockRestore();
    }
    for (const job of held) await job.work();
    expect(await mailTo(t.app, 'timing@example.test')).toHaveLength(1);
    expect(await mailTo(t.app, 'timing-unknown@example.test')).toHaveLength(0);
  });

  it('rate limits per e-mail and client address (3 a minute) with 429', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await requestLink('limited@example.test', {}, '10.3.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('takes the client address from X-Forwarded-For only with TRUST_PROXY (issue 19 finding 8)', async () => {
    const behindProxy = async (env: Record<string, string>) => {
      const app = await buildTestApp(env);
      try {
        const codes = [];
        for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
          const res = await app.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'proxied@example.test' }, remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': client } });
          codes.push(res.statusCode);
        }
        return codes;
      } finally {
        await app.close();
      }
    };
    expect(await behindProxy({ TRUST_PROXY: '10.0.0.9' })).toEqual([200, 200, 200, 429, 200]);
    // Off by default: a client cannot pick its own address, so the header changes nothing.
    expect(await behindProxy({})).toEqual([200, 200, 200, 429, 429]);
  });

  it('rate limits per client address (30 a minute) with 429', async () => {
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await requestLink(`ip${i}@example.test`, {}, '10.4.0.1')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('builds the link from the configured public URL, never from a forged Host header', async () => {
    await createAccount(t.app, 'CLIENT', [], 'host@example.test');
    await requestLink('host@example.test', { host: 'evil.example', 'x-forwarded-host': 'evil.example' }, '10.5.0.1');
    const [mail] = await mailTo(t.app, 'host@example.test');
    expect(mail.textBody).toContain(`${TEST_PUBLIC_URL}/auth/login/`);
    expect(mail.textBody).not.toContain('evil.example');
  });

  it('keeps only a same-origin redirect', async () => {
    await createAccount(t.app, 'CLIENT', [], 'redirect@example.test');
    await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'redirect@example.test', redirect: '/reports?x=1' }, remoteAddress: '10.6.0.1' });
    expect((await redeem(await latestToken('redirect@example.test'))).json().redirect).toBe('/reports?x=1');
    await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'redirect@example.test', redirect: '//evil.example/x' }, remoteAddress: '10.6.0.1' });
    expect((await redeem(await latestToken('redirect@example.test'))).json().redirect).toBeNull();
  });
});

describe('session tokens', () => {
  it('carries the spec claims and the version header', async () => {
    const business = await createBusiness(t.app);
    const account = await createAccount(t.app, 'CLIENT_LITE', [business.id]);
    const token = await tokenFor(t.app, account, business.id);
    const verified = await t.app.tokens.verify(token);
    expect(verified.status).toBe('valid');
    if (verified.status === 'valid') {
      expect(verified.claims).toEqual({ sub: { userType: 'CLIENT_LITE', email: account.email, userId: account.id }, businessId: business.id });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/user/loggedIn', headers: bearer(token) });
    expect(res.headers[HEADERS.serverVersion]).toBe('2.36.0');
  });

  it('renews an expired but renewable token with 401 and a new token to repeat with', async () => {
    const short = await buildTestApp({ TOKEN_TTL_SECONDS: '60' });
    try {
      const account = await createAccount(short.app, 'CLIENT', []);
      const old = await tokenFor(short.app, account, null);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 120_000);
      try {
        const expired = await short.app.inject({ method: 'GET', url: '/api/user/loggedIn', headers: bearer(old) });
        expect(expired.statusCode).toBe(401);
        const renewed = expired.headers[HEADERS.renewedToken] as string;
        expect(renewed).toBeTruthy();
        const repeated = await short.app.inject({ method: 'GET', url: '/api/user/loggedIn', headers: bearer(renewed) });
        expect(repeated.statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await short.close();
    }
  });
});

describe('ending a login on the server (issue 19 finding 10, issue 18 defect 9)', () => {
  const loggedIn = (app: TestApp['app'], token: string) => app.inject({ url: '/api/user/loggedIn', headers: bearer(token) });

  it('logout revokes the token: it answers 401 and cannot be renewed, even once expired', async () => {
    const short = await buildTestApp({ TOKEN_TTL_SECONDS: '60' });
    try {
      const account = await createAccount(short.app, 'CLIENT', []);
      const token = await tokenFor(short.app, account, null);
      const other = await tokenFor(short.app, account, null);
      expect((await loggedIn(short.app, token)).statusCode).toBe(200);
      const out = await short.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(out.json()).toEqual({ ok: true });
      const after = await loggedIn(short.app, token);
      expect(after.statusCode).toBe(401);
      expect(after.headers[HEADERS.renewedToken]).toBeUndefined();
      // Another login of the same account (another device) goes on.
      expect((await loggedIn(short.app, other)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 120_000);
      try {
        const expired = await loggedIn(short.app, token);
        expect(expired.statusCode).toBe(401);
        expect(expired.headers[HEADERS.renewedToken]).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await short.close();
    }
  });

  it('switching business revokes the old token', async () => {
    const a = await createBusiness(t.app);
    const b = await createBusiness(t.app);
    const owner = await createAccount(t.app, 'CLIENT', [a.id, b.id]);
    const old = await tokenFor(t.app, owner, a.id);
    const swap = await t.app.inject({ url: `/api/businesses/swap/${b.id}`, headers: bearer(old) });
    expect(swap.statusCode).toBe(200);
    expect((await loggedIn(t.app, old)).statusCode).toBe(401);
    expect((await loggedIn(t.app, swap.json().token)).statusCode).toBe(200);
  });

  it('renews an expired token for 7 days after login and within 24 hours of expiring, not for 30 days', async () => {
    const short = await buildTestApp({ TOKEN_TTL_SECONDS: '3600' });
    try {
      const account = await createAccount(short.app, 'CLIENT', []);
      const token = await tokenFor(short.app, account, null);
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      try {
        vi.setSystemTime(start + 3600_000 + 23 * 3600_000);
        expect((await loggedIn(short.app, token)).headers[HEADERS.renewedToken]).toBeTruthy();
        vi.setSystemTime(start + 3600_000 + 25 * 3600_000);
        expect((await loggedIn(short.app, token)).headers[HEADERS.renewedToken]).toBeUndefined();
        const [, payload] = token.split('.');
        const { rnw, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { rnw: number; iat: number };
        expect(rnw - iat).toBe(7 * 86400);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await short.close();
    }
  });
});

describe('businesses', () => {
  it('lists the member businesses and swaps only to one of them', async () => {
    const a = await createBusiness(t.app, { title: 'Alpha Pizza' });
    const b = await createBusiness(t.app, { title: 'Beta Coffee' });
    const foreign = await createBusiness(t.app, { title: 'Foreign Gym' });
    const owner = await createAccount(t.app, 'CLIENT', [a.id, b.id]);
    const headers = bearer(await tokenFor(t.app, owner, a.id));

    const all = await t.app.inject({ method: 'GET', url: '/api/businesses/all', headers });
    expect(all.json().businesses.map((x: { title: string }) => x.title)).toEqual(['Alpha Pizza', 'Beta Coffee']);

    const refused = await t.app.inject({ method: 'GET', url: `/api/businesses/swap/${foreign.id}`, headers });
    expect(refused.statusCode).toBe(404);

    const swap = await t.app.inject({ method: 'GET', url: `/api/businesses/swap/${b.id}`, headers });
    expect(swap.statusCode).toBe(200);
    expect(swap.json().currentBusiness.title).toBe('Beta Coffee');
    expect(swap.json().recentBusinesses[0].title).toBe('Beta Coffee');
    const current = await t.app.inject({ method: 'GET', url: '/api/businesses/current', headers: bearer(swap.json().token) });
    expect(current.json()).toMatchObject({ id: b.id, setup_progress: 0 });
  });

  it('does not let a token keep a business the account left', async () => {
    const a = await createBusiness(t.app);
    const other = await createBusiness(t.app);
    const owner = await createAccount(t.app, 'CLIENT', [a.id]);
    const forged = await tokenFor(t.app, owner, other.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/businesses/current', headers: bearer(forged) });
    expect(res.statusCode).toBe(404);
  });

  it('updates the account name and requires both names', async () => {
    const owner = await createAccount(t.app, 'CLIENT', []);
    const headers = bearer(await tokenFor(t.app, owner, null));
    const ok = await t.app.inject({ method: 'PUT', url: '/api/user/account/name', headers, payload: { firstName: ' Ann ', lastName: 'Lee' } });
    expect(ok.json()).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/account/name', headers, payload: { firstName: '', lastName: 'Lee' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('firstName');
  });
});
