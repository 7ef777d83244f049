// A data directory of a benchmark run's own (issue 38): a fixed path such as /tmp/bench-data made two
// runs on one machine share uploads, mailbox files and PGlite directories. Each call makes a new
// directory under the system's temporary directory, removed when the process exits (unless
// BENCH_KEEP_DATA=true, to look at it afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
let hooked = false;

function removeAll() {
  if (process.env.BENCH_KEEP_DATA === 'true') return;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A new empty directory named after `purpose` (e.g. 'dashboard'), gone when the process exits. */
export function tempDataDir(purpose: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sway-bench-${purpose}-`));
  made.push(dir);
  if (!hooked) {
    hooked = true;
    process.once('exit', removeAll);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        removeAll();
        process.exit(130);
      });
    }
  }
  return dir;
}
