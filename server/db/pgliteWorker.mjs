// @ts-check
// The embedded database on its own thread (started by pgliteThread.ts). PGlite runs PostgreSQL as
// WebAssembly synchronously: on the server's thread every query stalled HTTP work for its whole
// duration. Here it answers one message at a time, in arrival order; the main thread decides what
// may be sent while a transaction is open. Plain JavaScript so that Node loads it under any runner
// (tsx, Vitest) without a TypeScript loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread');
const port = parentPort;

/** Fields of a PostgreSQL error worth carrying across the thread boundary. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where', 'dataType'];

/** @param {unknown} err */
function serializeError(err) {
  const source = /** @type {Record<string, unknown>} */ (err ?? {});
  /** @type {Record<string, unknown>} */
  const out = { message: err instanceof Error ? err.message : String(err), name: err instanceof Error ? err.name : 'Error' };
  for (const field of ERROR_FIELDS) if (source[field] !== undefined) out[field] = source[field];
  return out;
}

/** Identity parsers for the given type OIDs (drizzle asks for dates and intervals as text). */
function parsersFor(/** @type {number[] | undefined} */ oids) {
  if (!oids?.length) return undefined;
  return Object.fromEntries(oids.map((oid) => [oid, (/** @type {string} */ value) => value]));
}

// loadDataDir: a tarball from dumpDataDir (the tests' migrated template) to start from instead of
// running initdb, which is most of an in-memory database's start. compiled: PGlite's WebAssembly
// modules and file bundle, compiled once by the process that starts the thread (pgliteThread.ts).
const db = await PGlite.create(workerData.dataDir, {
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([readFileSync(workerData.loadDataDir)]) } : {}),
  ...workerData.compiled,
});
port.postMessage({ ready: true });

let queue = Promise.resolve();
port.on('message', (message) => {
  queue = queue.then(async () => {
    const { id, op } = message;
    try {
      if (op === 'listen') {
        // PGlite calls back while it reads the answer to the statement that committed the
        // change, so this message goes out before that statement's answer (pgliteThread.ts).
        await db.listen(message.channel, (payload) => port.postMessage({ notify: message.channel, payload }));
        port.postMessage({ id, ok: true });
        return;
      }
      if (op === 'dump') {
        const tarball = await db.dumpDataDir('none');
        port.postMessage({ id, ok: true, result: new Uint8Array(await tarball.arrayBuffer()) });
        return;
      }
      if (op === 'close') {
        await db.close();
        port.postMessage({ id, ok: true });
        port.close();
        return;
      }
      const result = op === 'exec'
        ? await db.exec(message.text)
        : await db.query(message.text, message.params, { rowMode: message.rowMode, parsers: parsersFor(message.parserOids) });
      port.postMessage({ id, ok: true, result });
    } catch (err) {
      port.postMessage({ id, ok: false, error: serializeError(err) });
    }
  });
});
