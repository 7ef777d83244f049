// The console's only way to call the API: by the endpoint table's name, with the inputs the entry
// declares, answering the entry's reply type. Paths and methods come from the table
// (virtual:api-routes, generated from contract/api), so no API path is written outside contract/.
import routes from 'virtual:api-routes';
import type { EndpointName, Endpoints } from '../contract/api';
import { fillPath, type EndpointInput, type EndpointReply } from '../contract/endpoint';
import { takeEarly } from './earlyCalls';
import type { HttpClient, QueryValue } from './httpClient';
import type { UploadProgress } from './xhrFetch';

/** What every call may add: an abort signal, for creating calls the dialog's idempotency key, and the business switch's mark. */
interface CallOptions {
  signal?: AbortSignal; idempotencyKey?: string; replacesLogin?: boolean;
  /** A file upload's multipart body (an entry without a JSON body), with its progress. */
  form?: FormData; onUploadProgress?: UploadProgress;
}

type Args<N extends EndpointName> = object extends EndpointInput<Endpoints[N]>
  ? [input?: EndpointInput<Endpoints[N]> & CallOptions]
  : [input: EndpointInput<Endpoints[N]> & CallOptions];

export type ApiCall = <N extends EndpointName>(name: N, ...args: Args<N>) => Promise<EndpointReply<Endpoints[N]>>;

/** The Idempotency-Key of the change being started (src/components/change/useChange), if any. */
let changeKey: string | undefined;

/**
 * Runs `start` with `key` as the Idempotency-Key of every change (POST, PUT, DELETE) it sends
 * before it first waits: a change's data provider method calls the API in its first, synchronous
 * step, so the key reaches the request without every method passing it along. A method that reads
 * before it changes must take `idempotencyKey` itself.
 */
export function sendingChangesWith<T>(key: string, start: () => T): T {
  const outer = changeKey;
  changeKey = key;
  try {
    return start();
  } finally {
    changeKey = outer;
  }
}

export function createApi(http: HttpClient): ApiCall {
  return (name, ...[input]) => {
    const route = routes[name];
    // A read the console sent before its admin shell loaded (dataProvider/earlyCalls.ts).
    const early = route.method === 'GET' ? takeEarly(name, input) : undefined;
    if (early) return early as Promise<never>;
    const { params, query, body, form, onUploadProgress, signal, idempotencyKey, replacesLogin } = (input ?? {}) as CallOptions & {
      params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown;
    };
    return http(fillPath(route.path, params), {
      method: route.method, query, body: form ?? body, onUploadProgress, signal, replacesLogin, endpoint: name,
      idempotencyKey: idempotencyKey ?? (route.method === 'GET' ? undefined : changeKey),
    });
  };
}

/** The same calls, each carrying one idempotency key (a create dialog's, from its mutation's meta). */
export function withIdempotencyKey(api: ApiCall, idempotencyKey: string | undefined): ApiCall {
  if (!idempotencyKey) return api;
  return ((name: EndpointName, input?: object) => (api as (n: EndpointName, i: object) => Promise<unknown>)(name, { ...input, idempotencyKey })) as ApiCall;
}
