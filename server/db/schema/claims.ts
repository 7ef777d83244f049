// A customer's walk through a sway campaign's flow (issue 12, DESIGN §6). The row is the
// resumable state behind the claim cookie: the step reached, the screenshot and what the steps
// collected. Completing it writes exactly one proof (proof_id is unique) in one transaction.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './core';
import { locations } from './locations';
import { proofs, vouchers } from './proofs';
import { swayOffers } from './sway';

/** What the hint's background reading found, for one uploaded screenshot. */
export interface ClaimHintRow {
  imageUrl: string;
  state: 'reading' | 'done' | 'unavailable';
  /** The required tags not seen, as the customer writes them (#tag, @name, word). */
  missing: string[];
  startedAt: string;
  doneAt?: string;
}

export const claims = pgTable('claims', {
  /** 32 random base64url characters: the claim cookie's value. */
  id: text('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  swayOfferId: integer('sway_offer_id').notNull().references(() => swayOffers.id, { onDelete: 'cascade' }),
  /** The short link code the customer came through. */
  linkCode: text('link_code').notNull(),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  /** The flow screen the customer is on (FLOW_SCREENS). */
  step: text('step').notNull(),
  /** The public URL of the screenshot upload this claim was granted, then confirmed. */
  grantedImageUrl: text('granted_image_url'),
  imageUrl: text('image_url'),
  uploadGrants: integer('upload_grants').notNull().default(0),
  /** The contact step's answers, kept if the step is refused so nothing typed is lost. */
  answers: jsonb('answers').$type<Record<string, string>>(),
  /** The screenshot's reading for the contact step's hint (domain/claims/hint.ts): for which image, and what it could not see. */
  hint: jsonb('hint').$type<ClaimHintRow>(),
  proofId: integer('proof_id').unique('claims_proof_uq').references(() => proofs.id, { onDelete: 'set null' }),
  voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [index('claims_sway_offer_idx').on(t.swayOfferId, t.createdAt)]);
