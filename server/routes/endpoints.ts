// Registers every /api route from the endpoint table (contract/api): method, path, schemas and
// access rule come from the entry; a route file only supplies the handler of each entry by name.
// Start-up fails when an entry has no handler, or a handler has no entry.
import type {
  FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { endpoints, type EndpointName, type Endpoints } from '../../contract/api';
import { errorReply, validationErrorReply } from '../../contract/common';
import { describeAccess } from '../../contract/access';
import { adminOnlyFieldNames, stripAdminOnly } from '../../contract/adminOnly';
import { takesIdempotencyKey, type EndpointSpec } from '../../contract/endpoint';
import { answerStoreFor, createIdempotency } from '../plugins/idempotency';
import { errorForLog } from '../plugins/errors';
import { businessOf, isAdmin } from '../auth/session';
import type { KeptReplies } from './keptReplies';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: Infer<E['params']>;
  Querystring: Infer<E['query']>;
  Body: Infer<E['body']>;
}>;

/** A handler answers the entry's success reply (the serializer checks it), or sends its own answer. */
export type Handler<E extends EndpointSpec> = (
  request: EndpointRequest<E>, reply: FastifyReply,
) => Promise<z.input<E['responses'][200]> | FastifyReply> | z.input<E['responses'][200]> | FastifyReply;

export type HandlerEntry<E extends EndpointSpec> = Handler<E> | {
  handler: Handler<E>;
  preHandler?: preHandlerAsyncHookHandler;
  /**
   * Every statement of this handler is bounded to milliseconds (one business's rows by primary
   * key, a page, a month), so its request runs without the client-gone signal and its cost
   * (db/requestContext.ts).
   */
  brief?: boolean;
  /**
   * The answer is made only of the token's business's rows that notify 'sway_business' when they
   * change (migration 0022), and of the clock's quarter hour: it is kept and sent again until then
   * (keptReplies.ts). Admins and everyone else are kept apart, since admin-only fields differ.
   */
  kept?: boolean;
  /** A kept entry's key of a request's answer, and the instant it asks about (KeptReplies.get); default: its URL. */
  keptKey?: KeptKey<E>;
};

type KeptKey<E extends EndpointSpec> = (request: EndpointRequest<E>) => { key: string; at?: number };

/** A handler whose statements are brief (HandlerEntry `brief`). */
export const brief = <E extends EndpointSpec>(handler: Handler<E>): HandlerEntry<E> => ({ handler, brief: true });

/** A brief handler whose answers are kept until its business changes (HandlerEntry `kept`, `keptKey`). */
export const kept = <E extends EndpointSpec>(handler: Handler<E>, keptKey?: KeptKey<E>): HandlerEntry<E> => (
  { handler, brief: true, kept: true, keptKey });

const urlKey = (request: FastifyRequest) => ({ key: request.url });

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `handler`, answering a kept answer when there is one, or the answer of the same reading already
 * under way since the business last changed (keptReplies.ts, single flight), and otherwise marking
 * its own answer to be kept and shared.
 */
function keepingAnswers<E extends EndpointSpec>(
  replies: KeptReplies, handler: Handler<E>, keyOf: KeptKey<E>,
): Handler<E> {
  return (request, reply) => {
    const business = businessOf(request);
    const asked = keyOf(request);
    const key = `${isAdmin(request) ? 'A' : 'U'} ${business} ${asked.key}`;
    const body = replies.get(key, asked.at);
    if (body !== undefined) return reply.type(JSON_TYPE).send(body);
    const shared = replies.shared(key, business, asked.at);
    if (shared) {
      // Not shared after all (an error, an answer for its own request only): this request reads for itself.
      return shared.then((answer) => (answer !== undefined ? reply.type(JSON_TYPE).send(answer) : handler(request, reply)));
    }
    replies.reading(request, key, business, asked.at);
    return handler(request, reply);
  };
}

export type Handlers = { [N in EndpointName]?: HandlerEntry<Endpoints[N]> };

/** A route file: given the app (database, services, config), the handlers of its area's entries. */
export type RouteModule = (app: FastifyInstance) => Handlers | Promise<Handlers>;

