// Reports (spec 1 §2 Reports, §7 analytics/actions row, §9 report ranges and count labels).
// Series definitions are in docs/decisions/0025-analytics-series.md.
import { z } from 'zod';

export const GRAPH_TYPES = ['DATE', 'OFFER', 'MARKET', 'SWAY'] as const;
export const graphType = z.enum(GRAPH_TYPES);
export type GraphType = z.infer<typeof graphType>;
export const TIME_SERIES_GROUPS = ['month', 'week'] as const;
export type TimeSeriesGroup = (typeof TIME_SERIES_GROUPS)[number];

/** DATE and SWAY are line charts over time; OFFER and MARKET are bars per offer / per city. */
export const LINE_GRAPHS: readonly GraphType[] = ['DATE', 'SWAY'];

const isCalendarDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/**
 * The longest report reaches back 52 weeks (spec 1 §9 'Year'); a start further back is refused,
 * so one request cannot ask for centuries of weekly rows (issue 19 finding 2). Two days of slack
 * cover the business's time zone and a month's 31st day.
 */
export const MAX_REPORT_DAYS = 366;
const DAY = 24 * 60 * 60 * 1000;
/** Days from the calendar day `day` to today (UTC); negative in the future. */
const daysAgo = (day: string) => Math.floor((Date.now() - Date.parse(`${day}T00:00:00Z`)) / DAY);

export const analyticsParams = z.object({
  graphType,
  startISO: z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO date')
    .refine((s) => isCalendarDay(s.slice(0, 10)), 'must be an ISO date')
    .refine((s) => !isCalendarDay(s.slice(0, 10)) || (daysAgo(s.slice(0, 10)) <= MAX_REPORT_DAYS && daysAgo(s.slice(0, 10)) >= -1),
      `must be a day within the last ${MAX_REPORT_DAYS} days`),
  timeSeriesGroup: z.enum(TIME_SERIES_GROUPS),
});

/** One bucket: a period (DATE, SWAY), an offer (OFFER) or a city and state (MARKET). Money in cents. */
export const analyticsRow = z.object({
  key: z.string(),
  label: z.string(),
  post_cents: z.number(),
  review_cents: z.number(),
  ticket_cents: z.number(),
  total_cents: z.number(),
  posts: z.number(),
  reviews: z.number(),
  vouchers: z.number(),
  /** SWAY only: sway proofs approved in the bucket (values count only approved ones). */
  approved: z.number(),
});
export type AnalyticsRow = z.infer<typeof analyticsRow>;
export const analyticsReply = z.object({
  graphType,
  timeSeriesGroup: z.enum(TIME_SERIES_GROUPS),
  start: z.string(),
  end: z.string(),
  rows: z.array(analyticsRow),
});
export type AnalyticsReply = z.infer<typeof analyticsReply>;

/** Spec 1 §9 report ranges; 90 Days is the default. */
export const REPORT_RANGES = [
  { key: 'year', label: 'Year', group: 'month' },
  { key: 'sixMonths', label: '6 months', group: 'month' },
  { key: 'ninetyDays', label: '90 Days', group: 'week' },
  { key: 'fourWeeks', label: '4 Weeks', group: 'week' },
  { key: 'monthToDate', label: 'Month to Date', group: 'week' },
] as const satisfies readonly { key: string; label: string; group: TimeSeriesGroup }[];
export type ReportRangeKey = (typeof REPORT_RANGES)[number]['key'];
export const DEFAULT_RANGE: ReportRangeKey = 'ninetyDays';

/** First day (local midnight, as YYYY-MM-DD) of a range ending today. */
export function rangeStart(key: ReportRangeKey, today: Date = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  switch (key) {
    case 'year': d.setTime(d.getTime() - 52 * 7 * DAY); break;
    case 'sixMonths': d.setMonth(d.getMonth() - 6); break;
    case 'ninetyDays': d.setTime(d.getTime() - 90 * DAY); break;
    case 'fourWeeks': d.setTime(d.getTime() - 28 * DAY); break;
    case 'monthToDate': d.setDate(1); break;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Spec 1 §9 count labels: the number below 25, 'A Few' 25-100, 'Some' up to 1000, 'Many' above. */
export function countLabel(count: number): string {
  if (count < 25) return String(count);
  if (count <= 100) return 'A Few';
  if (count <= 1000) return 'Some';
  return 'Many';
}

export { kLabel } from './kLabel';
