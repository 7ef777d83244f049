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
import { probeLatency, watchRss } from '../lib/whileRunning';

const megabytes = Number(process.argv[2] ?? 50);
const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-bench-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
const app = await buildApp({ config: testConfig({ DATA_DIR: dir }), database });
await app.ready();
const business = (await createBusiness(app)).id;
const { headers } = await createAdmin(app, business);
const { id } = (await app.inject({ method: 'POST', url: '/api/mailingList/new/File/bench', headers })).json<{ id: number }>();
const file = contactsCsv(megabytes * 1024 * 1024 - 1024);

const stopRss = watchRss();
// Another request while the import runs: how long it waits for PGlite's thread.
const started = Date.now();
const res = await app.inject({ method: 'POST', url: `/api/mailingList/attachFile/${id}`, headers: { ...headers, ...multipartHeaders }, payload: multipartStream(file.chunks()) });
const received = Date.now();
const stopProbe = probeLatency(() => app.inject({ method: 'GET', url: '/api/mailingList/', headers }));
await app.jobs.drain();
const listCallMs = await stopProbe();
const finished = Date.now();
const peakRssGrowthMB = stopRss();
const list = (await app.inject({ method: 'GET', url: '/api/mailingList/', headers })).json<MailingList[]>().find((l) => l.id === id);
console.log(JSON.stringify({
  megabytes, status: res.statusCode, rows: file.rows, expectedBad: file.bad, expectedRepeats: file.repeats,
  list: list && { status: list.mailing_list_status, entries: list.entries, ...list.last_import, errors: list.last_import?.errors.length },
  uploadMs: received - started, importMs: finished - received, totalMs: finished - started,
  peakRssGrowthMB, listCallMs,
}, null, 2));
await app.close();
await database.close();
