// The HTTP client's session rules (spec 1 §4, §7) against a fake fetch: headers, renewal and
// repeat, 401, version check, domain errors.
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../dataProvider/httpClient';
import { compareVersions, createVersionStore } from '../../dataProvider/serverVersion';
import { createTokenStore, TOKEN_KEY } from '../../dataProvider/token';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

function fakeFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const reply = replies.shift() ?? { status: 500 };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: reply.headers,
    });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function setup(replies: Reply[], token: string | null = 'old-token') {
  const storage = new Map<string, string>();
  const tokens = createTokenStore({
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
  if (token) tokens.set(token);
  const versions = createVersionStore('2.36.0');
  const fake = fakeFetch(replies);
  const http = createHttpClient('/api/', { fetch: fake.fetch, tokens, versions });
  return { http, tokens, versions, storage, ...fake };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('httpClient', () => {
  it('answers a file sent as an attachment as a Blob, not as text', async () => {
    const csv = '"proof_id","email"\r\n"1","ann@example.test"\r\n';
    const fetch = vi.fn(async () => new Response(csv, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="Proofs_this_year_Tony_s_2026-11-23.csv"' },
    }));
    const http = createHttpClient('/api/', { fetch: fetch as unknown as typeof globalThis.fetch });
    const reply = await http<unknown>('simpleReports/report/x.csv');
    expect(reply).toBeInstanceOf(Blob);
    expect(await (reply as Blob).text()).toBe(csv);
  });

  it('sends a FormData body as multipart: the browser sets its boundary, not JSON', async () => {
    const { http, calls } = setup([{ body: { message: 'ok', errors: [] } }]);
    const form = new FormData();
    form.append('csvFile', new Blob(['email\n']), 'contacts.csv');
    await http('mailingList/attachFile/1', { method: 'POST', body: form });
    expect(calls[0].init.body).toBe(form);
    expect(header(calls[0].init, 'content-type')).toBeNull();
    expect(header(calls[0].init, 'authorization')).toBe('Bearer old-token');
  });

  it('sends the app headers, the Bearer token and JSON', async () => {
    const { http, calls } = setup([{ body: { ok: true } }]);
    await expect(http('businesses/all', { query: { q: 'pizza', empty: undefined } })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('/api/businesses/all?q=pizza');
    expect(header(calls[0].init, 'authorization')).toBe('Bearer old-token');
    expect(header(calls[0].init, 'x-app-type')).toBe('Client');
    expect(header(calls[0].init, 'x-app-version')).toBe('2.36.0');
  });

  it('keeps the token under sway.token', () => {
    const { storage } = setup([]);
    expect(TOKEN_KEY).toBe('sway.token');
    expect(storage.get('sway.token')).toBe('old-token');
  });

  it('stores a renewed token from any response', async () => {
    const { http, tokens } = setup([{ body: {}, headers: { 'x-renewed-token': 'new-token' } }]);
    await http('user/loggedIn');
    expect(tokens.get()).toBe('new-token');
  });

  it('repeats once, with the new token, a 401 that carries a renewed token', async () => {
    const { http, calls, tokens } = setup([
      { status: 401, body: { error: 'expired' }, headers: { 'x-renewed-token': 'new-token' } },
      { body: { id: 1 } },
    ]);
    await expect(http('businesses/current')).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(2);
    expect(header(calls[1].init, 'authorization')).toBe('Bearer new-token');
    expect(tokens.get()).toBe('new-token');
  });

  it('repeats with the current token a 401 to a request sent with a token replaced meanwhile (a business switch), and drops its renewal', async () => {
    const storage = new Map<string, string>();
    const tokens = createTokenStore({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) });
    tokens.set('old-token');
    const sent: (string | null)[] = [];
    const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(header(init ?? {}, 'Authorization'));
      if (sent.length === 1) {
        tokens.set('switched-token'); // the switch answered while this request ran
        return new Response(JSON.stringify({ error: 'Not logged in' }), { status: 401 });
      }
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }) as typeof fetch;
    const http = createHttpClient('/api/', { fetch: fetchFn, tokens, versions: createVersionStore('2.36.0') });
    await expect(http('user/loggedIn')).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['Bearer old-token', 'Bearer switched-token']);

    const late = (async () => {
      tokens.set('newer-token');
      return new Response('{}', { status: 200, headers: { 'x-renewed-token': 'renewed-old-login' } });
    }) as typeof fetch;
    await createHttpClient('/api/', { fetch: late, tokens, versions: createVersionStore('2.36.0') })('x');
    expect(tokens.get()).toBe('newer-token');
  });

  it('a 401 caused by a business switch whose answer is still being read waits for its token, in every client of the store', async () => {
    const storage = new Map<string, string>();
    const tokens = createTokenStore({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) });
    tokens.set('old-token');
    let releaseSwitchBody: () => void = () => undefined;
    const sent: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const auth = header(init ?? {}, 'Authorization') ?? '';
      sent.push(`${String(input)} ${auth}`);
      if (String(input).includes('swap')) {
        // The switch's headers arrive at once (the old login has ended), its body only later.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            releaseSwitchBody = () => {
              controller.enqueue(new TextEncoder().encode(JSON.stringify({ token: 'switched-token' })));
              controller.close();
            };
          },
        });
        return new Response(body, { status: 200 });
      }
      if (auth === 'Bearer old-token') return new Response(JSON.stringify({ error: 'Not logged in' }), { status: 401 });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }) as typeof fetch;
    const dataClient = createHttpClient('/api/', { fetch: fetchFn, tokens, versions: createVersionStore('2.36.0') });
    const authClient = createHttpClient('/api/', { fetch: fetchFn, tokens, versions: createVersionStore('2.36.0') });

    const switching = tokens.replace(() => dataClient<{ token: string }>('businesses/swap/2', { replacesLogin: true }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const data = dataClient('businesses/current');
    const account = authClient('user/loggedIn');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    releaseSwitchBody();

    await expect(switching).resolves.toEqual({ token: 'switched-token' });
    await expect(data).resolves.toEqual({ ok: true });
    await expect(account).resolves.toEqual({ ok: true });
    expect(sent.slice(3).sort()).toEqual(['/api/businesses/current Bearer switched-token', '/api/user/loggedIn Bearer switched-token']);
  });

  it('repeats only once', async () => {
    const renew = { status: 401, body: { error: 'expired' }, headers: { 'x-renewed-token': 'again' } };
    const { http, calls } = setup([renew, renew, renew]);
    await expect(http('businesses/current')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
  });

  it('rejects any other 401 with an HttpError of status 401 (the auth provider logs out)', async () => {
    const { http, tokens } = setup([{ status: 401, body: { error: 'Invalid token' } }]);
    await expect(http('businesses/current')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(tokens.get()).toBe('old-token');
  });

  it('surfaces a domain error sent with status 200', async () => {
    const { http } = setup([{ status: 200, body: { error: 'Offer not found' } }]);
    await expect(http('proof/1', { method: 'DELETE' })).rejects.toMatchObject({ status: 200, message: 'Offer not found' });
  });

  it('maps 400 field messages to react-admin form errors', async () => {
    const { http } = setup([{ status: 400, body: { error: 'Invalid body', fields: { email: 'Required' } } }]);
    await expect(http('auth/client', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid body',
      body: { errors: { email: 'Required' } },
    });
  });

  it('sends a JSON body with its content type', async () => {
    const { http, calls } = setup([{ body: { message: 'sent' } }], null);
    await http('auth/client', { method: 'POST', body: { email: 'a@b.c' } });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"email":"a@b.c"}');
    expect(header(calls[0].init, 'content-type')).toBe('application/json');
    expect(header(calls[0].init, 'authorization')).toBeNull();
  });

  it('reports an update when the server version is higher than the app version', async () => {
    const { http, versions } = setup([
      { body: {}, headers: { 'x-server-version': '2.36.0' } },
      { body: {}, headers: { 'x-server-version': '2.35.9' } },
      { body: {}, headers: { 'x-server-version': '2.36.1' } },
    ]);
    const listener = vi.fn();
    versions.subscribe(listener);
    await http('a');
    await http('b');
    expect(versions.updateAvailable()).toBe(false);
    await http('c');
    expect(versions.updateAvailable()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('compareVersions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('2.36.0', '2.36.0')).toBe(0);
    expect(compareVersions('2.100.0', '2.36.0')).toBe(1);
    expect(compareVersions('10.0.0', '9.9.9')).toBe(1);
    expect(compareVersions('2.36', '2.36.1')).toBe(-1);
    expect(compareVersions('v3.0.0', '2.36.0')).toBe(1);
  });
});
