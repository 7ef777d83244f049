// CPU time spent by the processes that answer a benchmark's requests, read from Linux /proc:
// the server's process group (the node server with its PGlite worker thread) and, for
// PostgreSQL, the backends connected to the benchmark's database (their process title names it),
// so other work on the same PostgreSQL server is not counted. The load generator's own CPU is in
// neither, so CPU per request is the serving side's cost.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Stat { pid: number; comm: string; pgid: number; ticks: number; title: string }

function stats(): Stat[] {
  const out: Stat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // comm is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = text.lastIndexOf(')');
      const comm = text.slice(text.indexOf('(') + 1, close);
      const fields = text.slice(close + 2).split(' ');
      // After comm: state(0) ppid(1) pgrp(2) ... utime(11) stime(12)
      const title = comm === 'postgres' ? readFileSync(`/proc/${entry}/cmdline`, 'utf8') : '';
      out.push({ pid: Number(entry), comm, pgid: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]), title });
    } catch { /* the process ended while we read */ }
  }
  return out;
}

/** CPU ticks so far per process of the serving side: the process group `pgid` and the PostgreSQL backends of `database`. */
export type CpuSnapshot = Map<number, { ticks: number; backend: boolean }>;

export function servingCpu(pgid: number, database?: string): CpuSnapshot {
  // A backend's title: "postgres: [{cluster}: ]{user} {database} {client} {state}".
  const backend = database ? new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database} `) : null;
  const snapshot: CpuSnapshot = new Map();
  for (const s of stats()) {
    if (s.pgid === pgid) snapshot.set(s.pid, { ticks: s.ticks, backend: false });
    else if (backend?.test(s.title)) snapshot.set(s.pid, { ticks: s.ticks, backend: true });
  }
  return snapshot;
}

/**
 * Milliseconds of CPU between two snapshots, all and the database backends' part. Per process:
 * a backend that ended between them (a pool closes idle connections) would otherwise take its
 * whole past off the sum; one that started counts from zero.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): { all: number; database: number } {
  let all = 0;
  let database = 0;
  for (const [pid, now] of after) {
    const spent = now.ticks - (before.get(pid)?.ticks ?? 0);
    all += spent;
    if (now.backend) database += spent;
  }
  return { all: (all * 1000) / TICKS_PER_SECOND, database: (database * 1000) / TICKS_PER_SECOND };
}
