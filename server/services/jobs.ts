// In-process background work (DESIGN §4 scheduled jobs). Work done after a reply (e-mails,
// for one) goes through here so answers do not depend on it; tests await drain().
import type { FastifyBaseLogger } from 'fastify';
import { outsideRequest } from '../db/requestContext';

export interface Jobs {
  enqueue(name: string, work: () => Promise<void>): void;
  /** Resolves when all work queued so far has finished. */
  drain(): Promise<void>;
  every(name: string, intervalMs: number, work: () => Promise<void>): void;
  stop(): void;
}

export function createJobs(log: FastifyBaseLogger): Jobs {
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const run = (name: string, work: () => Promise<void>) => {
    // Outside the request that queued it: its statements must not be cancelled with the request.
    const p = outsideRequest(work).catch((err: unknown) => log.error({ err, job: name }, 'background job failed'));
    running.add(p);
    void p.finally(() => running.delete(p));
  };
  return {
    enqueue: run,
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
    every(name, intervalMs, work) {
      const t = setInterval(() => run(name, work), intervalMs);
      t.unref();
      timers.push(t);
    },
    stop() {
      timers.forEach(clearInterval);
    },
  };
}
