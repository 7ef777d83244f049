// The server's handle on PGlite running in a worker thread (pgliteWorker.mjs): the part of the
// PGlite client interface that drizzle's PGlite driver and prepared.ts use (query, exec,
// transaction, waitReady, close). HTTP parsing, auth and serialisation on the main thread now
// overlap the database's work instead of waiting for it.
//
// Ordering: the worker answers messages in arrival order. A transaction must see no statement of
// another request between its BEGIN and COMMIT, so while one is open every other call waits here
// (FIFO) and only the transaction's own statements are sent.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only the type OIDs are sent: the worker returns those types as text, as drizzle asks. */
  parsers?: Record<number, unknown>;
}

export interface Results<T = unknown> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface PgliteLike {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

interface Pending { resolve(value: unknown): void; reject(err: Error): void }

type Request = { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; parserOids?: number[] }
  | { op: 'exec'; text: string } | { op: 'listen'; channel: string } | { op: 'dump' } | { op: 'close' };

function databaseError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message));
  return Object.assign(err, fields);
}

/** What PGlite.create accepts instead of compiling and reading its files again in each thread. */
interface CompiledPglite { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob }

let compiled: Promise<CompiledPglite> | undefined;

/**
 * PGlite's WebAssembly compiled once per process and handed to each thread: a new thread compiled
 * its 9 MB module again, about 0.65 s of CPU of the 1.5 s a thread took to start; the API tests
 * start a database for every file.
 */
function compiledPglite(): Promise<CompiledPglite> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
      readFile(path.join(dist, 'initdb.wasm')).then((bytes) => WebAssembly.compile(bytes)),
      readFile(path.join(dist, 'pglite.data')).then((bytes) => new Blob([bytes])),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return compiled;
}

export class PgliteThread implements PgliteLike {
  /** Resolves once the thread's database answers; no call may be made before. */
  readonly waitReady: Promise<void>;
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Settles when the open transaction ends; null when none is open. */
  private transactionDone: Promise<void> | null = null;
  private failure: Error | null = null;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  /** loadDataDir: the path of a dumpDataDir tarball to start from (tests' migrated template). */
  constructor(dataDir: string, loadDataDir?: string) {
    this.waitReady = compiledPglite().then((pglite) => new Promise((resolve, reject) => {
      // execArgv: [] keeps the parent's loaders (tsx, Vitest) out of a thread that needs none.
      this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir, compiled: pglite }, execArgv: [] });
      this.worker.once('message', (message: { ready?: boolean }) => (message.ready ? resolve() : reject(new Error('PGlite worker did not start'))));
      this.worker.once('error', reject);
      this.listenToWorker();
    }));
  }

  private listenToWorker() {
    this.worker.on('message', (message: { id?: number; ok?: boolean; result?: unknown; error?: Record<string, unknown>; notify?: string; payload?: string }) => {
      if (message.notify !== undefined) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload ?? '');
        return;
      }
      if (message.id === undefined) return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.result);
      else waiting?.reject(databaseError(message.error ?? { message: 'database error' }));
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite worker exited (code ${code})`)));
  }

  private send<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.worker) return Promise.reject(new Error('The PGlite thread has not started: wait for waitReady'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private sendQuery<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const parserOids = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, parserOids });
  }

  // The check for an open transaction and the post that follows it happen in one synchronous
  // step; with an await between them another caller's BEGIN could slip in first.
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.transactionDone) return this.transactionDone.then(() => this.query<T>(text, params, options));
    return this.sendQuery<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    if (this.transactionDone) return this.transactionDone.then(() => this.exec(text));
    return this.send<Results[]>({ op: 'exec', text });
  }

  /** BEGIN, the callback's statements alone, then COMMIT, or ROLLBACK when it throws. */
  transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T> {
    if (this.transactionDone) return this.transactionDone.then(() => this.transaction(callback));
    let end = () => {};
    this.transactionDone = new Promise<void>((resolve) => { end = resolve; });
    const begun = this.send({ op: 'exec', text: 'BEGIN' });
    const tx: PgliteLike = {
      query: (text, params, options) => this.sendQuery(text, params, options),
      exec: (text) => this.send({ op: 'exec', text }),
    };
    const run = async () => {
      try {
        await begun;
        const result = await callback(tx);
        await this.send({ op: 'exec', text: 'COMMIT' });
        return result;
      } catch (err) {
        await this.send({ op: 'exec', text: 'ROLLBACK' }).catch(() => undefined);
        throw err;
      } finally {
        this.transactionDone = null;
        end();
      }
    };
    return run();
  }

  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`. Messages from the worker arrive in order and
   * PGlite reports a notification while it reads the answer to the statement that committed it,
   * so `onNotify` runs before that statement's caller sees its answer. Resolves, once the worker
   * listens, to a function that stops calling `onNotify`.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => void> {
    if (this.transactionDone) return this.transactionDone.then(() => this.listen(channel, onNotify));
    const stop = () => void this.listeners.get(channel)?.delete(onNotify);
    const listeners = this.listeners.get(channel);
    if (listeners) {
      listeners.add(onNotify);
      return Promise.resolve(stop);
    }
    this.listeners.set(channel, new Set([onNotify]));
    return this.send({ op: 'listen', channel }).then(() => stop);
  }

  /** The data directory as an uncompressed tarball, for `loadDataDir`. */
  dumpDataDir(): Promise<Uint8Array> {
    if (this.transactionDone) return this.transactionDone.then(() => this.dumpDataDir());
    return this.send<Uint8Array>({ op: 'dump' });
  }

  close(): Promise<void> {
    if (this.transactionDone) return this.transactionDone.then(() => this.close());
    if (!this.worker) return this.waitReady.then(() => this.close(), () => undefined);
    const closed = this.failure ? Promise.resolve() : this.send({ op: 'close' }).then(() => undefined);
    return closed.finally(() => this.worker.terminate().then(() => undefined));
  }
}
