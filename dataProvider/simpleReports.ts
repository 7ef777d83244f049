// Simple reports (spec 3 §7 "Simple reports"): named methods over the endpoint table's entries.
// The generate call is chosen by the report's query type; the download answers the CSV text,
// which the page saves under the run's download name. Admin only on the server.
import type { ReportAddressParams } from '../contract/simpleReports';
import type { ApiCall } from './api';

/** A report's parameters, by its query type. */
export type ReportParameters =
  | { type: 'FLAT' }
  | { type: 'OFFER'; offerId: number }
  | { type: 'SWAY_OFFER'; swayOfferId: number }
  | ({ type: 'ADDRESS' } & Omit<ReportAddressParams, 'id'>);

export function simpleReportsMethods(api: ApiCall) {
  return {
    listSimpleReports: () => api('listSimpleReports'),
    listReportRuns: (id: number) => api('listReportRuns', { params: { id } }),
    /** The CSV file, as the Blob the HTTP client keeps an attachment in. */
    downloadReport: async (file: string): Promise<Blob> => {
      const reply: unknown = await api('downloadReport', { params: { file } });
      return reply instanceof Blob ? reply : new Blob([String(reply)], { type: 'text/csv' });
    },
    lookupOffer: (text: string, signal?: AbortSignal) => api('lookupOffer', { params: { text }, signal }),
    generateReport: (id: number, p: ReportParameters) => {
      switch (p.type) {
        case 'FLAT': return api('generateReport', { params: { id } });
        case 'OFFER': return api('generateOfferReport', { params: { id, offerId: p.offerId } });
        case 'SWAY_OFFER': return api('generateSwayOfferReport', { params: { id, swayOfferId: p.swayOfferId } });
        case 'ADDRESS': {
          const { long, lat, distance, redeemAfter } = p;
          return api('generateAddressReport', { params: { id, long, lat, distance, redeemAfter } });
        }
      }
    },
  };
}
