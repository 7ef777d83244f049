// Closed-loop load with autocannon: `concurrency` keep-alive connections, each sending its next
// request as soon as the previous answer is read, until `total` requests are done (after a
// warm-up). autocannon's own per-response time gives the percentiles; it is a much lighter client
// than fetch, which matters because the load generator shares the machine's two cores with the
// server and the database.
import autocannon from 'autocannon';
import { cpuTimes } from '../lib/machine';
import { cpuBetween, type CpuSnapshot } from '../lib/processCpu';

export interface Req { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; token: string; body?: unknown }
export interface Result {
  name: string; n: number; errors: number; p50: number; p95: number; rps: number; firstError?: string; single?: number;
  /** Shares of the machine's CPU time during the measured run (Linux /proc/stat), to judge noise. */
  stealPct?: number; idlePct?: number;
  /** CPU milliseconds the serving processes spent per measured request (bench/lib/processCpu.ts), and the database backends' part of it. */
  cpuMs?: number;
  dbCpuMs?: number;
  /** The floor's CPU per request and p95, measured just before this (the ratio's base). */
  floorCpuMs?: number;
  floorP95?: number;
  /** A mix's figures per path (ids and query left in), in the order first answered. */
  byPath?: { path: string; n: number; p50: number; p95: number }[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Run { times: number[]; errors: string[]; seconds: number; paths: Map<string, number[]> }

// autocannon reports `done` on its one-second tick, so throughput is timed from the first request
// sent to the last answer read.

/** `amount` requests, or with `seconds` as many as that time allows. */
function run(base: string, next: (i: number) => Req, from: number, amount: number, concurrency: number, seconds?: number): Promise<Run> {
  let i = from;
  const times: number[] = [];
  const errors: string[] = [];
  const paths = new Map<string, number[]>();
  let first = 0;
  let last = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url: base,
      connections: concurrency,
      ...(seconds ? { duration: seconds } : { amount }),
      timeout: 30,
      requests: [{
        // The context is the connection's own; its next request is set up only after the answer's 'response' event.
        setupRequest: (request, context: { path?: string }) => {
          if (!first) first = performance.now();
          const req = next(i++);
          context.path = req.path;
          return {
            ...request,
            method: req.method ?? 'GET',
            path: `/api/${req.path}`,
            headers: { authorization: `Bearer ${req.token}`, ...(req.body ? { 'content-type': 'application/json' } : {}) },
            body: req.body ? JSON.stringify(req.body) : undefined,
          };
        },
        onResponse: (status, body) => {
          if (status !== 200 || body.includes('"error"')) errors.push(`${status} ${body.slice(0, 120)}`);
        },
      }],
    }, (err) => (err ? reject(err) : resolve({ times, errors, seconds: (last - first) / 1000, paths })));
    instance.on('response', (client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      const path = (client as unknown as { requestIterator?: { context?: { path?: string } } }).requestIterator?.context?.path ?? '?';
      const ofPath = paths.get(path);
      if (ofPath) ofPath.push(responseTime);
      else paths.set(path, [responseTime]);
      last = performance.now();
    });
  });
}

/** `total` requests after `warmup`; a `total` below 0 means for -total seconds instead. */
export async function load(
  base: string, name: string, next: (i: number) => Req, total = 600, concurrency = 20, warmup = 40, servingCpu?: () => CpuSnapshot,
): Promise<Result> {
  await run(base, next, 0, Math.max(warmup, concurrency), concurrency);
  const before = cpuTimes();
  const cpuBefore = servingCpu?.();
  const { times, errors, seconds, paths } = await run(base, next, warmup, Math.max(total, 0), concurrency, total < 0 ? -total : undefined);
  const after = cpuTimes();
  const cpuAfter = servingCpu?.();
  const cpu = cpuBefore && cpuAfter ? cpuBetween(cpuBefore, cpuAfter) : null;
  const share = (k: 0 | 1) => (before && after && after[2] > before[2] ? (100 * (after[k] - before[k])) / (after[2] - before[2]) : undefined);
  times.sort((a, b) => a - b);
  const byPath = [...paths].map(([path, of]) => {
    of.sort((a, b) => a - b);
    return { path, n: of.length, p50: percentile(of, 50), p95: percentile(of, 95) };
  });
  return {
    byPath,
    name, n: times.length, errors: errors.length, p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / seconds,
    firstError: errors[0], idlePct: share(0), stealPct: share(1),
    ...(cpu ? { cpuMs: cpu.all / Math.max(1, times.length), dbCpuMs: cpu.database / Math.max(1, times.length) } : {}),
  };
}
