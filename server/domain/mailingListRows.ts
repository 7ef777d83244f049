// The rules of a mailing list file (issue 16,
// docs/decisions/0073-mailing-list-files.md): what is a
// CSV file at all (the first bytes), which column is which (the header line), and which rows are
// contacts (the e-mail required; first name, last name, phone and ZIP optional).
import { parse } from 'csv-parse/sync';
import { MAILING_LIST_COLUMNS, type MailingListColumn } from '../../contract/mailingLists';

/** Bytes read before deciding whether a file is text; the header line must fit in them. */
export const SNIFF_BYTES = 64 * 1024;

/** Signatures of files people pick by mistake: images, PDF, zip (xlsx, docx), UTF-16 text. */
const MAGIC: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // zip: xlsx, docx, ods
  [0xd0, 0xcf, 0x11, 0xe0], // old Office (xls)
  [0xff, 0xfe], [0xfe, 0xff], // UTF-16
];

/** Whether the first bytes of a file say it is not CSV text: a known binary signature or a NUL byte. */
export function looksBinary(head: Buffer): boolean {
  if (MAGIC.some((m) => m.every((byte, i) => head[i] === byte))) return true;
  return head.includes(0);
}

/**
 * Whether bytes are not UTF-8 text (issue 36 finding 11): a Latin-1 or Windows-1252 file decoded
 * as UTF-8 turns its accented letters into replacement characters without a word, so it is
 * refused instead. `more`: the bytes are a file's beginning, whose last character may continue.
 */
export function notUtf8(bytes: Buffer, more = false): boolean {
  return !utf8Checker()(bytes, !more);
}

/** A check of a whole stream, chunk by chunk, for the import of a file larger than its head. */
export function utf8Checker(): (chunk: Buffer, last?: boolean) => boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (chunk, last = false) => {
    try {
      decoder.decode(chunk, { stream: !last });
      return true;
    } catch {
      return false;
    }
  };
}

const normalise = (name: string) => name.toLowerCase().replace(/[\s_.-]/g, '');
const ALIASES = new Map<string, MailingListColumn>(
  (Object.entries(MAILING_LIST_COLUMNS) as [MailingListColumn, readonly string[]][])
    .flatMap(([column, names]) => names.map((n) => [normalise(n), column] as const)),
);

/** Where each known column is in a row; the first column of a name wins. */
export type ColumnIndex = Partial<Record<MailingListColumn, number>>;

export function columnsOf(header: readonly string[]): ColumnIndex {
  const index: ColumnIndex = {};
  header.forEach((name, i) => {
    const column = ALIASES.get(normalise(name.replace(/^\uFEFF/, '')));
    if (column && index[column] === undefined) index[column] = i;
  });
  return index;
}

/** The header of a file from its first bytes, or null when its first line is not complete in them. */
export function headerOf(head: Buffer): string[] | null {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const end = text.search(/\r?\n/);
  if (end < 0 && head.length >= SNIFF_BYTES) return null;
  try {
    const [first] = parse(end < 0 ? text : text.slice(0, end), { relax_column_count: true }) as string[][];
    return first ?? null;
  } catch {
    return null;
  }
}

export interface Contact { email: string; first_name: string | null; last_name: string | null; phone: string | null; zipcode: string | null }

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;
const PHONE = /^\+?[\d\s().-]+$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const NAME_MAX = 100;
const shown = (v: string) => (v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** A row as a contact, or the reason it is not one ('Line 12: ...'). */
export function contactOf(record: readonly string[], columns: ColumnIndex, line: number): Contact | string {
  const cell = (c: MailingListColumn) => {
    const i = columns[c];
    const v = i === undefined ? '' : (record[i] ?? '').trim();
    return v === '' ? null : v;
  };
  const email = cell('email')?.toLowerCase() ?? null;
  if (!email) return `Line ${line}: the e-mail is missing`;
  if (email.length > 254 || !EMAIL.test(email)) return `Line ${line}: "${shown(email)}" is not an e-mail address`;
  const contact: Contact = { email, first_name: cell('firstName'), last_name: cell('lastName'), phone: cell('phone'), zipcode: cell('zipcode') };
  for (const [field, label] of [['first_name', 'first name'], ['last_name', 'last name']] as const) {
    const v = contact[field];
    if (v && v.length > NAME_MAX) return `Line ${line}: the ${label} is longer than ${NAME_MAX} characters`;
  }
  const digits = contact.phone?.replace(/\D/g, '').length ?? 0;
  if (contact.phone && (!PHONE.test(contact.phone) || digits < 7 || digits > 15)) {
    return `Line ${line}: "${shown(contact.phone)}" is not a phone number`;
  }
  if (contact.zipcode && !ZIP.test(contact.zipcode)) return `Line ${line}: "${shown(contact.zipcode)}" is not a ZIP code`;
  return contact;
}
