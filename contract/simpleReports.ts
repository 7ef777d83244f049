// Simple reports (spec 3 §2 Simple Reports, §3, §5, §7, §9): ready-made queries an admin runs for
// the business it works in. A run is a background job that writes a CSV file; the 30 most recent
// runs of a report stay downloadable.
import { z } from 'zod';
import { isoDateTime, serialId } from './common';

export const REPORT_QUERY_TYPES = ['FLAT', 'OFFER', 'SWAY_OFFER', 'ADDRESS'] as const;
export type ReportQueryType = (typeof REPORT_QUERY_TYPES)[number];

/** RUNNING (the job writes the file), READY (downloadable), FAILED (nothing to download; message says why). */
export const REPORT_RUN_STATUSES = ['RUNNING', 'READY', 'FAILED'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

/** Runs kept and listed per report and business (spec 3 §9). */
export const REPORT_HISTORY = 30;
/** ADDRESS reports (spec 3 §9): 30 miles unless the admin changes it; at most this far. */
export const DEFAULT_DISTANCE_MILES = 30;
export const MAX_DISTANCE_MILES = 500;
/** Runs of one business that may be RUNNING at once. */
export const MAX_RUNNING_REPORTS = 3;

export const SIMPLE_REPORT_MESSAGES = {
  offerRequired: 'you must an offer',
  swayOfferRequired: 'you must select a sway offer',
  noneSelected: 'no report selected',
  noParameters: 'No parameters needed',
  notFound: 'Report not found',
  offerNotFound: 'Offer not found',
  swayOfferNotFound: 'Sway offer not found',
  wrongType: 'This report takes other parameters: choose it again',
  tooMany: `${MAX_RUNNING_REPORTS} reports are already running for this business: wait until one is done`,
  notReady: 'This report is still being written: download it when it is ready',
  failed: 'This report failed: generate it again',
  addressRequired: 'Address: choose an address, or give its longitude and latitude',
  longitude: 'Longitude: a number from -180 to 180',
  latitude: 'Latitude: a number from -90 to 90',
  distance: `Distance: more than 0 and at most ${MAX_DISTANCE_MILES} miles`,
  redeemAfter: 'Redeemed after: a date as YYYY-MM-DD, not in the future',
  restarted: 'The report stopped when the server restarted: generate it again',
} as const;

/** The start of the month nine months before `today` (spec 3 §9), as YYYY-MM-DD. */
export function defaultRedeemAfter(today: Date): string {
  const start = new Date(today.getFullYear(), today.getMonth() - 9, 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-01`;
}

export const simpleReport = z.object({
  id: z.number(),
  query_name: z.string(),
  query_description: z.string(),
  query_type: z.enum(REPORT_QUERY_TYPES),
});
export type SimpleReport = z.infer<typeof simpleReport>;

export const reportRun = z.object({
  id: z.number(),
  report_id: z.number(),
  report_name: z.string(),
  report_date: isoDateTime,
  /** The stored file, for GET simpleReports/report/{file}. */
  file_name: z.string(),
  /** What the download is saved as: '{report}_{brand}_{date}.csv'. */
  download_name: z.string(),
  /** The parameters in words ('Offer 12: Free coffee', '30 miles of 40.7128, -74.0060, redeemed after 2026-02-01'). */
  parameters: z.string(),
  status: z.enum(REPORT_RUN_STATUSES),
  /** 0-100 while RUNNING, 100 once READY. */
  progress: z.number(),
  rows: z.number(),
  message: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRun>;

export const reportIdParams = z.object({ id: serialId });
export const reportFileParams = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.csv$/, SIMPLE_REPORT_MESSAGES.notFound),
});
export const reportOfferParams = z.object({ id: serialId, offerId: serialId });
export const reportSwayOfferParams = z.object({ id: serialId, swayOfferId: serialId });

const today = () => new Date().toISOString().slice(0, 10);
export const reportAddressParams = z.object({
  id: serialId,
  long: z.coerce.number({ error: SIMPLE_REPORT_MESSAGES.longitude }).min(-180, SIMPLE_REPORT_MESSAGES.longitude).max(180, SIMPLE_REPORT_MESSAGES.longitude),
  lat: z.coerce.number({ error: SIMPLE_REPORT_MESSAGES.latitude }).min(-90, SIMPLE_REPORT_MESSAGES.latitude).max(90, SIMPLE_REPORT_MESSAGES.latitude),
  distance: z.coerce.number({ error: SIMPLE_REPORT_MESSAGES.distance })
    .gt(0, SIMPLE_REPORT_MESSAGES.distance).max(MAX_DISTANCE_MILES, SIMPLE_REPORT_MESSAGES.distance),
  redeemAfter: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SIMPLE_REPORT_MESSAGES.redeemAfter)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && d >= '2000-01-01' && d <= today(), SIMPLE_REPORT_MESSAGES.redeemAfter),
});
export type ReportAddressParams = z.infer<typeof reportAddressParams>;

/** GET offer/lookupOffer/{text}: the business's offers whose summary or id matches. */
export const offerLookupParams = z.object({ text: z.string().trim().min(1).max(100) });
export const offerLookupReply = z.array(z.object({ id: z.number(), offer_summary: z.string(), offer_status: z.string() }));
export type OfferLookup = z.infer<typeof offerLookupReply>[number];
