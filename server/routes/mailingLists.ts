// The mailing lists of the endpoint table (contract/api/adminTools.ts; spec 3 §7 "Mailing lists"):
// GET mailingList/, POST mailingList/new/{type}/{name}, POST mailingList/attachFile/{id} (a CSV
// file, imported in the background: server/domain/mailingListImport.ts), DELETE mailingList/{id}
// (archives). Lists belong to the business the admin works in; another business's id answers
// like a missing one.
import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import {
  MAILING_LIST_FILE_MAX_BYTES, MAILING_LIST_IMPORT_MESSAGES, MAILING_LIST_MESSAGES, type MailingList, type MailingListStatus,
} from '../../contract/mailingLists';
import { mailingLists } from '../db/schema';
import { queryRows } from '../db/sql';
import { businessOf } from '../auth/session';
import { HttpError, notFound } from '../http-error';
import { ATTACH_LIMITS, receiveFile } from '../domain/mailingListFile';
import { entriesOf, startImport } from '../domain/mailingListImport';
import { recordEvent } from '../domain/events/outbox';
import type { RouteModule } from './endpoints';

interface ListRow {
  id: number; created_at: Date | string; name: string; mailing_list_type: 'File' | 'Survey'; mailing_list_status: MailingListStatus;
  entries: number; file_name: string | null; bytes: number | string | null; bytes_read: number | string | null; rows_read: number;
  imported: number; duplicates_in_file: number; duplicates_in_list: number; bad_rows: number; errors: string[] | null;
  message: string | null; committed: boolean;
}

const toList = (r: ListRow): MailingList => ({
  id: r.id, created_at: new Date(r.created_at).toISOString(), name: r.name, mailing_list_type: r.mailing_list_type,
  mailing_list_status: r.mailing_list_status, entries: Number(r.entries),
  last_import: r.file_name === null ? null : {
    file_name: r.file_name,
    // 100 only once imported: a failed import keeps the share it had read (issue 36 finding 11).
    progress: r.committed ? 100 : Math.min(99, Math.floor((100 * Number(r.bytes_read)) / Math.max(1, Number(r.bytes)))),
    rows_read: r.rows_read, imported: r.imported, duplicates_in_file: r.duplicates_in_file, duplicates_in_list: r.duplicates_in_list,
    bad_rows: r.bad_rows, errors: r.errors ?? [], message: r.message,
  },
});

/** Whether the declared size already says the file is too large (multipart framing adds a little). */
const declaredTooLarge = (header: string | undefined) => Number(header) > MAILING_LIST_FILE_MAX_BYTES + 64 * 1024;

const mailingListRoutes: RouteModule = (app) => {
  const db = app.db;
  const listsOf = async (businessId: number, id?: number) => (await queryRows<ListRow>(db, sql`
    select l.id, l.created_at, l.name, l.mailing_list_type, l.mailing_list_status,
      ${entriesOf(sql.raw('l'))} as entries,
      i.file_name, i.bytes, i.bytes_read, i.rows_read, i.imported, i.duplicates_in_file, i.duplicates_in_list, i.bad_rows,
      i.errors, i.message, (i.committed_at is not null) as committed
    from mailing_lists l
    left join lateral (select * from mailing_list_imports i where i.mailing_list_id = l.id order by i.id desc limit 1) i on true
    where l.business_id = ${businessId} and ${id === undefined ? sql`l.mailing_list_status <> 'ARCHIVED'` : sql`l.id = ${id}`}
    order by l.created_at desc, l.id desc`)).map(toList);

  return {
    listMailingLists: async (request) => listsOf(businessOf(request)),

    createMailingList: async (request) => {
      const { type, name } = request.params;
      const [row] = await db.insert(mailingLists)
        .values({ businessId: businessOf(request), name, mailingListType: type }).returning({ id: mailingLists.id });
      return { id: row.id };
    },

    attachMailingListFile: async (request) => {
      const [list] = await db.select().from(mailingLists)
        .where(and(eq(mailingLists.id, request.params.id), eq(mailingLists.businessId, businessOf(request))));
      if (!list) throw notFound(MAILING_LIST_MESSAGES.notFound);
      if (list.mailingListStatus === 'ARCHIVED') throw new HttpError(409, MAILING_LIST_IMPORT_MESSAGES.archived);
      if (list.mailingListType !== 'File') throw new HttpError(409, MAILING_LIST_IMPORT_MESSAGES.surveyList);
      if (list.mailingListStatus === 'PROCESSING') throw new HttpError(409, MAILING_LIST_IMPORT_MESSAGES.running);
      if (declaredTooLarge(request.headers['content-length'])) throw new HttpError(413, MAILING_LIST_IMPORT_MESSAGES.tooLarge);
      if (!request.isMultipart()) throw new HttpError(400, MAILING_LIST_IMPORT_MESSAGES.noFile);
      const file = await request.file({ limits: ATTACH_LIMITS });
      if (!file || file.fieldname !== 'csvFile') {
        file?.file.resume();
        throw new HttpError(400, MAILING_LIST_IMPORT_MESSAGES.noFile);
      }
      const fileName = file.filename.slice(0, 200) || 'file.csv';
      const stored = await receiveFile(file, app.config.dataDir);
      try {
        // The import and its event commit together: whichever server takes the event runs it (issue 35).
        await db.transaction(async (tx) => {
          const importId = await startImport(tx as unknown as typeof db, list.id, fileName, stored.bytes);
          await recordEvent(tx, { type: 'MAILING_LIST_IMPORT_REQUESTED', businessId: list.businessId, payload: { importId, listId: list.id, fileName, path: stored.path } });
        });
      } catch (err) {
        await rm(stored.path, { force: true });
        throw err;
      }
      const mb = (stored.bytes / (1024 * 1024)).toFixed(1);
      return { message: `${fileName} received (${mb} MB): importing it now; the list turns READY when it is done`, errors: [] };
    },

    archiveMailingList: async (request) => {
      const [row] = await db.update(mailingLists).set({ mailingListStatus: 'ARCHIVED' })
        .where(and(eq(mailingLists.id, request.params.id), eq(mailingLists.businessId, businessOf(request)))).returning();
      if (!row) throw notFound(MAILING_LIST_MESSAGES.notFound);
      const [archived] = await listsOf(row.businessId, row.id);
      return archived;
    },
  };
};

export default mailingListRoutes;
