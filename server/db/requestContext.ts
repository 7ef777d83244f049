// Which request a database call runs for, so that a query whose client has gone can be cancelled
// (issue 19 finding 2). A request runs in an AsyncLocalStorage store holding an AbortSignal that
// fires when the client disconnects before its answer is sent; the PostgreSQL driver
// (db/client.ts) cancels the running statement of any pooled connection working for it.
//
// On Node 20 and 22 an enabled AsyncLocalStorage runs async hooks on every promise of the process,
// whichever request it belongs to: 0.1-0.2 ms of CPU per dashboard request on PostgreSQL, as much
// as the benchmark's whole floor request (issue 20). So the store is on only while a request that
// needs it is in flight. A route whose statements are brief by construction (one business's rows
// by primary key, a page or a month: the screens every console user opens) declares `brief` in
// its handler entry (routes/endpoints.ts) and runs without the signal: its statements end in
// milliseconds whether or not anyone is still waiting, and the statement timeout bounds all.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Statements bounded to milliseconds: the request runs without the client-gone signal. */
    brief?: boolean;
  }
}

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
  // exit() switches a storage on again after the work, even one that was off.
  return storage.getStore() === undefined ? work() : storage.exit(work);
}

/** Requests running in a store; at zero the storage is switched off until the next one. */
let inStore = 0;

/** Runs the rest of every request's lifecycle inside its context; registered before any other hook. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.brief) {
      done();
      return;
    }
    const controller = new AbortController();
    inStore += 1;
    // 'close' on the response comes when the socket closes, or after the answer is complete; only
    // an answer never ended means the client left (writableFinished can stay false after a
    // complete answer, e.g. under inject, and an abort then could cancel a reused connection).
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort(new Error('client disconnected'));
      inStore -= 1;
      // What still runs for a finished request (an onResponse write) needs no signal: its client
      // has its answer. The next request that needs the store switches it on again (run).
      if (inStore === 0) storage.disable();
    });
    withRequestSignal(controller.signal, done);
  });
}
