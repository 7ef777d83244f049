// Simple reports (spec 3 §2 Simple Reports, §7 "Simple reports"): ADMIN only whatever the
// console's route guard shows (spec 3 §6; /simpleReports only asks for a token). Reports read the
// business the admin works in; a generate call starts a background run and answers it RUNNING.
import { z } from 'zod';
import { errorReply } from '../common';
import {
  offerLookupParams, offerLookupReply, reportAddressParams, reportFileParams, reportIdParams, reportOfferParams, reportRun,
  reportSwayOfferParams, simpleReport,
} from '../simpleReports';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const definition = { param: 'id', entity: 'global' } as const;
const started = { 200: reportRun, 404: errorReply, 409: errorReply };
const tag = 'simpleReports';

export const simpleReportEndpoints = {
  listSimpleReports: endpoint({
    method: 'GET', path: 'simpleReports/available', access: ADMIN, tag,
    summary: 'Every report an admin can run, shown as "{query_name} : {query_description}"; query_type says which parameters it takes.',
    responses: { 200: z.array(simpleReport) },
  }),
  listReportRuns: endpoint({
    method: 'GET', path: 'simpleReports/runReportsForQuery/{id}', access: ADMIN, tag,
    summary: "The 30 most recent runs of a report for the current business, newest first, with a running run's progress.",
    params: reportIdParams, responses: { 200: z.array(reportRun), 404: errorReply }, owns: definition,
  }),
  downloadReport: endpoint({
    method: 'GET', path: 'simpleReports/report/{file}', access: ADMIN, tag,
    summary: "A READY run's CSV file (text/csv), saved as '{report}_{brand}_{date}.csv'. 409 while it is still written.",
    params: reportFileParams, responses: { 200: z.string(), 404: errorReply, 409: errorReply },
  }),
  generateReport: endpoint({
    method: 'PUT', path: 'simpleReports/generate/{id}', access: ADMIN, tag,
    summary: 'Run a FLAT report (no parameters).', params: reportIdParams, responses: started, owns: definition,
  }),
  generateOfferReport: endpoint({
    method: 'PUT', path: 'simpleReports/generateForOffer/{id}/{offerId}', access: ADMIN, tag,
    summary: 'Run an OFFER report for one offer of the current business.',
    params: reportOfferParams, responses: started, owns: { param: 'offerId', entity: 'offer' },
  }),
  generateSwayOfferReport: endpoint({
    method: 'PUT', path: 'simpleReports/generateForSwayOffer/{id}/{swayOfferId}', access: ADMIN, tag,
    summary: 'Run a SWAY_OFFER report for one Sway offer of the current business.',
    params: reportSwayOfferParams, responses: started, owns: { param: 'swayOfferId', entity: 'swayOffer' },
  }),
  generateAddressReport: endpoint({
    method: 'PUT', path: 'simpleReports/generateForAddress/{id}/{long}/{lat}/{distance}/{redeemAfter}', access: ADMIN, tag,
    summary: 'Run an ADDRESS report: a point (longitude, latitude), a distance in miles (at most 500) and a redeemed-after date (YYYY-MM-DD).',
    params: reportAddressParams, responses: started, owns: definition,
  }),
  lookupOffer: endpoint({
    method: 'GET', path: 'offer/lookupOffer/{text}', access: ADMIN, tag,
    summary: "The current business's offers whose summary contains the text, or whose id it is (at most 20).",
    params: offerLookupParams, responses: { 200: offerLookupReply },
  }),
};
