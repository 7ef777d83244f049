// getOffers, getOffer, createOffer, updateOffer, updateOfferLocations and getOfferAddresses of the
// endpoint table (contract/api/offers.ts; spec 2 §7). Always scoped to the caller's business;
// admin-only fields are refused (403) for business users, and the full form's fields for lite
// users, rather than silently ignored, so a console bug cannot look like a saved change.
import type { FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { OFFER_ADMIN_KEYS, OFFER_FULL_FORM_KEYS, offerRules, type OfferUpdateRequest } from '../../contract/offers';
import { offers } from '../db/schema';
import { businessOf, isAdmin, sessionOf } from '../auth/session';
import { forbidden, HttpError, notFound } from '../http-error';
import { offersToContract } from '../domain/offerRows';
import { offerAddresses } from '../domain/offerAddresses';
import { offerColumns, replaceLocationTags } from '../domain/offerWrite';
import { VALIDATION_FAILED } from '../plugins/errors';
import type { Db } from '../db/client';
import type { RouteModule } from './endpoints';

/** New offers get at least one proof task until an admin sets them. */
const DEFAULT_TASKS = ['INSTAGRAM_POST'] as const;

/** Fields outside the caller's form: admin-only ones for business users, the full form's for lite users. */
function refuseFieldsOutsideForm(request: FastifyRequest, body: OfferUpdateRequest) {
  if (isAdmin(request)) return;
  const sent = (keys: readonly (keyof OfferUpdateRequest)[]) => keys.filter((k) => body[k] !== undefined);
  const adminOnly = sent(OFFER_ADMIN_KEYS);
  if (adminOnly.length > 0) throw forbidden(`Only an admin can change ${adminOnly.join(', ')}`);
  const fullForm = sessionOf(request).userType === 'CLIENT_LITE' ? sent(OFFER_FULL_FORM_KEYS) : [];
  if (fullForm.length > 0) throw forbidden(`A lite account cannot change ${fullForm.join(', ')}`);
}

export async function ownOffer(db: Db, businessId: number, id: number) {
  const [row] = await db.select().from(offers).where(and(eq(offers.id, id), eq(offers.businessId, businessId))).limit(1);
  if (!row) throw notFound('Offer not found');
  return row;
}

/** Runs the cross-field rules of spec 2 §5 on the merged offer; a failure answers 400 with fields. */
function checkRules(value: Parameters<typeof offerRules>[0]) {
  const result = z.object({}).passthrough().superRefine((v, ctx) => offerRules(v as Parameters<typeof offerRules>[0], ctx)).safeParse(value);
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw new HttpError(400, VALIDATION_FAILED, fields);
}

const offerRoutes: RouteModule = (app) => {
  const db = app.db;
  return {
    getOffers: async (request) => {
      const rows = await db.select().from(offers).where(eq(offers.businessId, businessOf(request))).orderBy(desc(offers.createdAt), desc(offers.id));
      return offersToContract(db, rows);
    },

    getOffer: async (request) => {
      const [row] = await offersToContract(db, [await ownOffer(db, businessOf(request), request.params.id)]);
      return row;
    },

    createOffer: async (request) => {
      const businessId = businessOf(request);
      const body = request.body;
      refuseFieldsOutsideForm(request, body);
      const columns = offerColumns(body, body.offer_type);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(offers).values({
          tasks: [...DEFAULT_TASKS],
          offerStartDate: new Date(),
          ...columns,
          offerSummary: body.offer_summary,
          businessId,
          // Spec 2 §4: every new network offer starts submitted for approval.
          offerStatus: 'NEEDS_APPROVAL',
          isLite: sessionOf(request).userType === 'CLIENT_LITE',
        }).returning({ id: offers.id });
        if (body.location_tag_ids) await replaceLocationTags(tx as unknown as Db, businessId, row.id, body.location_tag_ids);
        return row.id;
      });
      return { id };
    },

    updateOffer: async (request) => {
      const businessId = businessOf(request);
      const body = request.body;
      refuseFieldsOutsideForm(request, body);
      const current = await ownOffer(db, businessId, request.params.id);
      const [currentShape] = await offersToContract(db, [current]);
      const merged = { ...currentShape, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
      checkRules(merged);
      const columns = offerColumns(body, merged.offer_type);
      await db.update(offers).set({ ...columns, updatedAt: new Date() }).where(eq(offers.id, current.id));
      if (body.location_tag_ids) await replaceLocationTags(db, businessId, current.id, body.location_tag_ids);
      const [row] = await offersToContract(db, [await ownOffer(db, businessId, current.id)]);
      return row;
    },

    updateOfferLocations: async (request) => {
      const businessId = businessOf(request);
      const current = await ownOffer(db, businessId, request.params.id);
      await db.transaction(async (tx) => replaceLocationTags(tx as unknown as Db, businessId, current.id, request.body.locationTagIds));
      return { ok: true as const };
    },

    getOfferAddresses: async (request) => {
      const current = await ownOffer(db, businessOf(request), request.params.offerId);
      return offerAddresses(db, current.id, current.businessId);
    },
  };
};

export default offerRoutes;
