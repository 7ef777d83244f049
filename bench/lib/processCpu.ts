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

/** Milliseconds of CPU used so far by the process group `pgid` and by the PostgreSQL backends of `database`. */
export function servingCpuMs(pgid: number, database?: string): number {
  let ticks = 0;
  // A backend's title: "postgres: [{cluster}: ]{user} {database} {client} {state}".
  const backend = database ? new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database} `) : null;
  for (const s of stats()) if (s.pgid === pgid || (backend && backend.test(s.title))) ticks += s.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
