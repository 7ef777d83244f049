// CSV the product writes (simple reports, import error reports; issue 16): RFC 4180 quoting and
// the OWASP defence against CSV (formula) injection, so a customer's text such as
// '=HYPERLINK(...)' opens in a spreadsheet as text, never as a formula.
// https://owasp.org/www-community/attacks/CSV_Injection
import { Readable } from 'node:stream';

/** A cell value: text from people is neutralised; numbers, booleans and dates the product made are not. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** The characters a spreadsheet reads as the start of a formula (OWASP): = + - @ tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text that starts like a formula gets a leading single quote (shown as text by Excel,
 * LibreOffice and Google Sheets); every cell is then quoted with inner quotes doubled, so commas,
 * quotes and line breaks stay inside it. Numbers keep their sign: they are ours, not typed text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '""';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One line, CRLF-terminated as RFC 4180 writes it. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A stream of CSV text: the header, then each batch of rows as it arrives, so a report of a
 * million rows never sits whole in memory (the consumer's back-pressure paces the batches).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (readonly CsvValue[])[]>): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
