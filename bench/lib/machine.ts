// How busy the machine is while a benchmark runs: load averages and the idle and steal shares of
// CPU time between two readings of /proc/stat, so a noisy run can be told from a slow build.
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Jiffies of all CPUs: [idle, steal, total]; null where /proc/stat does not exist. */
export function cpuTimes(): [number, number, number] | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    return [(fields[3] ?? 0) + (fields[4] ?? 0), fields[7] ?? 0, fields.slice(0, 8).reduce((a, b) => a + b, 0)];
  } catch {
    return null;
  }
}

/** Starts watching; the returned stop answers the idle and steal shares (percent) since, and the load averages now. */
export function watchMachine(): () => { idlePct?: number; stealPct?: number; loadAverage: number[]; cores: number } {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    const share = (k: 0 | 1) => (before && after && after[2] > before[2] ? (100 * (after[k] - before[k])) / (after[2] - before[2]) : undefined);
    return { idlePct: share(0), stealPct: share(1), loadAverage: os.loadavg(), cores: os.cpus().length };
  };
}
