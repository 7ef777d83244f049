// One worker thread for CPU-bound JavaScript that would otherwise stop the server's event loop
// (docs/decisions/0276-image-comparison-off-the-event-loop.md): the reused-image search and the
// sticker lines' finding both run there, one task at a time, so together they hold at most one
// core and leave the other to the server. Started on first use, gone after a minute without work,
// shared by every app of the process (tests build several), so no app's close stops it; an idle
// worker does not keep the process alive.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

export interface WorkerThread<Task, Answer> {
  /** Runs the default export of the thread's module on `task`, moving `transfer` there rather than copying it. */
  run(task: Task, transfer?: ArrayBuffer[]): Promise<Answer>;
  /** Stops the shared thread now (a benchmark's end), rather than after its idle minute. */
  close(): Promise<void>;
}

let pool: Piscina | null = null;

/** Tasks for the module `file` (its default export), run in the one shared thread. */
export function workerThread<Task, Answer>(file: URL): WorkerThread<Task, Answer> {
  return {
    run(task, transfer = []) {
      pool ??= new Piscina({
        minThreads: 0, maxThreads: 1, idleTimeout: 60_000,
        // The worker loads TypeScript as the server does (npm start and the tests run it through tsx),
        // with tsx found from here, whatever the working directory.
        execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
      });
      return pool.run(task, { filename: file.href, transferList: transfer }) as Promise<Answer>;
    },
    async close() {
      const stopping = pool;
      pool = null;
      await stopping?.destroy();
    },
  };
}
