// The shape of one entry of the endpoint table (contract/api): an API call declared once, with
// the spec's method and path, its inputs and a reply schema per status, and who may call it.
// The server registers its route from the entry, the console calls it through the entry's name,
// OpenAPI and the authorization tests are generated from it (docs/decisions/0049-one-endpoint-table.md).
import type { z } from 'zod';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  /** The path exactly as the spec writes it, relative to the API base: 'offer/approve/{id}'. */
  path: string;
  access: Access;
  /** The API area, used to group the OpenAPI document. */
  tag: string;
  summary?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The answer per status code; 200 is the success answer. 400/401/403 are added for every entry. */
  responses: { 200: z.ZodType } & { [status: number]: z.ZodType };
  /** Largest accepted body in bytes, when the server default is too small. */
  bodyLimit?: number;
  /**
   * What the id in the path names. A business's record ('offer', 'proof' ...): another
   * business's id must answer exactly like a missing one, which the generated authorization
   * tests check for every such entry. 'global': a record of no business (templates, categories).
   */
  owns?: { param: string; entity: OwnedEntity };
}

/**
 * Every change (POST, PUT, DELETE) accepts an Idempotency-Key header: a repeat with the same key,
 * caller and body answers the first request's reply instead of running again
 * (server/plugins/idempotency.ts; the console sends one per change, src/components/change).
 */
export const takesIdempotencyKey = (spec: Pick<EndpointSpec, 'method'>) => spec.method !== 'GET';

export const OWNED_ENTITIES = [
  'business', 'offer', 'swayOffer', 'proof', 'voucher', 'location', 'businessUser', 'codeList', 'landingPage', 'mailingList', 'socialProof', 'global',
] as const;
export type OwnedEntity = (typeof OWNED_ENTITIES)[number];

/** Declares an entry, keeping its literal types for the server's handlers and the console's calls. */
export function endpoint<const E extends EndpointSpec>(entry: E): E {
  return entry;
}

/** 'offer/approve/{id}' → the names of its path parameters. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Fills a spec path with its parameters, each URL-encoded: ('offer/stop/{id}/{date}', {id: 1, date}) → 'offer/stop/1/2026-01-01'. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Path parameter "${name}" of ${path} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The inputs a caller passes to an entry: only the parts the entry declares. */
export type EndpointInput<E extends EndpointSpec> =
  (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : { params?: undefined })
  & (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined })
  & (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** What the console receives on success. */
export type EndpointReply<E extends EndpointSpec> = z.output<E['responses'][200]>;

/** What the console logs when a reply does not match its entry; the browser tests fail on it. */
export const CONTRACT_MISMATCH = '[contract] reply does not match';
