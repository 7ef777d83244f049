// Dashboard value items (issue 3): one row per voucher or voucherless sway proof that has an
// activity date, with the inputs of the dollar value model (value.ts). Derived data, kept exact by
// the triggers of migration 0004 in the same transaction as every change to proofs and vouchers,
// so the dashboard reads a short index range instead of re-deriving every voucher on each request.
// Money is not stored: cents are computed at read time from the business's current settings.
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businesses } from './core';

export const valueItems = pgTable('value_items', {
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  /** Set for a voucher's item (its proofs with it); null for a sway proof without a voucher. */
  voucherId: integer('voucher_id'),
  /** Set for a sway proof without a voucher. */
  proofId: integer('proof_id'),
  /** The activity date: redemption, else the first counted proof's submission. */
  at: timestamp('at', { withTimezone: true }).notNull(),
  redeemed: boolean('redeemed').notNull(),
  /** The voucher's own ticket value, when recorded. */
  valueCents: integer('value_cents'),
  /** Counted proofs (not deleted, not denied), by proof id. */
  proofTypes: text('proof_types').array().notNull(),
  imageUrls: text('image_urls').array().notNull(),
  /** The first counted proof's copy of the offer summary (min, as the live query had it). */
  offerSummary: text('offer_summary'),
  offerId: integer('offer_id'),
  swayOfferId: integer('sway_offer_id'),
  /** Review proofs among proof_types: kept by a row trigger (migration 0031) for the log's price. */
  reviews: integer('reviews').notNull().default(0),
  /**
   * The item's activity-log row as JSON text up to its offer summary and amount, which the read
   * adds (the summary may be the offer's current one, the amount the business's current prices):
   * kept by a row trigger (migration 0031; domain/activity.ts reads it).
   */
  logHead: text('log_head').notNull().default(''),
}, (t) => [
  uniqueIndex('value_items_voucher_idx').on(t.voucherId),
  uniqueIndex('value_items_proof_idx').on(t.proofId),
  index('value_items_business_at_idx').on(t.businessId, t.at),
  check('value_items_one_source', sql`(${t.voucherId} is null) <> (${t.proofId} is null)`),
]);
