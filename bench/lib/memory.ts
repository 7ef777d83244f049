// A process's memory as Linux tells it, for the benchmarks that watch a server over time (issue 38).
import { readFileSync } from 'node:fs';

/**
 * The server's resident memory now and at its peak, in MB (Linux /proc), and where it is (smaps):
 * glibc's main malloc arena (`[heap]`), its per-thread arenas (anonymous mappings of at most 64 MB
 * that start on a 64 MB boundary), the rest of the anonymous memory (V8's heaps, WebAssembly memories
 * of PGlite and the Tesseract workers, native buffers), and files mapped in (code).
 */
export function memoryOf(pid: number): { rss: number; hwm: number; heap: number; arenas: number; anon: number; files: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const parts = { heap: 0, arenas: 0, anon: 0, files: 0 };
  const ARENA = 64 * 1024 * 1024;
  let kind: keyof typeof parts = 'anon';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (range) {
      const start = parseInt(range[1]!, 16);
      const size = parseInt(range[2]!, 16) - start;
      kind = range[4] === '[heap]' ? 'heap' : range[3] !== '0' && range[4]!.startsWith('/') ? 'files'
        : start % ARENA === 0 && size <= ARENA && !range[4] ? 'arenas' : 'anon';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[kind] += Number(rss[1]) / 1024;
  }
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024, ...parts };
}
