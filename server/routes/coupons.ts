// createCodeList, addCodes, getCodeLists and getSwayCodeLists of the endpoint table
// (contract/api/coupons.ts; spec 2 §7). Lists, offers and codes are always of the caller's business.
import { and, eq } from 'drizzle-orm';
import { codeLists, offers, swayOffers } from '../db/schema';
import { businessOf } from '../auth/session';
import { notFound } from '../http-error';
import { importCodes } from '../domain/codeImport';
import { listCodeLists } from '../domain/codeLists';
import type { RouteModule } from './endpoints';

const coupons: RouteModule = (app) => {
  const db = app.db;
  return {
    createCodeList: async (request) => {
      const businessId = businessOf(request);
      const { selectedOfferId, listName, pendingCodeTemplateId } = request.body;
      const sway = request.params.kind === 'sway';
      const table = sway ? swayOffers : offers;
      const [found] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, selectedOfferId), eq(table.businessId, businessId))).limit(1);
      if (!found) throw notFound('Offer not found');
      const [row] = await db.insert(codeLists).values({
        businessId, kind: sway ? 'SWAY' : 'NETWORK', listName,
        offerId: sway ? null : found.id, swayOfferId: sway ? found.id : null,
        pendingCodeTemplateId: pendingCodeTemplateId || null,
      }).returning({ id: codeLists.id });
      const [created] = await listCodeLists(db, businessId, sway ? 'SWAY' : 'NETWORK', row.id);
      return created;
    },

    addCodes: async (request) => {
      const businessId = businessOf(request);
      const [list] = await db.select({ id: codeLists.id }).from(codeLists)
        .where(and(eq(codeLists.id, request.params.codeListId), eq(codeLists.businessId, businessId))).limit(1);
      if (!list) throw notFound('Code list not found');
      return importCodes(db, list.id, request.body.codes);
    },

    getCodeLists: async (request) => listCodeLists(db, businessOf(request), 'NETWORK'),
    getSwayCodeLists: async (request) => listCodeLists(db, businessOf(request), 'SWAY'),
  };
};

export default coupons;
