// The value items of each business summed per local month (issue 20 item 1): what the ring and
// the bars need (dashboard/current, dashboard/monthly), kept by the statement triggers of
// migration 0021 in the same transaction as every change to value_items, and rebuilt for a
// business when its time zone changes. Counts and the vouchers' own ticket cents, not money: the
// dollars are priced at read time with the business's current settings (domain/value.ts).
import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { businesses } from './core';

export const valueMonths = pgTable('value_months', {
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  /** The first day of the month in the business's time zone. */
  month: date('month').notNull(),
  /** Value items whose activity date falls in the month. */
  items: integer('items').notNull().default(0),
  /** Their counted proofs, reviews among them. */
  proofs: integer('proofs').notNull().default(0),
  reviews: integer('reviews').notNull().default(0),
  /** Redeemed vouchers with their own ticket value: the sum of those values. */
  redeemedOwnCents: bigint('redeemed_own_cents', { mode: 'number' }).notNull().default(0),
  /** Redeemed vouchers without one: priced at the average ticket value. */
  redeemedDefault: integer('redeemed_default').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.businessId, t.month] })]);
