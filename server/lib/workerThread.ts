// One worker thread for CPU-bound JavaScript that would otherwise stop the server's event loop
// (docs/decisions/0276-image-comparison-off-the-event-loop.md): started on first use, gone after a
// minute without work, shared by every app of the process (tests build several), so no app's
// close stops it; an idle worker does not keep the process alive. One thread leaves the other
// core to the server; work waits its turn there instead of running beside the requests.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

export interface WorkerThread<Task, Answer> {
  run(task: Task, transfer?: ArrayBuffer[]): Promise<Answer>;
  /** Stops the thread now (a benchmark's end), rather than after its idle minute. */
  close(): Promise<void>;
}

export function workerThread<Task, Answer>(file: URL): WorkerThread<Task, Answer> {
  let pool: Piscina | null = null;
  return {
    run(task, transfer = []) {
      pool ??= new Piscina({
        filename: file.href, minThreads: 0, maxThreads: 1, idleTimeout: 60_000,
        // The worker loads TypeScript as the server does (npm start and the tests run it through tsx),
        // with tsx found from here, whatever the working directory.
        execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
      });
      return pool.run(task, { transferList: transfer }) as Promise<Answer>;
    },
    async close() {
      const stopping = pool;
      pool = null;
      await stopping?.destroy();
    },
  };
}
