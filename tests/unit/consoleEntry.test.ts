// The console's entry (issue 20 item 3): which paths the light login shell draws, its texts from
// the one catalogue, and the reads sent before the admin shell loads, each answered once.
import { describe, expect, it } from 'vitest';
import { createApi } from '../../dataProvider/api';
import { sendEarly } from '../../dataProvider/earlyCalls';
import type { HttpClient } from '../../dataProvider/httpClient';
import { loginPageOf } from '../../src/login/loginPaths';
import { translateShell } from '../../src/login/translate';

describe('loginPageOf', () => {
  it('names the login form and a login link, and nothing else', () => {
    expect(loginPageOf('/auth')).toBe('');
    expect(loginPageOf('/auth/')).toBe('');
    expect(loginPageOf('/auth/login/abc%2Bdef')).toBe('abc+def');
    expect(loginPageOf('/auth/login')).toBeNull();
    expect(loginPageOf('/auth/other/x')).toBeNull();
    expect(loginPageOf('/timeline')).toBeNull();
    expect(loginPageOf('/')).toBeNull();
  });
});

describe('translateShell', () => {
  it('gives the catalogue text with its placeholders filled, and any other text as it is', () => {
    expect(translateShell('shell.login.logInAs', { email: 'a@b.co' })).toBe('Log in as a@b.co');
    expect(translateShell('shell.login.signIn')).toBe('SIGN IN');
    expect(translateShell('This login link has expired or was already used.')).toBe('This login link has expired or was already used.');
  });
});

describe('early reads', () => {
  it('answers the first same call with the early reply, and every later one from the network', async () => {
    const sent: string[] = [];
    const http = (async (path: string) => {
      sent.push(path);
      return { n: sent.length };
    }) as HttpClient;
    const api = createApi(http);
    sendEarly('getCurrentBusiness', undefined, () => api('getCurrentBusiness'));
    expect(sent).toEqual(['businesses/current']);
    expect(await api('getCurrentBusiness')).toEqual({ n: 1 });
    expect(await api('getCurrentBusiness')).toEqual({ n: 2 });
    expect(sent).toEqual(['businesses/current', 'businesses/current']);
  });

  it('keeps a reply only for a call with the same input', async () => {
    const sent: string[] = [];
    const http = (async (path: string, options?: { query?: Record<string, unknown> }) => {
      sent.push(`${path}?${JSON.stringify(options?.query ?? {})}`);
      return [];
    }) as HttpClient;
    const api = createApi(http);
    sendEarly('getBusinesses', { query: { q: undefined } }, () => api('getBusinesses', { query: { q: undefined } }));
    await api('getBusinesses', { query: { q: 'pizza' } });
    await api('getBusinesses', { query: { q: undefined } });
    expect(sent).toEqual(['businesses/all?{}', 'businesses/all?{"q":"pizza"}']);
  });
});
