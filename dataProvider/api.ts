// The console's only way to call the API: by the endpoint table's name, with the inputs the entry
// declares, answering the entry's reply type. Paths and methods come from the table
// (virtual:api-routes, generated from contract/api), so no API path is written outside contract/.
import routes from 'virtual:api-routes';
import type { EndpointName, Endpoints } from '../contract/api';
import { fillPath, type EndpointInput, type EndpointReply } from '../contract/endpoint';
import type { HttpClient, QueryValue } from './httpClient';

type Args<N extends EndpointName> = object extends EndpointInput<Endpoints[N]>
  ? [input?: EndpointInput<Endpoints[N]> & { signal?: AbortSignal }]
  : [input: EndpointInput<Endpoints[N]> & { signal?: AbortSignal }];

export type ApiCall = <N extends EndpointName>(name: N, ...args: Args<N>) => Promise<EndpointReply<Endpoints[N]>>;

export function createApi(http: HttpClient): ApiCall {
  return (name, ...[input]) => {
    const route = routes[name];
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal;
    };
    return http(fillPath(route.path, params), { method: route.method, query, body, signal, endpoint: name });
  };
}
