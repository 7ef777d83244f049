// What a benchmark watches while background work runs: the process's peak resident memory above
// where it started, and how long a probe request waits meanwhile (PGlite has one thread).

/** Starts sampling RSS every 25 ms; the returned stop answers the peak growth in MB. */
export function watchRss(): () => number {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 25);
  return () => {
    clearInterval(sampler);
    return Math.round((peak - base) / (1024 * 1024));
  };
}

/** Repeats `call` every `everyMs` until the returned stop, which answers its durations' percentiles. */
export function probeLatency(call: () => Promise<unknown>, everyMs = 200) {
  const waits: number[] = [];
  let done = false;
  const loop = (async () => {
    while (!done) {
      const t0 = Date.now();
      await call();
      waits.push(Date.now() - t0);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    done = true;
    await loop;
    waits.sort((a, b) => a - b);
    const pct = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))];
    return { n: waits.length, p50: pct(0.5), p95: pct(0.95), max: waits[waits.length - 1] };
  };
}
