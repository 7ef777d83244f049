// kill -9 in the middle of a mailing list import, then a start on the same data directory: the
// list must be FAILED with none of the import's rows. Run:
// `npx tsx bench/mailingListImport/crash.ts` (it runs itself twice: the import, killed, then the start).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/sql';
import { importsDir } from '../../server/domain/mailingListFile';
import { recoverImports } from '../../server/domain/mailingListImport';
import { testConfig } from '../../tests/helpers/app';
import { createAdmin, createBusiness } from '../../tests/helpers/fixtures';
import { multipartHeaders, multipartStream } from '../../tests/helpers/multipart';
import { contactsCsv } from '../../tests/helpers/contactsCsv';

const [, script, phase, dir] = process.argv;

if (phase === 'import') {
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  const app = await buildApp({ config: testConfig({ DATA_DIR: dir }), database });
  await app.ready();
  const { headers } = await createAdmin(app, (await createBusiness(app)).id);
  const { id } = (await app.inject({ method: 'POST', url: '/api/mailingList/new/File/crash', headers })).json<{ id: number }>();
  await app.inject({ method: 'POST', url: `/api/mailingList/attachFile/${id}`, headers: { ...headers, ...multipartHeaders }, payload: multipartStream(contactsCsv(20 * 1024 * 1024).chunks()) });
  for (;;) {
    const [row] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from mailing_list_entries where mailing_list_id = ${id}`);
    if (row.n >= 50_000) {
      console.log(`killed with ${row.n} rows written`);
      process.kill(process.pid, 'SIGKILL');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
} else if (phase === 'start') {
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  const before = await queryRows(database.db, sql`select mailing_list_status as status, (select count(*)::int from mailing_list_entries) as rows from mailing_lists where name = 'crash'`);
  await recoverImports(database.db, importsDir(dir));
  const after = await queryRows(database.db, sql`
    select l.mailing_list_status as status, (select count(*)::int from mailing_list_entries) as rows, i.message
    from mailing_lists l join mailing_list_imports i on i.mailing_list_id = l.id where l.name = 'crash'`);
  console.log(JSON.stringify({ before, after }, null, 2));
  await database.close();
} else {
  const work = mkdtempSync(path.join(os.tmpdir(), 'sway-crash-'));
  for (const p of ['import', 'start']) {
    const r = spawnSync(process.execPath, [...process.execArgv, script, p, work], { stdio: 'inherit' });
    console.log(`${p}: exit ${r.status ?? r.signal}`);
  }
}
