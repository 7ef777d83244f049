// Who reads next, and a read that always finishes (issue 33; docs/decisions/0222-ocr-reads-cannot-starve.md),
// and how many reads begin at once (issue 38; docs/decisions/0272-ocr-admission.md).
// Reads wait in one queue ordered by their check's age (`since`: when the check began reading,
// so a check's second reading goes before newer checks' first ones), and the lanes (Tesseract
// workers at the lowest CPU priority) take the oldest. On a busy machine such a lane may get
// next to no CPU (nice 19 came down to 7 % of a core under load 13-16), so a read whose check
// has waited `catchUpAfterMs` is also given to the catch-up lane, a worker at normal priority
// that runs only such reads, one at a time: the oldest check always progresses at an ordinary
// process's share of the CPU, and requests keep the other core. Whichever lane answers first
// settles the read; the other's answer is dropped. Time comes from `now`, and `tick` re-checks
// ages, so tests drive it by events, not by waiting.

/** Who goes first, in the read queue and at the admission: checks before optional reads, then the oldest check, then arrival. */
const inTurn = (a: { optional: boolean; since: number; order: number }, b: { optional: boolean; since: number; order: number }) =>
  Number(a.optional) - Number(b.optional) || a.since - b.since || a.order - b.order;

export interface Lane<J, R> {
  run(job: J): Promise<R>;
}

export interface QueueStats {
  /** Reads waiting or being read. */
  depth: number;
  /** How long the oldest check among them has waited, in ms (0 when none). */
  oldestWaitMs: number;
}

interface Entry<J, R> {
  job: J;
  since: number;
  /** Read after every read that is not optional, and given to the catch-up lane twice as late. */
  optional: boolean;
  order: number;
  started: boolean;
  caughtUp: boolean;
  settled: boolean;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface ReadQueue<J, R> {
  submit(job: J, since?: number, optional?: boolean): Promise<R>;
  /** Gives the catch-up lane a read that has waited long enough; called on a timer, and by tests. */
  tick(): void;
  stats(): QueueStats;
}

export function createReadQueue<J, R>(options: {
  lanes: Lane<J, R>[];
  /** Started on first need: a lane at normal CPU priority for reads older than catchUpAfterMs. */
  catchUp: () => Lane<J, R>;
  catchUpAfterMs: number;
  now?: () => number;
}): ReadQueue<J, R> {
  const now = options.now ?? Date.now;
  const entries: Entry<J, R>[] = [];
  const idle = new Set(options.lanes);
  let catchUpLane: Lane<J, R> | null = null;
  let catchUpBusy = false;
  let counter = 0;

  const settle = (entry: Entry<J, R>, outcome: { value: R } | { error: unknown }) => {
    if (entry.settled) return;
    entry.settled = true;
    entries.splice(entries.indexOf(entry), 1);
    if ('value' in outcome) entry.resolve(outcome.value);
    else entry.reject(outcome.error);
  };
  const runOn = (lane: Lane<J, R>, entry: Entry<J, R>, done: () => void) => {
    let result: Promise<R>;
    try {
      result = lane.run(entry.job);
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then((value) => settle(entry, { value }), (error: unknown) => settle(entry, { error })).finally(() => { done(); assign(); });
  };
  const assign = () => {
    for (const lane of [...idle]) {
      const next = entries.filter((e) => !e.started).sort(inTurn)[0];
      if (!next) break;
      next.started = true;
      idle.delete(lane);
      runOn(lane, next, () => idle.add(lane));
    }
    if (catchUpBusy) return;
    // An optional read (a hint) is due twice as late, and after every due check's read (inTurn):
    // on a busy machine it still finishes within its deadline, but never before a check.
    const due = entries.filter((e) => !e.caughtUp && now() - e.since >= options.catchUpAfterMs * (e.optional ? 2 : 1)).sort(inTurn)[0];
    if (!due) return;
    due.caughtUp = true;
    due.started = true;
    catchUpBusy = true;
    catchUpLane ??= options.catchUp();
    runOn(catchUpLane, due, () => { catchUpBusy = false; });
  };

  return {
    submit(job, since = now(), optional = false) {
      return new Promise<R>((resolve, reject) => {
        entries.push({ job, since, optional, order: (counter += 1), started: false, caughtUp: false, settled: false, resolve, reject });
        assign();
      });
    },
    tick: assign,
    stats() {
      const oldest = entries.reduce((min, e) => Math.min(min, e.since), Infinity);
      return { depth: entries.length, oldestWaitMs: entries.length ? Math.max(0, now() - oldest) : 0 };
    },
  };
}

export interface Admission {
  /** Waits until the read may begin, oldest check first, optional reads last; call what it gives back when the read ends. */
  enter(since?: number, optional?: boolean): Promise<() => void>;
  /** Every read waiting to begin or begun: the queue's depth and its oldest wait as admins see them. */
  stats(): QueueStats;
}

/**
 * Reads let in at once (issue 38). A read prepares its screenshot before it queues for a lane, and
 * holds what it prepared (its PNG bands and its colour pixels, ~15 MB for a phone screenshot) until
 * it ends. When 200 customers reached the screenshot step within a second, every reading was
 * prepared at once and waited with its buffers (a wave that took the server from 1.3 to 3.4 GB; with
 * this admission 2,000 claims did not pass 1.4 GB). Only `limit` reads begin; the rest wait here,
 * oldest check first, optional reads last, holding nothing but their screenshot. The depth counts
 * them from their arrival, so a rush is seen before its first preparation ends.
 */
export function createAdmission(options: { limit: number; optionalLimit?: number; now?: () => number }): Admission {
  const now = options.now ?? Date.now;
  const optionalLimit = options.optionalLimit ?? options.limit;
  const waiting: { since: number; optional: boolean; order: number; begin: () => void }[] = [];
  const begun = new Map<number, { since: number; optional: boolean }>();
  let counter = 0;
  const optionalBegun = () => [...begun.values()].filter((b) => b.optional).length;
  const next = () => {
    waiting.sort(inTurn);
    for (let i = 0; i < waiting.length && begun.size < options.limit;) {
      const entry = waiting[i]!;
      // Optional reads never hold every place: a check arriving behind them begins at once.
      if (entry.optional && optionalBegun() >= optionalLimit) break;
      waiting.splice(i, 1);
      entry.begin();
    }
  };
  return {
    enter(since = now(), optional = false) {
      const order = (counter += 1);
      return new Promise((resolve) => {
        waiting.push({ since, optional, order, begin: () => {
          begun.set(order, { since, optional });
          let left = false;
          resolve(() => { if (!left) { left = true; begun.delete(order); next(); } });
        } });
        next();
      });
    },
    stats() {
      const all = [...waiting.map((w) => w.since), ...[...begun.values()].map((b) => b.since)];
      return { depth: all.length, oldestWaitMs: all.length ? Math.max(0, now() - Math.min(...all)) : 0 };
    },
  };
}
