// The answers kept for an Idempotency-Key (issue 35), shared by every server on one database
// (server/plugins/idempotencyTable.ts): a row is inserted when a keyed change starts, holds its
// answer once it succeeded, and is deleted when it was refused. An unfinished row is its server's
// for lease_until, which that server renews while the change runs; past it another server may run
// the change. Rows are kept for 15 minutes from created_at, then pruned.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable('idempotency_keys', {
  /** sha256 (base64url) of caller, method, path, key and body. */
  key: text('key').primaryKey(),
  /** The request that runs or ran the change: its server's id and a number. */
  owner: text('owner').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The answer, null while the change runs. */
  status: integer('status'),
  contentType: text('content_type'),
  payload: text('payload'),
}, (t) => [index('idempotency_keys_created_idx').on(t.createdAt)]);
