// The 50MB mailing list import (issue 16): time from upload to READY and the peak growth of the
// process's resident memory, on an on-disk PGlite like a real start. Run:
// `npx tsx bench/mailingListImport/run.ts [megabytes]` (default 50).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { testConfig } from '../../tests/helpers/app';
import { createAdmin, createBusiness } from '../../tests/helpers/fixtures';
import { multipartHeaders, multipartStream } from '../../tests/helpers/multipart';
import { contactsCsv } from '../../tests/helpers/contactsCsv';
import type { MailingList } from '../../contract/mailingLists';

const megabytes = Number(process.argv[2] ?? 50);
const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-bench-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
const app = await buildApp({ config: testConfig({ DATA_DIR: dir }), database });
await app.ready();
const business = (await createBusiness(app)).id;
const { headers } = await createAdmin(app, business);
const { id } = (await app.inject({ method: 'POST', url: '/api/mailingList/new/File/bench', headers })).json<{ id: number }>();
const file = contactsCsv(megabytes * 1024 * 1024 - 1024);

global.gc?.();
const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 25);
// Another request while the import runs: how long it waits for PGlite's thread.
const waits: number[] = [];
const started = Date.now();
const res = await app.inject({ method: 'POST', url: `/api/mailingList/attachFile/${id}`, headers: { ...headers, ...multipartHeaders }, payload: multipartStream(file.chunks()) });
const received = Date.now();
let done = false;
const probe = (async () => {
  while (!done) {
    const t0 = Date.now();
    await app.inject({ method: 'GET', url: '/api/mailingList/', headers });
    waits.push(Date.now() - t0);
    await new Promise((r) => setTimeout(r, 200));
  }
})();
await app.jobs.drain();
done = true;
await probe;
const finished = Date.now();
clearInterval(sampler);
const list = (await app.inject({ method: 'GET', url: '/api/mailingList/', headers })).json<MailingList[]>().find((l) => l.id === id);
waits.sort((a, b) => a - b);
const pct = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))];
console.log(JSON.stringify({
  megabytes, status: res.statusCode, rows: file.rows, expectedBad: file.bad, expectedRepeats: file.repeats,
  list: list && { status: list.mailing_list_status, entries: list.entries, ...list.last_import, errors: list.last_import?.errors.length },
  uploadMs: received - started, importMs: finished - received, totalMs: finished - started,
  peakRssGrowthMB: Math.round((peak - base) / (1024 * 1024)),
  listCallMs: { n: waits.length, p50: pct(0.5), p95: pct(0.95), max: waits[waits.length - 1] },
}, null, 2));
await app.close();
await database.close();
