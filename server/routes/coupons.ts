// POST coupon/codeList/{sway|network}, POST coupon/addCodes/{codeListId}, GET coupon/codeLists,
// GET coupon/swayCodeLists (spec 2 §7). Lists, offers and codes are always of the caller's business.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { errorReply, validationErrorReply } from '../../contract/common';
import {
  addCodesParams, addCodesReply, addCodesRequest, codeListCreateParams, codeListCreateRequest, codeListRow, codeListsReply,
} from '../../contract/coupons';
import { codeLists, offers, swayOffers } from '../db/schema';
import { businessOf } from '../auth/session';
import { notFound } from '../http-error';
import { importCodes } from '../domain/codeImport';
import { listCodeLists } from '../domain/codeLists';

/** 100,000 codes with their line numbers are about 4 MB of JSON. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/coupon/codeList/:kind', {
    config: { access: 'anyUser' },
    schema: { tags: ['coupons'], params: codeListCreateParams, body: codeListCreateRequest, response: { 200: codeListRow, 400: validationErrorReply, 404: errorReply } },
  }, async (request) => {
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
  });

  r.post('/coupon/addCodes/:codeListId', {
    config: { access: 'anyUser' },
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { tags: ['coupons'], params: addCodesParams, body: addCodesRequest, response: { 200: addCodesReply, 400: validationErrorReply, 404: errorReply } },
  }, async (request) => {
    const businessId = businessOf(request);
    const [list] = await db.select({ id: codeLists.id }).from(codeLists)
      .where(and(eq(codeLists.id, request.params.codeListId), eq(codeLists.businessId, businessId))).limit(1);
    if (!list) throw notFound('Code list not found');
    return importCodes(db, list.id, request.body.codes);
  });

  r.get('/coupon/codeLists', {
    config: { access: 'anyUser' },
    schema: { tags: ['coupons'], response: { 200: codeListsReply } },
  }, async (request) => listCodeLists(db, businessOf(request), 'NETWORK'));

  r.get('/coupon/swayCodeLists', {
    config: { access: 'anyUser' },
    schema: { tags: ['coupons'], response: { 200: codeListsReply } },
  }, async (request) => listCodeLists(db, businessOf(request), 'SWAY'));
};

export default routes;
