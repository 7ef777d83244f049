// Sway (campaign) offers, their claim flow, proof review templates and e-mail templates (spec 3 §3).
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, serial, text, timestamp,
} from 'drizzle-orm/pg-core';
import { businesses } from './core';
import { flowEndTypeEnum, reviewTemplateTypeEnum } from './enums';
import type { ProofType } from './enums';
import type {
  ClaimData, ContactInfoData, ProofRequirementsData, SideEffectData, VoucherData, WhatsNextData,
} from './flow-types';

export const swayOffers = pgTable('sway_offers', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  offerSummary: text('offer_summary').notNull(),
  internalNotes: text('internal_notes'),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  offerImageUrl: text('offer_image_url'),
  /** offer_status is derived: expired -> COMPLETE, else ACTIVE. */
  expired: boolean('expired').notNull().default(false),
  hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
  instagramMentions: text('instagram_mentions').array().notNull().default(sql`'{}'::text[]`),
  facebookMentions: text('facebook_mentions').array().notNull().default(sql`'{}'::text[]`),
  tiktokMentions: text('tiktok_mentions').array().notNull().default(sql`'{}'::text[]`),
  googleReviewUrl: text('google_review_url'),
  facebookReviewUrl: text('facebook_review_url'),
  /** Example screenshots shown to customers, by proof task type (spec 3 §2 campaign panel). */
  proofSampleImages: jsonb('proof_sample_images').$type<Partial<Record<ProofType, string>>>().notNull().default(sql`'{}'::jsonb`),
  shortUrlId: text('short_url_id'),
  /** Proof task types (PROOF_TASK_TYPES). */
  tasks: text('tasks').array().notNull().default(sql`'{}'::text[]`),
  /** A CLIENT_LITE campaign. */
  isLite: boolean('is_lite').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sway_offers_business_idx').on(t.businessId)]);

/** The claim flow a customer walks through on the share page; one per sway offer. */
export const swayFlows = pgTable('sway_flows', {
  id: serial('id').primaryKey(),
  swayOfferId: integer('sway_offer_id').notNull().unique('sway_flows_sway_offer_uq')
    .references(() => swayOffers.id, { onDelete: 'cascade' }),
  claimEnabled: boolean('claim_enabled').notNull().default(true),
  claimData: jsonb('claim_data').$type<ClaimData>().notNull().default(sql`'{}'::jsonb`),
  proofRequirementsData: jsonb('proof_requirements_data').$type<ProofRequirementsData>().notNull().default(sql`'{}'::jsonb`),
  contactInfoEnabled: boolean('contact_info_enabled').notNull().default(true),
  contactInfoData: jsonb('contact_info_data').$type<ContactInfoData>().notNull().default(sql`'{}'::jsonb`),
  endType: flowEndTypeEnum('end_type').notNull().default('VOUCHER'),
  voucherData: jsonb('voucher_data').$type<VoucherData>().notNull().default(sql`'{}'::jsonb`),
  whatsNextData: jsonb('whats_next_data').$type<WhatsNextData>().notNull().default(sql`'{}'::jsonb`),
  sideEffectData: jsonb('side_effect_data').$type<SideEffectData>().notNull().default(sql`'{}'::jsonb`),
});

/** E-mails sent on proof review; body placeholders {first_name}, {code}, {offer_summary}. */
export const emailTemplates = pgTable('email_templates', {
  id: text('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Global admin templates of review reasons; email_template_id is free text typed by the admin. */
export const reviewTemplates = pgTable('review_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  emailTemplateId: text('email_template_id').notNull(),
  type: reviewTemplateTypeEnum('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
