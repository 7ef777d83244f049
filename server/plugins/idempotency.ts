// Every change runs once (issues 18, 34 and 35): every POST, PUT and DELETE of the endpoint table
// accepts an `Idempotency-Key` header (contract/endpoint.ts takesIdempotencyKey; the console sends
// one per change, src/components/change). A request that repeats a key with the same caller, path
// and body gets the first request's answer instead of running again: a second one while the first
// is still running waits for it, a later one (a retry after a lost answer) is answered from the
// kept answer. Only successful answers are kept; after a refusal the same request may run again.
// Kept for KEEP_MS, a bounded number of keys. On PostgreSQL they are rows of idempotency_keys
// (plugins/idempotencyTable.ts, decision 0265), so with several servers on one database a retry
// that reaches another server is answered too, and a request waits for the same change running on
// another server, polling its row; a change whose server died mid-way holds its key only until its
// lease runs out. PGlite, one process, keeps them in memory. Requests of one server wait for each
// other in memory either way.
//
// The hook runs at preValidation, after the login and role check (onRequest) and before the body
// is validated, so a malformed key is refused on every change whatever the body, which the
// generated test (tests/api/idempotencyEveryChange.test.ts) relies on.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { DbHandle } from '../db/client';
import { outsideRequest, requestSignal } from '../db/requestContext';
import { createIdempotencyTable, KEEP_MS, type Answer, type AnswerStore } from './idempotencyTable';

/** PGlite's one process keeps at most this many answers in memory. */
const MAX_KEYS_IN_MEMORY = 10_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** A request waiting on another server's change reads its row after this many ms, then twice as long, up to the last. */
const POLL_MS = [20, 40, 80, 160, 320, 500];
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const INVALID_KEY_REPLY = { error: 'Invalid Idempotency-Key', fields: { [IDEMPOTENCY_HEADER]: '8 to 100 letters, digits, - or _' } };

/** A key this server is handling: running its change, or waiting for another server's. */
interface Local { settled: Promise<Answer | null>; settle: (a: Answer | null) => void }

declare module 'fastify' {
  interface FastifyRequest { idempotencyEntry?: { key: string; owner: string } }
}

/**
 * PGlite (one process, DESIGN §2) keeps the answers in memory: the table cost a keyed change two
 * more statements on its one thread, about as much again as a small change itself (decision 0265).
 */
function memoryAnswers(): AnswerStore {
  const entries = new Map<string, { at: number; owner: string; answer?: Answer }>();
  let requests = 0;
  const prune = () => {
    const oldest = Date.now() - KEEP_MS;
    for (const [key, entry] of entries) {
      // Map order is insertion order: stop at the first entry still young enough and under the cap.
      if (entry.at >= oldest && entries.size <= MAX_KEYS_IN_MEMORY) break;
      entries.delete(key);
    }
  };
  return {
    async claim(key) {
      prune();
      const found = entries.get(key);
      if (found) return { mine: false, answer: found.answer ?? null, owner: found.owner };
      requests += 1;
      const owner = String(requests);
      entries.set(key, { at: Date.now(), owner });
      return { mine: true, owner };
    },
    async keep(key, owner, answer) {
      const entry = entries.get(key);
      if (entry?.owner === owner) entry.answer = answer;
    },
    async release(key, owner) {
      const entry = entries.get(key);
      if (entry?.owner === owner && !entry.answer) entries.delete(key);
    },
  };
}

/** Where a server keeps its answers: the shared table on PostgreSQL, memory on PGlite. */
export const answerStoreFor = (database: Pick<DbHandle, 'db' | 'engine'>): AnswerStore =>
  database.engine === 'postgres' ? createIdempotencyTable(database.db) : memoryAnswers();

export function createIdempotency(store: AnswerStore, log?: (err: unknown, message: string) => void) {
  const local = new Map<string, Local>();

  // A caller without a login (the public login calls) is told apart by its address; a multipart
  // body (a file upload) is not parsed yet, so its length and type stand for it.
  const entryKey = (request: FastifyRequest, header: string) => createHash('sha256').update(JSON.stringify([
    request.session?.accountId ?? null, request.session?.businessId ?? null, request.session ? null : request.ip,
    request.method, request.url.split('?')[0], header, request.body ?? null,
    request.body === undefined ? [request.headers['content-length'] ?? null, request.headers['content-type'] ?? null] : null,
  ])).digest('base64url');

  /** Claims the key in the store, or polls while another server runs it: the kept answer, or this request's owner. */
  const claimOrWait = async (key: string): Promise<{ answer: Answer } | { owner: string }> => {
    for (let polls = 0; ; polls += 1) {
      const claim = await store.claim(key);
      if (claim.mine) return { owner: claim.owner };
      if (claim.answer) return { answer: claim.answer };
      await sleep(POLL_MS[Math.min(polls, POLL_MS.length - 1)], undefined, { signal: requestSignal() });
    }
  };

  const finish = async (request: FastifyRequest, answer: Answer | null) => {
    const entry = request.idempotencyEntry;
    if (!entry) return;
    request.idempotencyEntry = undefined;
    // Written even when the client has gone: the next request with the key reads it.
    await outsideRequest(() => answer ? store.keep(entry.key, entry.owner, answer) : store.release(entry.key, entry.owner))
      .catch((err: unknown) => log?.(err, 'idempotency key not written'));
    const waiting = local.get(entry.key);
    local.delete(entry.key);
    waiting?.settle(answer);
  };

  /** The kept answer for `key`, or this request's turn to run it, waiting while another request runs it. */
  const answerOrTurn = async (key: string): Promise<{ answer: Answer } | { owner: string }> => {
    for (;;) {
      const handling = local.get(key);
      if (handling) {
        const answer = await handling.settled;
        if (answer) return { answer };
        continue;
      }
      let settle: Local['settle'] = () => undefined;
      const settled = new Promise<Answer | null>((resolve) => { settle = resolve; });
      local.set(key, { settled, settle });
      try {
        const found = await claimOrWait(key);
        if ('answer' in found) {
          local.delete(key);
          settle(found.answer);
        }
        return found;
      } catch (err) {
        local.delete(key);
        settle(null);
        throw err;
      }
    }
  };

  const preValidation: preValidationAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return reply.code(400).send(INVALID_KEY_REPLY);
    const key = entryKey(request, header);
    const found = await answerOrTurn(key);
    if ('owner' in found) {
      request.idempotencyEntry = { key, owner: found.owner };
      return;
    }
    const { answer } = found;
    return reply.code(answer.status).header('content-type', answer.contentType).header(REPLAYED_HEADER, 'true').send(answer.payload);
  };

  const onSend: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    await finish(request, ok ? { status: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? 'application/json'), payload } : null);
    return payload;
  };

  /** A request that ended without an answer (aborted) frees its key. */
  const onResponse = async (request: FastifyRequest) => finish(request, null);

  return { preValidation, onSend, onResponse };
}
