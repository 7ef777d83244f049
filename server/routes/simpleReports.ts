// The simple reports of the endpoint table (contract/api/simpleReports.ts; spec 3 §7 "Simple
// reports"): the catalogue, a report's last 30 runs, the download, the four generate calls (each
// checks the report takes its kind of parameters, then starts a background run:
// server/domain/simpleReports/run.ts) and the offer search of the OFFER parameters.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { SIMPLE_REPORT_MESSAGES, type ReportQueryType } from '../../contract/simpleReports';
import { offers, swayOffers } from '../db/schema';
import { containsPattern, queryRows } from '../db/sql';
import { businessOf, sessionOf } from '../auth/session';
import { HttpError, notFound } from '../http-error';
import type { ReportContext } from '../domain/simpleReports/catalogue';
import { listReportDefinitions, reportDefinition, syncReportDefinitions } from '../domain/simpleReports/definitions';
import { reportsDir, runsOf, startRun } from '../domain/simpleReports/run';
import { recordEvent } from '../domain/events/outbox';
import type { RouteModule } from './endpoints';
import type { FastifyRequest } from 'fastify';

/** 'attachment' with the name in ASCII and, for other letters, RFC 5987's UTF-8 form. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const simpleReportRoutes: RouteModule = async (app) => {
  const db = app.db;
  await syncReportDefinitions(db);

  /** The definition, which must take this kind of parameters. */
  const definitionFor = async (id: number, type: ReportQueryType) => {
    const found = await reportDefinition(db, id);
    if (!found) throw notFound(SIMPLE_REPORT_MESSAGES.notFound);
    if (found.query_type !== type) throw new HttpError(400, SIMPLE_REPORT_MESSAGES.wrongType);
    return found;
  };

  const generate = async (request: FastifyRequest, id: number, type: ReportQueryType, ctx: ReportContext, label: string) => {
    const definition = await definitionFor(id, type);
    const businessId = ctx.businessId;
    // The run and its event commit together; whichever server takes the event writes the file (issue 35).
    return db.transaction(async (tx) => {
      const run = await startRun(tx as unknown as typeof db, {
        businessId, reportId: definition.id, reportName: definition.query_name, parameters: ctx, label, accountId: sessionOf(request).accountId,
      });
      await recordEvent(tx, { type: 'REPORT_REQUESTED', businessId, payload: { runId: run.id, businessId, reportId: definition.id, fileName: run.file_name, ctx } });
      return run;
    });
  };

  return {
    listSimpleReports: async () => listReportDefinitions(db),

    listReportRuns: async (request) => {
      if (!(await reportDefinition(db, request.params.id))) throw notFound(SIMPLE_REPORT_MESSAGES.notFound);
      return runsOf(db, businessOf(request), { reportId: request.params.id });
    },

    downloadReport: async (request, reply) => {
      const [run] = await runsOf(db, businessOf(request), { fileName: request.params.file });
      if (!run) throw notFound(SIMPLE_REPORT_MESSAGES.notFound);
      if (run.status === 'RUNNING') throw new HttpError(409, SIMPLE_REPORT_MESSAGES.notReady);
      if (run.status === 'FAILED') throw new HttpError(409, SIMPLE_REPORT_MESSAGES.failed);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(run.download_name))
        .send(createReadStream(path.join(reportsDir(app.config.dataDir), run.file_name)));
    },

    generateReport: async (request) =>
      generate(request, request.params.id, 'FLAT', { businessId: businessOf(request) }, ''),

    generateOfferReport: async (request) => {
      const businessId = businessOf(request);
      const { id, offerId } = request.params;
      const [offer] = await db.select({ summary: offers.offerSummary }).from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
      if (!offer) throw notFound(SIMPLE_REPORT_MESSAGES.offerNotFound);
      return generate(request, id, 'OFFER', { businessId, offerId }, `Offer ${offerId}: ${offer.summary}`);
    },

    generateSwayOfferReport: async (request) => {
      const businessId = businessOf(request);
      const { id, swayOfferId } = request.params;
      const [swayOffer] = await db.select({ summary: swayOffers.offerSummary }).from(swayOffers)
        .where(and(eq(swayOffers.id, swayOfferId), eq(swayOffers.businessId, businessId)));
      if (!swayOffer) throw notFound(SIMPLE_REPORT_MESSAGES.swayOfferNotFound);
      return generate(request, id, 'SWAY_OFFER', { businessId, swayOfferId }, `Sway offer ${swayOfferId}: ${swayOffer.summary}`);
    },

    generateAddressReport: async (request) => {
      const { id, long, lat, distance, redeemAfter } = request.params;
      const label = `${distance} miles of ${lat.toFixed(4)}, ${long.toFixed(4)}; redeemed after ${redeemAfter}`;
      return generate(request, id, 'ADDRESS', { businessId: businessOf(request), address: { long, lat, distance, redeemAfter } }, label);
    },

    lookupOffer: async (request) => {
      const { text } = request.params;
      const asId = /^\d{1,9}$/.test(text) ? Number(text) : 0;
      return queryRows<{ id: number; offer_summary: string; offer_status: string }>(db, sql`
        select id, offer_summary, offer_status::text from offers
        where business_id = ${businessOf(request)} and (id = ${asId} or offer_summary ilike ${containsPattern(text)})
        order by (id = ${asId}) desc, created_at desc, id desc limit 20`);
    },
  };
};

export default simpleReportRoutes;
