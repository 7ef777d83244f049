// Shapes shared by many API areas.
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
export const okReply = z.object({ ok: z.literal(true) });
export const isoDateTime = z.string().describe('ISO 8601 timestamp');
