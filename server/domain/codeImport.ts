// The all-or-nothing CSV import of coupon codes (spec 2 §2 Coupon Codes, DESIGN §4): every line is
// checked first — one bad line changes nothing and is named — then the codes are written.
// Codes already in the list and repeats inside the file are reported, not added twice.
//
// Writing (issue 19 finding 4): one transaction of 200,000 rows held PGlite's one database thread
// for 40 s, and every other request waited. The codes now go in short statements of CHUNK rows,
// each its own transaction, so other requests run between them; they belong to a code_imports
// row and stay invisible (visibleCode) until that row is committed, in one single-row update. A
// failure removes what was written; a crash leaves invisible rows that removeStaleImports clears.
import { sql, type SQL } from 'drizzle-orm';
import type { AddCodesReply } from '../../contract/coupons';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { outsideRequest } from '../db/requestContext';
import { HttpError } from '../http-error';

const REPORT_LIMIT = 1000;
/** Rows per statement: about 0.1 s of PGlite's thread. */
const CHUNK = 1000;
/** An import not touched for this long has stopped (the server died); its codes are removed. */
const STALE_AFTER = sql.raw(`interval '2 minutes'`);
const CODE_PATTERN = /^[\x21-\x7E]{1,100}$/;

export interface ImportedCode { value: string; line: number }

/** A code of alias `c` that exists: not written by an import that is still running or was abandoned. */
export const visibleCode = (c: string): SQL => sql.raw(
  `(${c}.import_id is null or ${c}.import_id in (select id from code_imports where committed_at is not null))`,
);

/** A printable code without spaces, at most 100 characters; otherwise the line's message. */
export function codeLineError(code: ImportedCode): string | null {
  const v = code.value.trim();
  if (v === '') return `Line ${code.line}: the code is empty`;
  if (v.length > 100) return `Line ${code.line}: the code is longer than 100 characters`;
  if (!CODE_PATTERN.test(v)) return `Line ${code.line}: the code "${v.slice(0, 40)}" contains spaces or characters that are not allowed`;
  return null;
}

/** Deletes the codes of an unfinished import a chunk at a time, then the import itself. */
async function removeImport(db: Db, importId: number) {
  for (;;) {
    const gone = await queryRows<{ id: number }>(db, sql`
      delete from codes where id in (select id from codes where import_id = ${importId} limit ${CHUNK * 5}) returning id`);
    if (gone.length === 0) break;
  }
  await db.execute(sql`delete from code_imports where id = ${importId} and committed_at is null`);
}

/** Removes imports that stopped without committing (a crash or kill); run at start and before each import. */
export async function removeStaleImports(db: Db, codeListId?: number) {
  const stale = await queryRows<{ id: number }>(db, sql`
    select id from code_imports where committed_at is null and touched_at < now() - ${STALE_AFTER}
      ${codeListId === undefined ? sql`` : sql`and code_list_id = ${codeListId}`}`);
  for (const { id } of stale) await removeImport(db, id);
}

async function startImport(db: Db, codeListId: number): Promise<number> {
  await removeStaleImports(db, codeListId);
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into code_imports (code_list_id) values (${codeListId}) on conflict do nothing returning id`);
  if (!row) throw new HttpError(409, 'Another import into this list is still running; try again when it has finished');
  return row.id;
}

/** Writes one chunk of the import's codes; answers the values the list already had. */
async function writeChunk(db: Db, codeListId: number, importId: number, values: string[]): Promise<string[]> {
  const inserted = await queryRows<{ value: string }>(db, sql`
    with touched as (update code_imports set touched_at = now() where id = ${importId})
    insert into codes (code_list_id, value, import_id)
    select ${codeListId}, v, ${importId} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) v
    on conflict (code_list_id, value) do nothing
    returning value`);
  if (inserted.length === values.length) return [];
  const got = new Set(inserted.map((r) => r.value));
  return values.filter((v) => !got.has(v));
}

/** Lines checked between two turns of the event loop, so other requests' work is not held up. */
const LINES_PER_TURN = 20_000;
const nextTurn = () => new Promise<void>((resolve) => { setImmediate(resolve); });

export async function importCodes(db: Db, codeListId: number, input: ImportedCode[]): Promise<AddCodesReply> {
  const firstLine = new Map<string, number>();
  const duplicatesInFile: ImportedCode[] = [];
  for (let i = 0; i < input.length; i += 1) {
    if (i > 0 && i % LINES_PER_TURN === 0) await nextTurn();
    const code = input[i];
    const message = codeLineError(code);
    if (message) throw new HttpError(400, message, { codes: message });
    const v = code.value.trim();
    if (firstLine.has(v)) duplicatesInFile.push({ value: v, line: code.line });
    else firstLine.set(v, code.line);
  }
  const unique = [...firstLine.keys()];
  const duplicatesInList: ImportedCode[] = [];
  const importId = await startImport(db, codeListId);
  try {
    for (let i = 0; i < unique.length; i += CHUNK) {
      for (const value of await writeChunk(db, codeListId, importId, unique.slice(i, i + CHUNK))) {
        duplicatesInList.push({ value, line: firstLine.get(value) ?? 0 });
      }
    }
    await db.execute(sql`update code_imports set committed_at = now() where id = ${importId}`);
  } catch (err) {
    // Not cut short with the request: the clean-up runs even when its client has gone.
    await outsideRequest(() => removeImport(db, importId)).catch(() => undefined);
    throw err;
  }
  return {
    addedCodes: unique.length - duplicatesInList.length,
    duplicatesInList: duplicatesInList.slice(0, REPORT_LIMIT),
    duplicatesInListCount: duplicatesInList.length,
    duplicatesInFile: duplicatesInFile.slice(0, REPORT_LIMIT),
    duplicatesInFileCount: duplicatesInFile.length,
  };
}
