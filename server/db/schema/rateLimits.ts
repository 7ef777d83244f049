// Rate-limit counters shared by every server on one PostgreSQL database (issue 35): a key's count
// in its current window, which ends at expires_at (server/lib/sharedRateLimits.ts).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)]);
