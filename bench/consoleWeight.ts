// The console's first load: the gzipped JavaScript that index.html loads before any screen's own
// chunk (the entry script and its modulepreload links). Run after `npm run build`:
// `npx tsx bench/consoleWeight.ts` prints the total and the five largest files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
console.log(`first load: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzipped JavaScript`);
for (const s of [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(`  ${(s.gzip / 1024).toFixed(1)} KB  ${s.file}`);
