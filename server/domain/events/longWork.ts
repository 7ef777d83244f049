// The long work an event asks for (issue 35): a mailing list's import and a simple report's file,
// taken by one server at a time like every event. Each is done once: a finished import or report
// is left alone. An import whose server died mid-way (its event taken again) is failed cleanly,
// nothing of it kept, as a restart did before; a report is simply written again.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
import { failStoppedImport, runImport } from '../mailingListImport';
import { reportDefinition } from '../simpleReports/definitions';
import { writeRun } from '../simpleReports/run';
import type { EventHandler } from './dispatcher';
import type { EventPayloads } from './outbox';

export const importMailingList: EventHandler = async (app, event) => {
  const job = event.payload as EventPayloads['MAILING_LIST_IMPORT_REQUESTED'];
  const [open] = await queryRows<{ id: number }>(app.db, sql`
    select id from mailing_list_imports where id = ${job.importId} and committed_at is null and failed_at is null`);
  if (!open) return;
  if (event.attempts > 1) {
    await failStoppedImport(app.db, job.importId);
    await rm(job.path, { force: true });
    return;
  }
  await runImport(app.db, job);
};

export const writeReport: EventHandler = async (app, event) => {
  const job = event.payload as EventPayloads['REPORT_REQUESTED'];
  const [running] = await queryRows<{ id: number }>(app.db, sql`select id from report_runs where id = ${job.runId} and status = 'RUNNING'`);
  const definition = running && await reportDefinition(app.db, job.reportId);
  if (!definition) return;
  await writeRun(app.db, app.config.dataDir, { ...job, query: definition.query });
};
