// Every PIN lookup at the counter (issue 36 finding 3): the rate limits per login and per business
// and the lockout after repeated misses count these rows, so every server on one database shares
// them; the misses stay for the business to see who typed wrong PINs and when.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, businesses } from './core';

export const voucherLookups = pgTable('voucher_lookups', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  /** The login (sessions.id) that looked: the per-token limit and lockout. */
  sessionId: text('session_id').notNull(),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** False until the lookup found a voucher: a miss. */
  found: boolean('found').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('voucher_lookups_business_idx').on(t.businessId, t.createdAt)]);
