// The all-or-nothing CSV import of coupon codes (spec 2 §2 Coupon Codes, DESIGN §4): every line is
// checked first — one bad line changes nothing and is named — then all codes go in one
// transaction. Codes already in the list and repeats inside the file are reported, not added twice.
import type { AddCodesReply } from '../../contract/coupons';
import type { Db } from '../db/client';
import { codes } from '../db/schema';
import { HttpError } from '../http-error';

const REPORT_LIMIT = 1000;
/** 2 parameters a row; PostgreSQL allows 65535 per statement. */
const BATCH = 10_000;
const CODE_PATTERN = /^[\x21-\x7E]{1,100}$/;

export interface ImportedCode { value: string; line: number }

/** A printable code without spaces, at most 100 characters; otherwise the line's message. */
export function codeLineError(code: ImportedCode): string | null {
  const v = code.value.trim();
  if (v === '') return `Line ${code.line}: the code is empty`;
  if (v.length > 100) return `Line ${code.line}: the code is longer than 100 characters`;
  if (!CODE_PATTERN.test(v)) return `Line ${code.line}: the code "${v.slice(0, 40)}" contains spaces or characters that are not allowed`;
  return null;
}

export async function importCodes(db: Db, codeListId: number, input: ImportedCode[]): Promise<AddCodesReply> {
  for (const code of input) {
    const message = codeLineError(code);
    if (message) throw new HttpError(400, message, { codes: message });
  }
  const firstLine = new Map<string, number>();
  const duplicatesInFile: ImportedCode[] = [];
  for (const { value, line } of input) {
    const v = value.trim();
    if (firstLine.has(v)) duplicatesInFile.push({ value: v, line });
    else firstLine.set(v, line);
  }
  const unique = [...firstLine.keys()];
  const duplicatesInList: ImportedCode[] = [];
  let added = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      const inserted = await tx.insert(codes).values(batch.map((value) => ({ codeListId, value })))
        .onConflictDoNothing().returning({ value: codes.value });
      added += inserted.length;
      if (inserted.length < batch.length) {
        const got = new Set(inserted.map((r) => r.value));
        for (const value of batch) if (!got.has(value)) duplicatesInList.push({ value, line: firstLine.get(value) ?? 0 });
      }
    }
  });
  return {
    addedCodes: added,
    duplicatesInList: duplicatesInList.slice(0, REPORT_LIMIT),
    duplicatesInListCount: duplicatesInList.length,
    duplicatesInFile: duplicatesInFile.slice(0, REPORT_LIMIT),
    duplicatesInFileCount: duplicatesInFile.length,
  };
}

