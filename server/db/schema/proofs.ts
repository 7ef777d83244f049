// Customers (the locals), vouchers and proofs (spec 1 §3 Proof, voucher details; spec 3 §3 Sway proof).
// A voucher is earned by one or more proofs of the same customer and redeemed at a location.
// Sway proofs (is_sway) belong to a sway offer and are reviewed by an admin (review_status).
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, businesses } from './core';
import type { ProofType, ReviewStatus } from './enums';
import { locations } from './locations';
import { offers } from './offers';
import { swayOffers } from './sway';

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  email: text('email'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('customers_business_email_idx').on(t.businessId, sql`lower(${t.email})`)]);

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  /** Where it was redeemed, when known. */
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  dateRedeemed: timestamp('date_redeemed', { withTimezone: true }),
  /** Ticket value when known; otherwise the business's average ticket value applies. */
  valueCents: integer('value_cents'),
  /** A voucher earned in a sway campaign's claim flow (issue 12). */
  swayOfferId: integer('sway_offer_id').references(() => swayOffers.id, { onDelete: 'set null' }),
  /** The unguessable key of the customer's voucher page /v/{key}; the QR code carries it. */
  publicKey: text('public_key').unique('vouchers_public_key_uq'),
  /** The short number staff type at the counter; unique among the business's vouchers. */
  pin: text('pin'),
  redeemedBy: integer('redeemed_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** A network offer's voucher: the location it was granted for (counted per location per month). */
  grantedLocationId: integer('granted_location_id').references(() => locations.id, { onDelete: 'set null' }),
  /** A network offer's survey answers, by question. */
  answers: jsonb('answers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('vouchers_business_redeemed_idx').on(t.businessId, t.dateRedeemed),
  uniqueIndex('vouchers_business_pin_uq').on(t.businessId, t.pin).where(sql`${t.pin} is not null`),
  index('vouchers_offer_granted_idx').on(t.offerId, t.grantedLocationId, t.createdAt),
  index('vouchers_customer_idx').on(t.customerId),
  index('vouchers_offer_idx').on(t.offerId),
]);

export const proofs = pgTable('proofs', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
  offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
  swayOfferId: integer('sway_offer_id').references(() => swayOffers.id, { onDelete: 'set null' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  proofType: text('proof_type').$type<ProofType>().notNull(),
  isSway: boolean('is_sway').notNull().default(false),
  /** When the post/review was made. */
  proofDate: timestamp('proof_date', { withTimezone: true }).notNull(),
  /** When it reached us; the timeline orders by it. */
  dateSubmitted: timestamp('date_submitted', { withTimezone: true }).notNull().defaultNow(),
  firstName: text('first_name'),
  email: text('email'),
  phone: text('phone'),
  /** Copy of the offer's summary at submission time. */
  offerSummary: text('offer_summary'),
  proofImageUrl: text('proof_image_url'),
  messageContent: text('message_content'),
  reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('PENDING'),
  reviewComments: text('review_comments'),
  reviewTemplateTitle: text('review_template_title'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** Feedback types the business sent to the local (constant list in code). */
  clientFeedback: text('client_feedback').array().notNull().default(sql`'{}'::text[]`),
  clientFeedbackAppUserId: integer('client_feedback_app_user_id').references(() => accounts.id, { onDelete: 'set null' }),
  clientFeedbackAt: timestamp('client_feedback_at', { withTimezone: true }),
  /** GOOD_PHOTO, GOOD_COMMENT. */
  qualityBadges: text('quality_badges').array().notNull().default(sql`'{}'::text[]`),
  /** The location of the per-location link the customer came from (claim flow). */
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  /** What the claim flow's contact step collected beyond name, e-mail and phone, by field. */
  contactData: jsonb('contact_data').$type<Record<string, string>>(),
  /** The customer agreed, at the contact step, that the business may show this post in its widgets. */
  showConsent: boolean('show_consent').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('proofs_business_submitted_idx').on(t.businessId, t.dateSubmitted.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // Timeline pages (proof/before/{ms}): an index-only scan of live proofs, so a deep offset
  // skips index entries instead of heap rows.
  index('proofs_timeline_idx').on(t.businessId, t.dateSubmitted.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
  index('proofs_business_proof_date_idx').on(t.businessId, t.proofDate),
  index('proofs_sway_offer_status_idx').on(t.swayOfferId, t.reviewStatus),
  index('proofs_voucher_idx').on(t.voucherId),
  index('proofs_customer_idx').on(t.customerId),
  index('proofs_email_idx').on(sql`lower(${t.email})`),
]);