/** The Fastify form of a spec path: 'offer/stop/{id}/{date}' → '/offer/stop/:id/:date'. */
export const fastifyPath = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The statuses every entry may answer besides its own: bad input, no login, wrong role. */
function standardReplies(entry: EndpointSpec) {
  const hasInput = Boolean(entry.params || entry.query || entry.body);
  return {
    // Field errors from validation; a plain `{ error }` for input Fastify refuses before it (bad JSON).
    ...(hasInput ? { 400: z.union([validationErrorReply, errorReply]) } : {}),
    ...(entry.access === 'public' ? {} : { 401: errorReply }),
    ...(Array.isArray(entry.access) && entry.access.length > 0 ? { 403: errorReply } : {}),
  };
}

const holdsAdminOnlyFields = (spec: EndpointSpec) =>
  Object.values(spec.responses as Record<number, z.ZodType | undefined>).some((schema) => schema && adminOnlyFieldNames(schema).length > 0);

/** `keptReplies`: where `kept` entries keep their answers; null sends every request to its handler. */
export async function registerEndpoints(api: FastifyInstance, modules: RouteModule[], keptReplies: KeptReplies | null = null) {
  const found = new Map<string, HandlerEntry<EndpointSpec>>();
  for (const module of modules) {
    for (const [name, handler] of Object.entries(await module(api))) {
      if (!(name in endpoints)) throw new Error(`Handler "${name}" has no entry in the endpoint table (contract/api)`);
      if (found.has(name)) throw new Error(`Endpoint "${name}" has two handlers`);
      found.set(name, handler as HandlerEntry<EndpointSpec>);
    }
  }
  const missing = Object.keys(endpoints).filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`);

  // On PostgreSQL kept in the database, so every server on it answers a repeated change (plugins/idempotency.ts).
  const once = createIdempotency(answerStoreFor({ db: api.db, engine: api.dbEngine }),
    (err, message) => api.log.error({ err: errorForLog(err) }, message));
  for (const [name, spec] of Object.entries(endpoints) as [EndpointName, EndpointSpec][]) {
    const entry = found.get(name)!;
    const { handler, preHandler, brief: isBrief, kept: isKept, keptKey } = typeof entry === 'function'
      ? { handler: entry, preHandler: undefined, brief: false, kept: false, keptKey: undefined } : entry;
    if (isKept && takesIdempotencyKey(spec)) throw new Error(`Endpoint "${name}" keeps answers but is not a read`);
    const keeping = isKept ? keptReplies : null;
    // A repeated change (double click, retry) answers the first one's reply.
    const idempotency = takesIdempotencyKey(spec)
      ? { preValidation: once.preValidation, preHandler, onSend: once.onSend, onResponse: once.onResponse }
      : { preHandler, ...(keeping ? { onSend: keeping.onSend, onResponse: keeping.onResponse } : {}) };
    api.route({
      method: spec.method,
      url: fastifyPath(spec.path),
      config: { ...(spec.access === 'public' ? { public: true } : { access: spec.access }), ...(isBrief ? { brief: true } : {}) },
      bodyLimit: spec.bodyLimit,
      ...idempotency,
      // Admin-only reply fields (contract/adminOnly.ts) never reach anyone else, whatever the handler
      // returned; the hook is on the routes whose replies declare such fields only.
      ...(holdsAdminOnlyFields(spec) ? {
        preSerialization: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
          const schema = (spec.responses as Record<number, z.ZodType | undefined>)[reply.statusCode];
          if (schema && request.session?.userType !== 'ADMIN') stripAdminOnly(schema, payload);
          done(null, payload);
        },
      } : {}),
      schema: {
        operationId: name,
        tags: [spec.tag],
        summary: spec.summary,
        description: describeAccess(spec.access),
        // Only the parts the entry declares: an undefined schema key makes Fastify warn.
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        response: { ...standardReplies(spec), ...spec.responses },
      },
      handler: (keeping ? keepingAnswers(keeping, handler, keptKey ?? urlKey) : handler) as unknown as RouteHandlerMethod,
    });
  }
}
