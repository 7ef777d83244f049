// The import of a stored mailing list file (issue 16), run as a background job: the file is read
// as a stream and parsed row by row (csv-parse), bad rows are counted and the first 100 kept with
// their line and reason, and contacts are written CHUNK rows per statement, each statement its own
// transaction, so PGlite's one thread serves other requests between them (as the code import).
// The rows stay invisible until the import is committed in one statement that also turns the list
// READY; a failure removes them and turns the list FAILED; a crash is cleaned up at the next start.
import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { parse, type Info } from 'csv-parse';
import { MAILING_LIST_ERRORS_KEPT, MAILING_LIST_IMPORT_MESSAGES } from '../../contract/mailingLists';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { HttpError } from '../http-error';
import { plural } from '../lib/plural';
import { columnsOf, contactOf, utf8Checker, type ColumnIndex, type Contact } from './mailingListRows';

/** Rows per statement: about 0.1 s of PGlite's thread. */
const CHUNK = 1000;
/** A record longer than this (an unclosed quote swallowing the file) stops the import. */
const MAX_RECORD_CHARS = 64 * 1024;
const FATAL = new Set(['CSV_MAX_RECORD_SIZE', 'CSV_QUOTE_NOT_CLOSED']);
/** The code of the error that stops an import at a byte that is not UTF-8 (a CSV_ code: its message is the user's). */
const NOT_UTF8 = 'CSV_NOT_UTF8';

/**
 * The contacts of list alias `l`: rows written without a file, plus what its committed imports
 * wrote (their counts), so a list of a million rows is not counted row by row on every listing,
 * and a running import's rows do not count yet.
 */
export const entriesOf = (l: SQL) => sql`(
  (select count(*) from mailing_list_entries e where e.mailing_list_id = ${l}.id and e.import_id is null)
  + (select coalesce(sum(i.imported), 0) from mailing_list_imports i where i.mailing_list_id = ${l}.id and i.committed_at is not null))::int`;

interface Counts { rowsRead: number; bytesRead: number; imported: number; duplicatesInFile: number; duplicatesInList: number; badRows: number; errors: string[] }

