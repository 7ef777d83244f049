// In-process background work (DESIGN §4 scheduled jobs): work done after a reply that belongs to
// this process alone (a login e-mail, a timer). What follows from a business event (messages,
// proof checks) is the events dispatcher's (domain/events), which every server shares; tests await
// drain(), which waits for both.
import type { FastifyBaseLogger } from 'fastify';
import { outsideRequest } from '../db/requestContext';

export interface Jobs {
  enqueue(name: string, work: () => Promise<void>): void;
  /** Resolves when all work queued so far has finished, and every due domain event has been handled. */
  drain(): Promise<void>;
  /** Work that drain() also waits for (the events dispatcher's due events). */
  alsoDrain(drain: () => Promise<void>): void;
  every(name: string, intervalMs: number, work: () => Promise<void>): void;
  stop(): void;
}

export function createJobs(log: FastifyBaseLogger): Jobs {
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const others: (() => Promise<void>)[] = [];
  const run = (name: string, work: () => Promise<void>) => {
    // Outside the request that queued it: its statements must not be cancelled with the request.
    const p = outsideRequest(work).catch((err: unknown) => log.error({ err, job: name }, 'background job failed'));
    running.add(p);
    void p.finally(() => running.delete(p));
  };
  return {
    enqueue: run,
    async drain() {
      do {
        while (running.size > 0) await Promise.all([...running]);
        for (const other of others) await other();
      } while (running.size > 0);
    },
    alsoDrain(drain) {
      others.push(drain);
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
