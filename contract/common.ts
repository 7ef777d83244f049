// Shapes shared by many API areas.
import './zodMessages';
import { z } from 'zod';

/** The spec's domain-error convention: a 200 (or 4xx) body with an `error` text. */
export const errorReply = z.object({ error: z.string() });
export type ErrorReply = z.infer<typeof errorReply>;

/** 400 answer of a failed body/params/query validation: one message per field. */
export const validationErrorReply = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()),
});

/** A row id in a path: a positive integer that fits PostgreSQL's serial (int4), else a 400, not a database error. */
export const serialId = z.coerce.number().int().positive().max(2147483647, 'Not a valid id');
export const idParams = z.object({ id: serialId });
/** The last millisecond a date parameter may name: 9999-12-31T23:59:59.999Z (a JavaScript date reaches 8.64e15 ms, but nothing the product shows lies past year 9999). */
export const MAX_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** A moment as milliseconds since 1970 (a path parameter): whole, not negative, a valid date (issue 36 finding 4). */
export const epochMillis = z.coerce.number().int().min(0).max(MAX_EPOCH_MS, 'Not a valid time');
export const okReply = z.object({ ok: z.literal(true) });
export const isoDateTime = z.string().describe('ISO 8601 timestamp');

// ISO 8601 (extended format): a calendar date with day or month precision, optionally a time of
// day with minutes, seconds and a fraction, and an offset (Z, +hh, +hhmm, +hh:mm).
const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?)?)?$/;

/** True for an ISO 8601 date ('2026-11', '2026-11-15') or date-time ('2026-11-01T00:00:00.000Z') that exists. */
export function isIsoDateOrDateTime(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, sec, , oh, om] = m;
  const month = Number(mo);
  if (month < 1 || month > 12) return false;
  if (d !== undefined) {
    const day = Number(d);
    if (day < 1 || day > new Date(Date.UTC(Number(y), month, 0)).getUTCDate()) return false;
  }
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || (sec !== undefined && Number(sec) > 59))) return false;
  return oh === undefined || (Number(oh) <= 14 && (om === undefined || Number(om) <= 59));
}

/**
 * A month in a path: any ISO 8601 date or date-time, answered as the first day of the month its
 * date part names ('2026-11-01T00:00:00.000Z' and '2026-11-17' are both '2026-11-01'). The date
 * as written, not converted to UTC: months are the business's, which the sender meant.
 */
export const isoMonthParam = z.string()
  .refine(isIsoDateOrDateTime, 'Must be an ISO 8601 date or date-time, such as 2026-11-01')
  .transform((value) => `${value.slice(0, 7)}-01`)
  .describe('any ISO 8601 date or date-time; the month it names');
