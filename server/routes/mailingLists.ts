// The mailing lists of the endpoint table (contract/api/adminTools.ts; spec 3 §7 "Mailing lists"):
// GET mailingList/, POST mailingList/new/{type}/{name}, DELETE mailingList/{id} (archives). Lists
// belong to the business the admin works in; another business's id answers like a missing one.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MAILING_LIST_MESSAGES } from '../../contract/mailingLists';
import { mailingListEntries, mailingLists } from '../db/schema';
import { businessOf } from '../auth/session';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

type Row = typeof mailingLists.$inferSelect;

const toList = (l: Row, entries: number) => ({
  id: l.id, created_at: l.createdAt.toISOString(), name: l.name, mailing_list_type: l.mailingListType,
  mailing_list_status: l.mailingListStatus, entries,
});

const mailingListRoutes: RouteModule = (app) => {
  const db = app.db;
  const entriesOf = async (id: number) =>
    (await db.select({ n: count() }).from(mailingListEntries).where(eq(mailingListEntries.mailingListId, id)))[0]?.n ?? 0;

  return {
    listMailingLists: async (request) => {
      const rows = await db.select({ list: mailingLists, entries: count(mailingListEntries.id) }).from(mailingLists)
        .leftJoin(mailingListEntries, eq(mailingListEntries.mailingListId, mailingLists.id))
        .where(and(eq(mailingLists.businessId, businessOf(request)), ne(mailingLists.mailingListStatus, 'ARCHIVED')))
        .groupBy(mailingLists.id)
        .orderBy(desc(mailingLists.createdAt), desc(mailingLists.id));
      return rows.map((r) => toList(r.list, Number(r.entries)));
    },

    createMailingList: async (request) => {
      const { type, name } = request.params;
      const [row] = await db.insert(mailingLists)
        .values({ businessId: businessOf(request), name, mailingListType: type }).returning({ id: mailingLists.id });
      return { id: row.id };
    },

    archiveMailingList: async (request) => {
      const [row] = await db.update(mailingLists).set({ mailingListStatus: 'ARCHIVED' })
        .where(and(eq(mailingLists.id, request.params.id), eq(mailingLists.businessId, businessOf(request)))).returning();
      if (!row) throw notFound(MAILING_LIST_MESSAGES.notFound);
      return toList(row, Number(await entriesOf(row.id)));
    },
  };
};

export default mailingListRoutes;
