// The auth provider over a fake HTTP client (spec 1 §2 Login, §4 Session, §8).
import { describe, expect, it, vi } from 'vitest';
import { buildAuthProvider } from '../../authProvider';
import { sessionEvents } from '../../authProvider/sessionEvents';
import type { HttpClient, RequestOptions } from '../../dataProvider/httpClient';
import { createTokenStore } from '../../dataProvider/token';
import { HttpError } from 'react-admin';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;
const clientToken = jwt({ sub: { userType: 'CLIENT', email: 'c@x.io', userId: 2 }, businessId: 7 });

function setup(handler: (path: string, options?: RequestOptions) => unknown) {
  const tokens = createTokenStore(undefined);
  tokens.clear();
  const calls: { path: string; options?: RequestOptions }[] = [];
  const http = (async (path: string, options?: RequestOptions) => {
    calls.push({ path, options });
    return handler(path, options);
  }) as HttpClient;
  return { auth: buildAuthProvider(http, tokens), tokens, calls };
}

describe('authProvider', () => {
  it('requests a magic link with the redirect and stays on the page', async () => {
    const { auth, calls } = setup(() => ({ message: 'sent' }));
    await expect(auth.login({ email: ' a@b.io ', redirect: '/reports?x=1' })).resolves.toEqual({ redirectTo: false });
    expect(calls[0]).toEqual({ path: 'auth/client', options: { method: 'POST', body: { email: 'a@b.io', redirect: '/reports?x=1' }, endpoint: 'requestLoginLink' } });
  });

  it('drops a redirect that leaves the site', async () => {
    const { auth, calls } = setup(() => ({ message: 'sent' }));
    await auth.login({ email: 'a@b.io', redirect: 'https://evil.example' });
    expect(calls[0].options?.body).toEqual({ email: 'a@b.io', redirect: undefined });
  });

  it('redeems a link token, stores the JWT and goes to the reply redirect, else the query, else /', async () => {
    const replies = [{ token: clientToken, redirect: '/offers' }, { token: clientToken, redirect: null }, { token: clientToken, redirect: null }];
    const { auth, tokens, calls } = setup(() => replies.shift());
    await expect(auth.login({ token: 'link-token-123', redirect: '/users' })).resolves.toEqual({ redirectTo: '/offers' });
    expect(calls[0]).toEqual({ path: 'auth/login', options: { method: 'POST', body: { token: 'link-token-123' }, endpoint: 'redeemLoginToken' } });
    expect(tokens.get()).toBe(clientToken);
    await expect(auth.login({ token: 'link-token-123', redirect: '/users' })).resolves.toEqual({ redirectTo: '/users' });
    await expect(auth.login({ token: 'link-token-123' })).resolves.toEqual({ redirectTo: '/' });
    await expect(auth.getPermissions()).resolves.toBe('CLIENT');
  });

  it('checks the session from the stored token', async () => {
    const { auth, tokens } = setup(() => null);
    await expect(auth.checkAuth()).rejects.toMatchObject({ message: false });
    tokens.set(clientToken);
    await expect(auth.checkAuth()).resolves.toBeUndefined();
    await auth.logout();
    expect(tokens.get()).toBeNull();
  });

  it('ends the login on the server at logout, and still logs out when the server refuses (issue 19 finding 10)', async () => {
    const { auth, tokens, calls } = setup((path) => {
      if (path === 'auth/logout') throw new HttpError('gone', 401);
      return null;
    });
    tokens.set(clientToken);
    await expect(auth.logout()).resolves.toBe('/auth');
    expect(calls.map((c) => c.path)).toEqual(['auth/logout']);
    expect(tokens.get()).toBeNull();
    await auth.logout();
    expect(calls).toHaveLength(1);
  });

  it('logs out on a 401 with the session-expired message, not on other errors', async () => {
    const { auth } = setup(() => null);
    await expect(auth.checkError(new HttpError('no', 401))).rejects.toEqual({ message: 'shell.session.expired', redirectTo: '/auth' });
    await expect(auth.checkError(new HttpError('no', 500))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Offer not found', 200))).resolves.toBeUndefined();
  });

  it('says invalid credentials for a 401 to a token that has not run out (issue 18 defect 11)', async () => {
    const { auth, tokens } = setup(() => null);
    const hour = Math.floor(Date.now() / 1000) + 3600;
    tokens.set(jwt({ sub: { userType: 'CLIENT', email: 'c@x.io', userId: 2 }, businessId: 7, exp: hour }));
    await expect(auth.checkError(new HttpError('no', 401))).rejects.toEqual({ message: 'shell.session.invalidCredentials', redirectTo: '/auth' });
    tokens.set(jwt({ sub: { userType: 'CLIENT', email: 'c@x.io', userId: 2 }, businessId: 7, exp: hour - 7200 }));
    await expect(auth.checkError(new HttpError('no', 401))).rejects.toEqual({ message: 'shell.session.expired', redirectTo: '/auth' });
  });

  it('says the session expired for a 401 once the account has loaded, though the token has not run out (issue 34: a revoked session)', async () => {
    const { auth, tokens } = setup(() => ({ id: 2, first_name: 'Ada', last_name: 'Lovelace', email: 'a@b.io', user_type: 'CLIENT' }));
    const hour = Math.floor(Date.now() / 1000) + 3600;
    tokens.set(jwt({ sub: { userType: 'CLIENT', email: 'c@x.io', userId: 2 }, businessId: 7, exp: hour }));
    await auth.getIdentity();
    await expect(auth.checkError(new HttpError('no', 401))).rejects.toEqual({ message: 'shell.session.expired', redirectTo: '/auth' });
    await auth.logout();
    tokens.set(jwt({ sub: { userType: 'CLIENT', email: 'c@x.io', userId: 2 }, businessId: 7, exp: hour }));
    await expect(auth.checkError(new HttpError('no', 401))).rejects.toEqual({ message: 'shell.session.invalidCredentials', redirectTo: '/auth' });
  });

  it('builds the identity from user/loggedIn', async () => {
    const { auth, tokens } = setup(() => ({ id: 2, first_name: 'Ada', last_name: 'Lovelace', email: 'a@b.io', user_type: 'CLIENT' }));
    tokens.set(clientToken);
    await expect(auth.getIdentity()).resolves.toMatchObject({ id: 2, fullName: 'Ada Lovelace' });
  });

  it('announces account-load failures: 401 → invalid credentials and logout, else internal error', async () => {
    const listener = vi.fn();
    const unsubscribe = sessionEvents.subscribe(listener);
    const failing = [new HttpError('bad', 401), new HttpError('boom', 500)];
    const { auth, tokens } = setup(() => {
      throw failing.shift();
    });
    tokens.set(clientToken);
    await expect(auth.getIdentity()).rejects.toMatchObject({ status: 401 });
    await expect(auth.getIdentity()).rejects.toMatchObject({ status: 500 });
    expect(listener.mock.calls.map(([f]) => f)).toEqual([
      { message: 'shell.session.invalidCredentials', logout: true },
      { message: 'shell.session.internalError', logout: false },
    ]);
    unsubscribe();
  });

  it('answers canAccess from the route table', async () => {
    const { auth, tokens } = setup(() => null);
    tokens.set(clientToken);
    await expect(auth.canAccess({ resource: 'reports', action: 'list' })).resolves.toBe(true);
    await expect(auth.canAccess({ resource: 'timelineReview', action: 'list' })).resolves.toBe(false);
  });
});
