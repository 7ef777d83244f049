// A simple report's run (spec 3 §2 Simple Reports, §9), as a background job: the rows are read a
// batch per statement (so PGlite's one thread serves other requests between batches) and streamed
// to DATA_DIR/reports/{file}.part, renamed when complete. Memory stays at one batch whatever the
// report's size. The run row tells the truth: RUNNING with its progress, READY, or FAILED with
// the reason. Only the 30 most recent runs of a report are kept, files included.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import {
  MAX_RUNNING_REPORTS, REPORT_HISTORY, SIMPLE_REPORT_MESSAGES, type ReportRun, type ReportRunStatus,
} from '../../../contract/simpleReports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { HttpError } from '../../http-error';
import { csvStream, type CsvValue } from '../../lib/csv';
import { plural } from '../../lib/plural';
import { countSql, pageSql, type Cursor, type ReportContext, type ReportQuery, type RowSource } from './catalogue';

/** Rows per statement: about 0.1 s of PGlite's thread each, so other requests wait little. */
const BATCH = 2000;
/** Keys counted per statement for the progress's total: about as long as a batch of rows. */
const COUNT_BATCH = 10_000;

export const reportsDir = (dataDir: string) => path.join(dataDir, 'reports');
const partOf = (file: string) => `${file}.part`;

interface RunRow {
  id: number; report_definition_id: number; report_name: string; report_date: Date | string; file_name: string; parameters_label: string;
  status: ReportRunStatus; total_rows: number | null; rows_written: number; message: string | null; brand: string; local_date: string;
}

/** Letters and digits of one part of a file name; anything else becomes '_'. */
const namePart = (text: string) => text.normalize('NFKD').replace(/[^\p{L}\p{N}-]+/gu, '_').replace(/^_+|_+$/g, '') || 'report';

export const toRun = (r: RunRow): ReportRun => ({
  id: r.id, report_id: r.report_definition_id, report_name: r.report_name, report_date: new Date(r.report_date).toISOString(),
  file_name: r.file_name, download_name: `${namePart(r.report_name)}_${namePart(r.brand)}_${r.local_date}.csv`,
  parameters: r.parameters_label, status: r.status, rows: r.rows_written, message: r.message,
  progress: r.status === 'READY' ? 100 : r.status === 'FAILED' || !r.total_rows ? 0 : Math.min(99, Math.floor((100 * r.rows_written) / r.total_rows)),
});

/** The runs of a business, newest first: of one report (its history), or the one with this file. */
export async function runsOf(db: Db, businessId: number, which: { reportId: number } | { fileName: string } | { runId: number }): Promise<ReportRun[]> {
  const filter = 'reportId' in which ? sql`r.report_definition_id = ${which.reportId}`
    : 'fileName' in which ? sql`r.file_name = ${which.fileName}` : sql`r.id = ${which.runId}`;
  const rows = await queryRows<RunRow>(db, sql`
    select r.id, r.report_definition_id, r.report_name, r.report_date, r.file_name, r.parameters_label, r.status, r.total_rows,
      r.rows_written, r.message, b.brand, to_char(r.report_date at time zone b.time_zone, 'YYYY-MM-DD') as local_date
    from report_runs r join businesses b on b.id = r.business_id
    where r.business_id = ${businessId} and ${filter}
    order by r.report_date desc, r.id desc limit ${REPORT_HISTORY}`);
  return rows.map(toRun);
}