/** Starts an import of a list that is not PROCESSING nor ARCHIVED: the list turns PROCESSING. */
export async function startImport(db: Db, listId: number, fileName: string, bytes: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    with started as (
      insert into mailing_list_imports (mailing_list_id, file_name, bytes)
      select id, ${fileName}, ${bytes} from mailing_lists where id = ${listId} and mailing_list_status not in ('PROCESSING', 'ARCHIVED')
      on conflict do nothing returning id, mailing_list_id
    ), listed as (update mailing_lists set mailing_list_status = 'PROCESSING' where id in (select mailing_list_id from started))
    select id from started`);
  if (!row) throw new HttpError(409, MAILING_LIST_IMPORT_MESSAGES.running);
  return row.id;
}

/** Writes one chunk; answers how many rows were already there, from this file or from the list. */
async function writeChunk(db: Db, listId: number, importId: number, rows: Contact[], counts: Counts) {
  const [r] = await queryRows<{ inserted: number; in_file: number }>(db, sql`
    with touched as (
      update mailing_list_imports set touched_at = now(), rows_read = ${counts.rowsRead}, bytes_read = ${counts.bytesRead},
        imported = ${counts.imported}, bad_rows = ${counts.badRows} where id = ${importId}
    ), input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(email text, first_name text, last_name text, phone text, zipcode text)
    ), ins as (
      insert into mailing_list_entries (mailing_list_id, import_id, email, first_name, last_name, phone, zipcode)
      select ${listId}, ${importId}, email, first_name, last_name, phone, zipcode from input
      on conflict (mailing_list_id, email) do nothing returning email
    )
    select (select count(*) from ins)::int as inserted,
      -- Only the rows that were there already (usually few) are looked up, one index probe each:
      -- scanning this import's rows instead would grow with every chunk.
      (select count(*) from (select email from input except select email from ins) c
        join mailing_list_entries e on e.mailing_list_id = ${listId} and e.email = c.email
        where e.import_id = ${importId})::int as in_file`);
  const existing = rows.length - r.inserted;
  counts.imported += r.inserted;
  counts.duplicatesInFile += r.in_file;
  counts.duplicatesInList += existing - r.in_file;
}

/** Deletes an unfinished import's rows a chunk at a time. */
async function removeRows(db: Db, importId: number) {
  for (;;) {
    const gone = await queryRows<{ id: number }>(db, sql`
      delete from mailing_list_entries where id in (select id from mailing_list_entries where import_id = ${importId} limit ${CHUNK * 5}) returning id`);
    if (gone.length === 0) break;
  }
}

async function fail(db: Db, importId: number, message: string, counts?: Counts) {
  await removeRows(db, importId);
  await db.execute(sql`
    with failed as (
      update mailing_list_imports set failed_at = now(), message = ${message}, imported = 0
        ${counts ? sql`, rows_read = ${counts.rowsRead}, bad_rows = ${counts.badRows}, errors = ${JSON.stringify(counts.errors)}::jsonb` : sql``}
      where id = ${importId} returning mailing_list_id
    )
    update mailing_lists set mailing_list_status = 'FAILED' where id in (select mailing_list_id from failed) and mailing_list_status = 'PROCESSING'`);
}

export function reportMessage(fileName: string, c: Counts): string {
  const notes = [
    c.badRows > 0 ? plural(c.badRows, 'bad row') : '',
    c.duplicatesInFile > 0 ? `${plural(c.duplicatesInFile, 'repeat')} inside the file` : '',
    c.duplicatesInList > 0 ? `${plural(c.duplicatesInList, 'contact')} already in the list` : '',
  ].filter(Boolean);
  return `Imported ${plural(c.imported, 'contact')} from ${fileName}${notes.length > 0 ? `; skipped ${notes.join(', ')}` : ''}`;
}

/** Reads, checks and writes the file; commits, or fails and removes what it wrote. Deletes the file. */
export async function runImport(db: Db, job: { importId: number; listId: number; fileName: string; path: string }) {
  const counts: Counts = { rowsRead: 0, bytesRead: 0, imported: 0, duplicatesInFile: 0, duplicatesInList: 0, badRows: 0, errors: [] };
  const bad = (message: string) => {
    counts.badRows += 1;
    if (counts.errors.length < MAILING_LIST_ERRORS_KEPT) counts.errors.push(message);
  };
  // The upload checked the file's first 64 KB; a byte that is not UTF-8 further on stops the import.
  const utf8 = utf8Checker();
  const source = createReadStream(job.path)
    .on('data', (c) => {
      counts.bytesRead += c.length;
      if (!utf8(c as Buffer)) parser.destroy(Object.assign(new Error(MAILING_LIST_IMPORT_MESSAGES.notUtf8), { code: NOT_UTF8 }));
    })
    .on('end', () => {
      if (!utf8(Buffer.alloc(0), true)) parser.destroy(Object.assign(new Error(MAILING_LIST_IMPORT_MESSAGES.notUtf8), { code: NOT_UTF8 }));
    });
  const parser = source.pipe(parse({
    bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: MAX_RECORD_CHARS,
    skip_records_with_error: true,
    on_skip: (err) => {
      if (!err) return;
      // A quote never closed swallows the rest of the file: the import stops rather than guess.
      if (FATAL.has(err.code)) parser.destroy(err);
      else bad(`Line ${(err as { lines?: number }).lines ?? '?'}: ${err.message}`);
    },
  }));
  try {
    let columns: ColumnIndex | null = null;
    let batch = new Map<string, Contact>();
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      if (!columns) { columns = columnsOf(record); continue; }
      counts.rowsRead += 1;
      const contact = contactOf(record, columns, info.lines);
      if (typeof contact === 'string') bad(contact);
      else if (batch.has(contact.email)) counts.duplicatesInFile += 1;
      else batch.set(contact.email, contact);
      if (batch.size >= CHUNK) {
        await writeChunk(db, job.listId, job.importId, [...batch.values()], counts);
        batch = new Map();
      }
    }
    if (batch.size > 0) await writeChunk(db, job.listId, job.importId, [...batch.values()], counts);
    if (counts.imported === 0 && counts.badRows > 0) {
      await fail(db, job.importId, `No contact imported from ${job.fileName}: every row has an error`, counts);
      return;
    }
    await db.execute(sql`
      with committed as (
        update mailing_list_imports set committed_at = now(), touched_at = now(), rows_read = ${counts.rowsRead},
          bytes_read = bytes, imported = ${counts.imported}, duplicates_in_file = ${counts.duplicatesInFile},
          duplicates_in_list = ${counts.duplicatesInList}, bad_rows = ${counts.badRows},
          errors = ${JSON.stringify(counts.errors)}::jsonb, message = ${reportMessage(job.fileName, counts)}
        where id = ${job.importId} returning mailing_list_id
      )
      update mailing_lists set mailing_list_status = 'READY' where id in (select mailing_list_id from committed) and mailing_list_status = 'PROCESSING'`);
  } catch (err) {
    const where = (err as { lines?: number }).lines;
    const reason = err instanceof Error && (err as { code?: string }).code?.startsWith('CSV_') ? err.message : 'the server could not write the contacts';
    await fail(db, job.importId, `The import of ${job.fileName} stopped${where ? ` at line ${where}` : ''}: ${reason}. Nothing of it was kept.`, counts);
    if (!(err as { code?: string }).code?.startsWith('CSV_')) throw err;
  } finally {
    source.destroy();
    await rm(job.path, { force: true });
  }
}

/**
 * At start (one server process per database): imports the last run left unfinished are failed
 * and their rows removed, and stored files left behind are deleted.
 */
const STOPPED = 'The import stopped when the server restarted; nothing of it was kept. Attach the file again.';

/** An import whose server died mid-way (its event taken again by another): nothing of it is kept. */
export const failStoppedImport = (db: Db, importId: number) => fail(db, importId, STOPPED);

/**
 * At start: an import left open with no event still to run it (one begun before imports were
 * events) is failed, and files no open import will read are removed. An import another server
 * runs now, on a shared DATA_DIR, keeps its file (issue 35).
 */
export async function recoverImports(db: Db, dir: string) {
  const orphans = await queryRows<{ id: number }>(db, sql`
    select i.id from mailing_list_imports i where i.committed_at is null and i.failed_at is null
      and not exists (select 1 from domain_events e where e.type = 'MAILING_LIST_IMPORT_REQUESTED' and e.status = 'PENDING'
        and (e.payload->>'importId')::int = i.id)`);
  for (const { id } of orphans) await fail(db, id, STOPPED);
  const kept = new Set((await queryRows<{ path: string }>(db, sql`
    select payload->>'path' as path from domain_events where type = 'MAILING_LIST_IMPORT_REQUESTED' and status = 'PENDING'`)).map((r) => path.basename(r.path)));
  const left = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(left.filter((name) => !kept.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
}
