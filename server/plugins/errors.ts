// Central error handler: validation errors name the field, domain errors keep their message,
// and a 5xx never shows its details to the client (DESIGN §4 Errors). Input that no schema can
// catch but the database cannot store (a NUL character, a number beyond any column) answers 400
// naming the field, not 500 (issue 19 finding 9); so do bodies Fastify cannot parse. A failed
// query is logged by its SQLSTATE code and message only, never with its SQL or parameters.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { redactEmailAddresses } from '../lib/redact';

export const VALIDATION_FAILED = 'Validation failed please check your entries';

/** A statement ran past the database's statement timeout. */
export const STATEMENT_CANCELLED = 'This took too long; please try a smaller range';
const NUL_MESSAGE = 'Must not contain a NUL character';
const RANGE_MESSAGE = 'Number out of range';

/** The largest value of an integer column (int4); ids and counts are int4. */
const INT4_MAX = 2_147_483_647;

/** Every string and number in a parsed body, query or params, with its field path (a.b.0). */
function* leaves(value: unknown, path: string): Generator<[string, string | number]> {
  if (typeof value === 'string' || typeof value === 'number') {
    yield [path, value];
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* leaves(value[i], path ? `${path}.${i}` : String(i));
  } else if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) yield* leaves(inner, path ? `${path}.${key}` : key);
  }
}

/**
 * A parsed JSON object or query string: a plain object, or one whose prototype chain ends at once
 * (Fastify's query parser makes objects without Object.prototype). Not a stream or a Buffer.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Field → value over params, query and body (a body that is not an object is 'body'). */
function* requestFields(request: FastifyRequest): Generator<[string, string | number]> {
  yield* leaves(request.params, '');
  yield* leaves(request.query, '');
  const body = request.body;
  yield* leaves(body, typeof body === 'string' || typeof body === 'number' || Array.isArray(body) ? 'body' : '');
}

/** A number no column of ours holds, or one JSON rounded (1e400 is Infinity; 2^53+1 is not exact). */
const unsafeNumber = (v: unknown) => typeof v === 'number' && (!Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER);

/** The message for a value no column can store, or null. */
function unstorable(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_MESSAGE : null;
  return unsafeNumber(value) ? RANGE_MESSAGE : null;
}

/**
 * True when some leaf of `value` is unstorable. A plain walk without paths: a 200,000-code import
 * has 400,000 leaves, and naming each one's path cost a third of a second of the event loop.
 */
function hasUnstorable(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasUnstorable);
  if (isRecord(value)) return Object.values(value).some(hasUnstorable);
  return unstorable(value) !== null;
}

/** Refuses, before any handler runs, input that PostgreSQL cannot store whatever the column. */
// A callback hook: every request passes here, and an async hook costs a promise each time.
function refuseUnstorableInput(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (![request.params, request.query, request.body].some(hasUnstorable)) {
    done();
    return;
  }
  const fields: Record<string, string> = {};
  for (const [field, value] of requestFields(request)) {
    const message = unstorable(value);
    if (message) fields[field || 'body'] ??= message;
  }
  reply.code(400).send({ error: VALIDATION_FAILED, fields });
}

/** SQLSTATE codes of input the database refused: a 400 for the client, not a server error. */
const INPUT_REFUSED: Record<string, string> = {
  '22P02': 'Invalid value', // invalid_text_representation ("abc" as an integer)
  '22003': RANGE_MESSAGE, // numeric_value_out_of_range
  '22P05': 'Contains a character that cannot be stored', // untranslatable_character (\u0000 in jsonb)
  '22021': 'Contains a character that cannot be stored', // character_not_in_repertoire (a NUL byte)
  '22001': 'Too long', // string_data_right_truncation
  '22007': 'Invalid date', // invalid_datetime_format
  '22008': 'Invalid date', // datetime_field_overflow
};

