// Who reads next, and a read that always finishes (issue 33; docs/decisions/0222-ocr-reads-cannot-starve.md).
// Reads wait in one queue ordered by their check's age (`since`: when the check began reading,
// so a check's second reading goes before newer checks' first ones), and the lanes (Tesseract
// workers at the lowest CPU priority) take the oldest. On a busy machine such a lane may get
// next to no CPU (nice 19 came down to 7 % of a core under load 13-16), so a read whose check
// has waited `catchUpAfterMs` is also given to the catch-up lane, a worker at normal priority
// that runs only such reads, one at a time: the oldest check always progresses at an ordinary
// process's share of the CPU, and requests keep the other core. Whichever lane answers first
// settles the read; the other's answer is dropped. Time comes from `now`, and `tick` re-checks
// ages, so tests drive it by events, not by waiting.

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
  order: number;
  started: boolean;
  caughtUp: boolean;
  settled: boolean;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface ReadQueue<J, R> {
  submit(job: J, since?: number): Promise<R>;
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

  const byAge = (a: Entry<J, R>, b: Entry<J, R>) => a.since - b.since || a.order - b.order;
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
      const next = entries.filter((e) => !e.started).sort(byAge)[0];
      if (!next) break;
      next.started = true;
      idle.delete(lane);
      runOn(lane, next, () => idle.add(lane));
    }
    if (catchUpBusy) return;
    const due = entries.filter((e) => !e.caughtUp && now() - e.since >= options.catchUpAfterMs).sort(byAge)[0];
    if (!due) return;
    due.caughtUp = true;
    due.started = true;
    catchUpBusy = true;
    catchUpLane ??= options.catchUp();
    runOn(catchUpLane, due, () => { catchUpBusy = false; });
  };

  return {
    submit(job, since = now()) {
      return new Promise<R>((resolve, reject) => {
        entries.push({ job, since, order: (counter += 1), started: false, caughtUp: false, settled: false, resolve, reject });
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
