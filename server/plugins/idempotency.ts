// Every change runs once (issues 18 and 34): every POST, PUT and DELETE of the endpoint table
// accepts an `Idempotency-Key` header (contract/endpoint.ts takesIdempotencyKey; the console sends
// one per change, src/components/change). A request that repeats a key with the same caller, path
// and body gets the first request's answer instead of running again: a second one while the first
// is still running waits for it, a later one (a retry after a lost answer) is answered from memory.
// Only successful answers are kept; after a refusal the same request may run again. Kept in memory
// for KEEP_MS, at most MAX_KEYS keys: the server is one process (DESIGN §2), like the rate limits.
//
// The hook runs at preValidation, after the login and role check (onRequest) and before the body
// is validated, so a malformed key is refused on every change whatever the body, which the
// generated test (tests/api/idempotencyEveryChange.test.ts) relies on.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';

const KEEP_MS = 15 * 60_000;
const MAX_KEYS = 10_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const INVALID_KEY_REPLY = { error: 'Invalid Idempotency-Key', fields: { [IDEMPOTENCY_HEADER]: '8 to 100 letters, digits, - or _' } };

interface Answer { status: number; contentType: string; payload: string }
interface Entry { at: number; answer?: Answer; settled: Promise<Answer | null>; settle: (a: Answer | null) => void }

declare module 'fastify' {
  interface FastifyRequest { idempotencyEntry?: string }
}

export function createIdempotency(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  const prune = () => {
    const oldest = now() - KEEP_MS;
    for (const [key, entry] of entries) {
      // Map order is insertion order: stop at the first entry still young enough and under the cap.
      if (entry.at >= oldest && entries.size <= MAX_KEYS) break;
      entry.settle(null);
      entries.delete(key);
    }
  };

  // A caller without a login (the public login calls) is told apart by its address; a multipart
  // body (a file upload) is not parsed yet, so its length and type stand for it.
  const entryKey = (request: FastifyRequest, header: string) => createHash('sha256').update(JSON.stringify([
    request.session?.accountId ?? null, request.session?.businessId ?? null, request.session ? null : request.ip,
    request.method, request.url.split('?')[0], header, request.body ?? null,
    request.body === undefined ? [request.headers['content-length'] ?? null, request.headers['content-type'] ?? null] : null,
  ])).digest('base64url');

  const finish = (request: FastifyRequest, answer: Answer | null) => {
    const key = request.idempotencyEntry;
    if (!key) return;
    request.idempotencyEntry = undefined;
    const entry = entries.get(key);
    if (!entry) return;
    if (answer) entry.answer = answer;
    else entries.delete(key);
    entry.settle(answer);
  };

  const preValidation: preValidationAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return reply.code(400).send(INVALID_KEY_REPLY);
    prune();
    const key = entryKey(request, header);
    const found = entries.get(key);
    const answer = found ? found.answer ?? await found.settled : null;
    if (answer) {
      return reply.code(answer.status).header('content-type', answer.contentType).header(REPLAYED_HEADER, 'true').send(answer.payload);
    }
    let settle: Entry['settle'] = () => undefined;
    const settled = new Promise<Answer | null>((resolve) => { settle = resolve; });
    entries.set(key, { at: now(), settled, settle });
    request.idempotencyEntry = key;
  };

  const onSend: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    finish(request, ok ? { status: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? 'application/json'), payload } : null);
    return payload;
  };

  /** A request that ended without an answer (aborted) frees its key. */
  const onResponse = async (request: FastifyRequest) => finish(request, null);

  return { preValidation, onSend, onResponse, size: () => entries.size };
}
