// A small closed-loop load generator: `concurrency` clients, each sending its next request as soon
// as the previous answer is read, until `total` requests are done (after a warm-up). Latency is
// measured per request around fetch + body read.
export interface Req { method?: string; path: string; token: string; body?: unknown }
export interface Result { name: string; n: number; errors: number; p50: number; p95: number; rps: number; firstError?: string; single?: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function load(base: string, name: string, next: (i: number) => Req, total = 600, concurrency = 20, warmup = 40): Promise<Result> {
  const send = async (req: Req) => {
    const res = await fetch(`${base}/api/${req.path}`, {
      method: req.method ?? 'GET',
      headers: { authorization: `Bearer ${req.token}`, ...(req.body ? { 'content-type': 'application/json' } : {}) },
      body: req.body ? JSON.stringify(req.body) : undefined,
    });
    const text = await res.text();
    return { ok: res.status === 200 && !text.includes('"error"'), text: `${res.status} ${text.slice(0, 120)}` };
  };
  let i = 0;
  const run = async (count: number, times: number[], errors: string[]) => {
    const limit = i + count;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (i < limit) {
        const req = next(i++);
        const started = performance.now();
        const { ok, text } = await send(req);
        times.push(performance.now() - started);
        if (!ok) errors.push(text);
      }
    }));
  };
  await run(warmup, [], []);
  const times: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await run(total, times, errors);
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { name, n: times.length, errors: errors.length, p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / seconds, firstError: errors[0] };
}
