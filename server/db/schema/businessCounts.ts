// Per-business counters for `businesses/voucherActivity` (spec 1 §2: the dashboard's intro shows
// until a business has proofs or redeemed vouchers; issue 20 item 1): kept by the statement
// triggers of migration 0020 in the same transaction as every change to proofs and vouchers, so
// the answer is one primary-key read instead of counting a business's every proof. A business
// without a row has no proofs and no redeemed vouchers.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { businesses } from './core';

export const businessCounts = pgTable('business_counts', {
  businessId: integer('business_id').primaryKey().references(() => businesses.id, { onDelete: 'cascade' }),
  /** Proofs not deleted (denied ones included: they were submitted). */
  proofs: integer('proofs').notNull().default(0),
  /** Vouchers with a redemption date. */
  redeemedVouchers: integer('redeemed_vouchers').notNull().default(0),
});