/** Records a RUNNING run, unless the business already has MAX_RUNNING_REPORTS running (409). */
export async function startRun(db: Db, input: {
  businessId: number; reportId: number; reportName: string; parameters: ReportContext; label: string; accountId: number;
}): Promise<ReportRun> {
  const fileName = `${randomUUID()}.csv`;
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into report_runs (report_definition_id, business_id, report_name, file_name, parameters, parameters_label, created_by)
    select ${input.reportId}, ${input.businessId}, ${input.reportName}, ${fileName}, ${JSON.stringify(input.parameters)}::jsonb, ${input.label}, ${input.accountId}
    where (select count(*) from report_runs where business_id = ${input.businessId} and status = 'RUNNING') < ${MAX_RUNNING_REPORTS}
    returning id`);
  if (!row) throw new HttpError(409, SIMPLE_REPORT_MESSAGES.tooMany);
  const [run] = await runsOf(db, input.businessId, { runId: row.id });
  return run;
}

const finish = (db: Db, runId: number, status: ReportRunStatus, message: string, rows?: number) => db.execute(sql`
  update report_runs set status = ${status}, message = ${message}, finished_at = now()
    ${rows === undefined ? sql`` : sql`, rows_written = ${rows}`}
  where id = ${runId} and status = 'RUNNING'`);

/** The rows a report will write, counted a bounded batch of keys per statement. */
export async function countRows(db: Db, source: RowSource, limit = COUNT_BATCH): Promise<number> {
  let total = 0;
  let after: Cursor | null = null;
  for (;;) {
    const [page]: { n: number; cursor_at: string | null; cursor_id: number | null }[] = await queryRows(db, countSql(source, after, limit));
    total += page.n;
    if (page.n < limit || page.cursor_id === null) return total;
    after = { at: page.cursor_at, id: Number(page.cursor_id) };
  }
}

/** Writes the run's file; READY when complete, FAILED (no file) otherwise. Then trims the history. */
export async function writeRun(db: Db, dataDir: string, job: { runId: number; businessId: number; reportId: number; fileName: string; query: ReportQuery; ctx: ReportContext }) {
  const dir = reportsDir(dataDir);
  const part = path.join(dir, partOf(job.fileName));
  const source = job.query.rows(job.ctx);
  let written = 0;
  try {
    await mkdir(dir, { recursive: true });
    await db.execute(sql`update report_runs set total_rows = ${await countRows(db, source)} where id = ${job.runId}`);
    async function* batches() {
      let after: Cursor | null = null;
      for (;;) {
        const rows: Record<string, unknown>[] = await queryRows<Record<string, unknown>>(db, pageSql(source, after, BATCH));
        if (rows.length === 0) return;
        const last: Record<string, unknown> = rows[rows.length - 1];
        after = { at: last.cursor_at as string | null, id: Number(last.cursor_id) };
        written += rows.length;
        yield rows.map((r) => job.query.columns.map((c) => r[c] as CsvValue));
        await db.execute(sql`update report_runs set rows_written = ${written} where id = ${job.runId}`);
        if (rows.length < BATCH) return;
      }
    }
    await pipeline(csvStream(job.query.columns, batches()), createWriteStream(part));
    await rename(part, path.join(dir, job.fileName));
    await finish(db, job.runId, 'READY', plural(written, 'row'), written);
  } catch (err) {
    await rm(part, { force: true });
    await finish(db, job.runId, 'FAILED', `The report stopped after ${plural(written, 'row')}: ${err instanceof Error ? err.message : String(err)}`);
    throw err;
  }
  await trimHistory(db, dir, job.businessId, job.reportId);
}

/** Keeps the REPORT_HISTORY most recent runs of a report for a business; older rows and files go. */
async function trimHistory(db: Db, dir: string, businessId: number, reportId: number) {
  const gone = await queryRows<{ file_name: string }>(db, sql`
    delete from report_runs where id in (
      select id from report_runs where business_id = ${businessId} and report_definition_id = ${reportId} and status <> 'RUNNING'
      order by report_date desc, id desc offset ${REPORT_HISTORY})
    returning file_name`);
  await Promise.all(gone.map(({ file_name: file }) => rm(path.join(dir, file), { force: true })));
}

/**
 * At start (one server process per database): runs the last process left RUNNING (a crash,
 * kill -9) turn FAILED, and their partial files are deleted.
 */
export async function recoverReportRuns(db: Db, dataDir: string) {
  // A run with an event still to write it (this server's or another's, issue 35) is left to it.
  const live = sql`exists (select 1 from domain_events e where e.type = 'REPORT_REQUESTED' and e.status = 'PENDING' and (e.payload->>'runId')::int = report_runs.id)`;
  const running = await queryRows<{ file_name: string }>(db, sql`select file_name from report_runs where status = 'RUNNING' and ${live}`);
  await db.execute(sql`update report_runs set status = 'FAILED', message = ${SIMPLE_REPORT_MESSAGES.restarted}, finished_at = now() where status = 'RUNNING' and not ${live}`);
  const kept = new Set(running.map((r) => partOf(r.file_name)));
  const dir = reportsDir(dataDir);
  const left = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.part') && !kept.has(name));
  await Promise.all(left.map((name) => rm(path.join(dir, name), { force: true })));
}
