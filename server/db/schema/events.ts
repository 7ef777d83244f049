// The transactional outbox of domain events (issue 35; docs/decisions/0250-events-outbox.md): a
// business change writes its event row in the same transaction, and the event's handlers run
// after the commit on whichever server takes the row (FOR UPDATE SKIP LOCKED with a lease), with
// retries and backoff, until DONE, or DEAD after too many failures (admins see those).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type DomainEventStatus = 'PENDING' | 'DONE' | 'DEAD';

export const domainEvents = pgTable('domain_events', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  businessId: integer('business_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  status: text('status').$type<DomainEventStatus>().notNull().default('PENDING'),
  /** Not handled before this instant: a review's message waits out its undo window. */
  runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  /** The lease of the server handling it: another server may take the event once it has passed. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
}, (t) => [
  index('domain_events_pending_idx').on(t.runAfter).where(sql`${t.status} = 'PENDING'`),
  index('domain_events_dead_idx').on(t.createdAt).where(sql`${t.status} = 'DEAD'`),
]);
