// Social proof widget, Wall Of Love and sway-offer landing pages (spec 3 §3).
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, varchar,
} from 'drizzle-orm/pg-core';
import { businesses } from './core';
import {
  socialProofPlatformEnum, socialProofStatusEnum, socialProofTypeEnum, wallOfLoveTypeEnum,
} from './enums';
import type { LandingLayoutData } from './flow-types';
import { proofs } from './proofs';
import { swayOffers } from './sway';

/** An item shown by the business's social proof widget. */
export const socialProofs = pgTable('social_proofs', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  type: socialProofTypeEnum('type').notNull(),
  platform: socialProofPlatformEnum('platform').notNull(),
  statusCode: socialProofStatusEnum('status_code').notNull().default('DRAFT'),
  /** Reviews only, in half steps (0.5 .. 5.0). */
  rating: numeric('rating', { precision: 2, scale: 1 }),
  locationCity: text('location_city'),
  locationState: text('location_state'),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  message: varchar('message', { length: 255 }).notNull(),
  imgUrl: text('img_url'),
  avatarImgUrl: text('avatar_img_url'),
  businessName: text('business_name').notNull(),
  influencerName: text('influencer_name').notNull(),
  viewCount: integer('view_count').notNull().default(0),
  /** The customer's proof this item was made from (timeline's "Show in widget"), once per proof. */
  proofId: integer('proof_id').references(() => proofs.id, { onDelete: 'set null' }).unique('social_proofs_proof_uq'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('social_proofs_business_status_idx').on(t.businessId, t.statusCode)]);

/** Per-business widget settings; the access key identifies the widget in public pages. */
export const socialProofSettings = pgTable('social_proof_settings', {
  businessId: integer('business_id').primaryKey().references(() => businesses.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  accessKey: text('access_key').notNull().unique('social_proof_settings_access_key_uq'),
  verifiedByName: text('verified_by_name'),
  verifiedByIcon: text('verified_by_icon'),
  /** Seconds. */
  timeBetweenPosts: integer('time_between_posts').notNull().default(8),
  /** Seconds. */
  cycleDelay: integer('cycle_delay').notNull().default(30),
  installUrl: text('install_url'),
});

export const wallOfLoveConfigs = pgTable('wall_of_love_configs', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  accessKey: text('access_key').notNull().unique('wall_of_love_configs_access_key_uq'),
  type: wallOfLoveTypeEnum('type').notNull(),
  colorProofBorder: text('color_proof_border'),
  /** Carousel only. */
  colorCarouselIndicatorButton: text('color_carousel_indicator_button'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('wall_of_love_configs_business_idx').on(t.businessId)]);

export const landingPages = pgTable('landing_pages', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  landingPageName: text('landing_page_name').notNull().default(''),
  customUrl: text('custom_url').unique('landing_pages_custom_url_uq'),
  layoutData: jsonb('layout_data').$type<LandingLayoutData>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('landing_pages_business_idx').on(t.businessId)]);

/** Sway offers listed on a landing page, ordered from 0. */
export const landingPageOffers = pgTable('landing_page_offers', {
  landingPageId: integer('landing_page_id').notNull().references(() => landingPages.id, { onDelete: 'cascade' }),
  swayOfferId: integer('sway_offer_id').notNull().references(() => swayOffers.id, { onDelete: 'cascade' }),
  ordinal: integer('ordinal').notNull(),
  /** What this page says about the campaign; the campaign's own summary when null (docs/decisions/0069-landing-pages.md). */
  offerSummary: text('offer_summary'),
}, (t) => [primaryKey({ columns: [t.landingPageId, t.swayOfferId] }), index('landing_page_offers_sway_offer_idx').on(t.swayOfferId)]);
