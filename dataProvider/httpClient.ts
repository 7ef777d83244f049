// The console's HTTP client (spec 1 §4 Session, §7 headers): app type/version and Bearer headers,
// token renewal (a response's x-renewed-token is stored; a 401 carrying one is repeated once),
// the server version check, JSON bodies, and error bodies surfaced as HttpError with the
// server's `error` text (the spec's domain errors often come with status 200).
import { HttpError } from 'react-admin';
import { APP_TYPE, APP_VERSION, HEADERS } from '../contract/roles';
import { tokenStore, type TokenStore } from './token';
import { versionStore, type VersionStore } from './serverVersion';
import { checkReply } from './replyCheck';
import { xhrFetch, type UploadProgress } from './xhrFetch';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; FormData (a file upload) is sent as multipart. */
  body?: unknown;
  /** Reports the share of the body sent, for a file upload. */
  onUploadProgress?: UploadProgress;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The endpoint table's name of this call: its reply is checked in development and test builds. */
  endpoint?: string;
  /** Sent as Idempotency-Key: a repeat of this create answers the first reply (issue 18 defect 3). */
  idempotencyKey?: string;
  /** This call replaces the login (a business switch): its own 401 must not wait for itself. */
  replacesLogin?: boolean;
}

export type HttpClient = <T>(path: string, options?: RequestOptions) => Promise<T>;

export interface HttpClientOptions {
  fetch?: typeof fetch;
  tokens?: TokenStore;
  versions?: VersionStore;
}

export function joinUrl(apiUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = `${apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

async function readBody(response: Response): Promise<unknown> {
  // A file the server sends to be saved (a report's CSV) stays a Blob, which the browser may keep
  // on disk, rather than a string of the whole file in memory.
  if (response.ok && response.headers.get('content-disposition')?.startsWith('attachment')) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `error` text of a body, when it carries one (domain error or failed request). */
export function errorText(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.length > 0) return error;
  }
  return null;
}

/** react-admin shows `body.errors` next to the form fields; the server's 400 calls them `fields`. */
function errorBody(body: unknown): unknown {
  if (body && typeof body === 'object' && 'fields' in body) {
    return { ...body, errors: (body as { fields: unknown }).fields };
  }
  return body;
}

export function createHttpClient(apiUrl: string, options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = options.tokens ?? tokenStore;
  const versions = options.versions ?? versionStore;

  const send = async (path: string, request: RequestOptions): Promise<{ response: Response; sentWith: string | null }> => {
    const headers = new Headers({
      Accept: 'application/json',
      [HEADERS.appType]: APP_TYPE,
      [HEADERS.appVersion]: APP_VERSION,
    });
    const form = request.body instanceof FormData;
    if (request.body !== undefined && !form) headers.set('Content-Type', 'application/json');
    if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
    const token = tokens.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : form ? request.body as FormData : JSON.stringify(request.body),
      signal: request.signal,
    };
    const url = joinUrl(apiUrl, path, request.query);
    const response = await (request.onUploadProgress ? xhrFetch(url, init, request.onUploadProgress) : doFetch(url, init));
    const serverVersion = response.headers.get(HEADERS.serverVersion);
    if (serverVersion) versions.report(serverVersion);
    const renewed = response.headers.get(HEADERS.renewedToken);
    // A renewal of a token that was replaced meanwhile (a business switch ended its login) is dropped.
    if (renewed && tokens.get() === token) tokens.set(renewed);
    return { response, sentWith: token };
  };

  return async <T>(path: string, request: RequestOptions = {}): Promise<T> => {
    const first = await send(path, request);
    let { response } = first;
    // A business switch ends the old login on the server before its answer brings the new token,
    // so a request sent with the old token meanwhile answers 401: wait until the switch has stored
    // its token (the store tracks it, for every client that shares the store).
    if (response.status === 401 && !response.headers.get(HEADERS.renewedToken) && !request.replacesLogin && tokens.get() === first.sentWith) {
      await tokens.settled();
    }
    // "Expired but renewable": the new token is stored by send(); repeat the request once. Also
    // repeated once: a request sent with a token replaced while it ran.
    const replaced = tokens.get() !== null && tokens.get() !== first.sentWith;
    if (response.status === 401 && (response.headers.get(HEADERS.renewedToken) || replaced)) {
      ({ response } = await send(path, request));
    }
    const body = await readBody(response);
    if (request.endpoint) await checkReply(request.endpoint, response.status, body);
    const error = errorText(body);
    if (!response.ok) {
      throw new HttpError(error ?? (response.statusText || `HTTP ${response.status}`), response.status, errorBody(body));
    }
    if (error) throw new HttpError(error, response.status, body);
    return body as T;
  };
}
