// Which request a database call runs for, so that a query whose client has gone can be cancelled
// (issue 19 finding 2). Each /api request runs in an AsyncLocalStorage store holding an
// AbortSignal that fires when the client disconnects before its answer is sent; the PostgreSQL
// driver (db/client.ts) cancels the running statement of any pooled connection working for it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestContext { signal: AbortSignal }

const storage = new AsyncLocalStorage<RequestContext>();

/** The signal of the request this code runs for, if any. */
export function requestSignal(): AbortSignal | undefined {
  return storage.getStore()?.signal;
}

/** Runs `work` as the request whose client-gone signal is `signal`. */
export function withRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return storage.run({ signal }, work);
}

/** Runs `work` outside any request: a clean-up that must finish even when the client has gone. */
export function outsideRequest<T>(work: () => Promise<T>): Promise<T> {
  return storage.exit(work);
}

/** Runs the rest of every request's lifecycle inside its context; registered before any other hook. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    const controller = new AbortController();
    // 'close' on the response comes when the socket closes, or after the answer is complete; only
    // an answer never ended means the client left (writableFinished can stay false after a
    // complete answer, e.g. under inject, and an abort then could cancel a reused connection).
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort(new Error('client disconnected'));
    });
    withRequestSignal(controller.signal, done);
  });
}
