// Mailing lists (spec 3 §2 Mailing Lists, §3, §4, §5, §7): a business's lists of its customers'
// contacts, made from a file or a survey. Deleting a list archives it.
import { z } from 'zod';
import { isoDateTime, serialId } from './common';

export const MAILING_LIST_TYPES = ['File', 'Survey'] as const;
/** EMPTY (nothing attached yet), PROCESSING, READY, FAILED (the last import kept nothing), ARCHIVED (deleted). */
export const MAILING_LIST_STATUSES = ['EMPTY', 'PROCESSING', 'READY', 'FAILED', 'ARCHIVED'] as const;
export type MailingListType = (typeof MAILING_LIST_TYPES)[number];
export type MailingListStatus = (typeof MAILING_LIST_STATUSES)[number];

export const MAILING_LIST_NAME_MAX = 100;

export const MAILING_LIST_MESSAGES = {
  nameRequired: 'You must enter in a list name',
  notFound: 'Mailing list not found',
} as const;

/** The largest file POST mailingList/attachFile/{id} takes (spec 3 §9: 50MB). */
export const MAILING_LIST_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Bad lines the server keeps for the report; the console shows the first 50 under 'Only showing first 100' (spec 3 §9). */
export const MAILING_LIST_ERRORS_KEPT = 100;
export const MAILING_LIST_ERRORS_SHOWN = 50;

/**
 * The columns a file may have, by the header names accepted for each (compared without case,
 * spaces, dashes, dots or underscores). Only the e-mail is required; other columns are ignored.
 */
export const MAILING_LIST_COLUMNS = {
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail'],
  firstName: ['first_name', 'first name', 'firstname', 'first', 'given name'],
  lastName: ['last_name', 'last name', 'lastname', 'last', 'surname', 'family name'],
  phone: ['phone', 'phone number', 'mobile', 'cell', 'telephone'],
  zipcode: ['zipcode', 'zip', 'zip code', 'postal code'],
} as const;
export type MailingListColumn = keyof typeof MAILING_LIST_COLUMNS;

export const MAILING_LIST_IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 50MB: split it into smaller files',
  noFile: 'Attach a CSV file in the field csvFile',
  notCsv: 'This is not a CSV file: save the sheet as CSV (comma separated, UTF-8) and try again',
  notUtf8: 'This file is not UTF-8 text (accented letters saved as Latin-1 or Windows-1252, for example): save the sheet as CSV UTF-8 and attach it again',
  noEmailColumn: 'The first line must name the columns, one of them the e-mail (email, e-mail or email address)',
  running: 'A file is still being imported into this list; wait until it is READY or FAILED',
  archived: 'This list is archived',
  surveyList: 'Survey lists are filled by survey answers, not files',
} as const;

/** The last file attached to a list: progress while it runs, then the report. */
export const mailingListImport = z.object({
  file_name: z.string(),
  /** 0-100 while PROCESSING (share of the file read), 100 once done. */
  progress: z.number(),
  rows_read: z.number(),
  imported: z.number(),
  duplicates_in_file: z.number(),
  duplicates_in_list: z.number(),
  bad_rows: z.number(),
  /** The first 100 bad rows, 'Line 12: ...'. */
  errors: z.array(z.string()),
  message: z.string().nullable(),
});
export type MailingListImport = z.infer<typeof mailingListImport>;

/** POST mailingList/attachFile/{id}: the spec's message and errors; the import runs on and the list's last_import follows it. */
export const attachFileReply = z.object({ message: z.string(), errors: z.array(z.string()) });

export const mailingList = z.object({
  id: z.number(),
  created_at: isoDateTime,
  name: z.string(),
  mailing_list_type: z.enum(MAILING_LIST_TYPES),
  mailing_list_status: z.enum(MAILING_LIST_STATUSES),
  /** Contacts the list holds (a running import's rows count once it is committed). */
  entries: z.number(),
  last_import: mailingListImport.nullable(),
});
export type MailingList = z.infer<typeof mailingList>;

export const mailingListIdParams = z.object({ id: serialId });
export const newMailingListParams = z.object({
  type: z.enum(MAILING_LIST_TYPES, { error: MAILING_LIST_MESSAGES.nameRequired }),
  /** At most 100 characters: Fastify's limit for a path parameter (a longer one answers 414). */
  name: z.string().trim().min(1, MAILING_LIST_MESSAGES.nameRequired).max(MAILING_LIST_NAME_MAX),
});
export const newMailingListReply = z.object({ id: z.number() });