export interface DatabaseErrorInfo {
  code: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/**
 * The PostgreSQL error inside err (pg's DatabaseError, PGlite's, or drizzle's DrizzleQueryError
 * wrapping either): its code and message. Not its detail ("Key (email)=(…)"), and not drizzle's
 * own message, which carries the SQL and every parameter.
 */
export function databaseErrorOf(err: unknown): DatabaseErrorInfo | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message, constraint, table, column } = e as Record<string, unknown>;
    // SQLSTATE: five digits or capitals; Node's errno codes (EPIPE, ...) start with E.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('E')) {
      return {
        code,
        message: typeof message === 'string' ? message : 'database error',
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof table === 'string' ? { table } : {}),
        ...(typeof column === 'string' ? { column } : {}),
      };
    }
  }
  return null;
}

/**
 * The log's `err` serializer (server/app.ts): a database error shows its code and message only
 * (and the constraint, table or column it names); anything else its type, message, code and
 * stack, without the enumerable extras (drizzle's query and params) pino's default would print.
 */
export function errorForLog(err: unknown): Record<string, unknown> {
  const database = databaseErrorOf(err);
  // A data exception (class 22) quotes the value it refused: a parameter, so it is redacted too.
  if (database) {
    const message = database.code.startsWith('22') ? database.message.replace(/"[^"]*"/g, '"[redacted]"') : database.message;
    return { type: 'DatabaseError', ...database, message };
  }
  if (!(err instanceof Error)) return { type: typeof err, message: String(err) };
  const { code, statusCode } = err as Error & { code?: unknown; statusCode?: unknown };
  // Fastify's own messages can quote the request URL, which may hold an e-mail address.
  return {
    type: err.name, message: redactEmailAddresses(err.message),
    ...(code !== undefined ? { code } : {}), ...(statusCode !== undefined ? { statusCode } : {}),
    stack: err.stack && redactEmailAddresses(err.stack),
  };
}

/** The request field the database refused, found from the value its message quotes or by kind. */
function refusedField(request: FastifyRequest, database: DatabaseErrorInfo): string {
  const quoted = /"([^"]*)"/.exec(database.message)?.[1];
  const fields = [...requestFields(request)];
  const byKind = fields.find(([, value]) => {
    if (database.code === '22021' || database.code === '22P05') return typeof value === 'string' && value.includes('\u0000');
    if (database.code === '22003') {
      return typeof value === 'number' ? Math.abs(value) > INT4_MAX : (value.match(/-?\d+/g) ?? []).some((n) => Math.abs(Number(n)) > INT4_MAX);
    }
    return false;
  });
  const byValue = quoted === undefined ? undefined : fields.find(([, value]) => String(value) === quoted);
  return (byKind ?? byValue)?.[0] || 'body';
}

/** Fastify's content-type parser errors, as the client should see them. */
function parserError(err: FastifyError): { status: number; message: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return { status: 400, message: 'Malformed JSON body' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return { status: 400, message: 'Empty JSON body' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': return { status: 400, message: 'Body size does not match Content-Length' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return { status: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return { status: 415, message: 'Unsupported Content-Type' };
    default: return null;
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.addHook('preHandler', refuseUnstorableInput);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send({ error: VALIDATION_FAILED, fields });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(err.fields ? { error: err.message, fields: err.fields } : { error: err.message });
    }
    const parsed = parserError(err);
    if (parsed) {
      // A 400 names its field like every other 400 (routes declare that shape for 400).
      return reply.code(parsed.status).send(parsed.status === 400
        ? { error: VALIDATION_FAILED, fields: { body: parsed.message } }
        : { error: parsed.message });
    }
    const database = databaseErrorOf(err);
    const refused = database ? INPUT_REFUSED[database.code] : undefined;
    if (database && refused) {
      request.log.info({ code: database.code }, 'input refused by the database');
      return reply.code(400).send({ error: VALIDATION_FAILED, fields: { [refusedField(request, database)]: refused } });
    }
    if (database?.code === '57014') {
      // The statement timeout (PostgreSQL) or a cancel after the client left (db/client.ts).
      request.log.warn({ code: database.code }, 'statement cancelled');
      return reply.code(503).send({ error: STATEMENT_CANCELLED });
    }
    const status = database ? 500 : err.statusCode ?? 500;
    if (status === 400) return reply.code(400).send({ error: VALIDATION_FAILED, fields: { body: err.message } });
    if (status < 500) return reply.code(status).send({ error: err.message });
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: 'Internal error please try again in a few minutes' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
