// Network offers, their location tags, offer summaries and short links (spec 2 §3).
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, industryCategories } from './core';
import { offerOrderFlowTypeEnum, offerStatusEnum, offerTypeEnum } from './enums';
import { locations, tags } from './locations';
import { swayOffers } from './sway';

/** One bookable time of an EVENT offer; date 'YYYY-MM-DD', times 'HH:mm' (minutes 0/15/30/45). */
export interface EventDateOption {
  event_date: string;
  start_time: string;
  end_time: string;
}

/** The pick list of offer summaries per industry category; performance 1 Ok, 2 Great, 3 Best Performing. */
export const offerSummaries = pgTable('offer_summaries', {
  id: serial('id').primaryKey(),
  industryCategoryId: integer('industry_category_id').notNull().references(() => industryCategories.id),
  summaryValue: text('summary_value').notNull(),
  performance: integer('performance').notNull().default(1),
}, (t) => [index('offer_summaries_category_idx').on(t.industryCategoryId)]);

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  offerType: offerTypeEnum('offer_type').notNull().default('LOCAL'),
  offerOrderFlowType: offerOrderFlowTypeEnum('offer_order_flow_type').notNull().default('VISIT'),
  offerStatus: offerStatusEnum('offer_status').notNull().default('NEEDS_APPROVAL'),
  offerSummary: text('offer_summary').notNull(),
  offerSummaryId: integer('offer_summary_id').references(() => offerSummaries.id),
  offerImageUrl: text('offer_image_url'),
  offerStartDate: timestamp('offer_start_date', { withTimezone: true }),
  expirationDate: timestamp('expiration_date', { withTimezone: true }),
  offerUrl: text('offer_url'),
  offerDescriptionUrl: text('offer_description_url'),
  offerPhone: text('offer_phone'),
  offerSpecialInstructions: text('offer_special_instructions'),
  eventDateOption: jsonb('event_date_option').$type<EventDateOption[]>().notNull().default(sql`'[]'::jsonb`),
  hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
  instagramMentions: text('instagram_mentions').array().notNull().default(sql`'{}'::text[]`),
  facebookMentions: text('facebook_mentions').array().notNull().default(sql`'{}'::text[]`),
  couponCode: text('coupon_code'),
  couponImageUrl: text('coupon_image_url'),
  /** small | medium | large (spec 3 §9: default medium). */
  couponSize: text('coupon_size').notNull().default('medium'),
  /** Proof task types the local must complete (PROOF_TASK_TYPES). */
  tasks: text('tasks').array().notNull().default(sql`'{}'::text[]`),
  /** WEB offers only: lower number is shown earlier. */
  displayPriority: integer('display_priority'),
  numberTasksRequired: integer('number_tasks_required').notNull().default(1),
  /** "Offers per location" per month (marketing copy: up to 5 locals a month). */
  offersToGrantPerMonth: integer('offers_to_grant_per_month').notNull().default(5),
  /** 36500 marks a one-time offer. */
  minDaysBetweenOffer: integer('min_days_between_offer').notNull().default(30),
  shortUrlId: text('short_url_id'),
  internalNotes: text('internal_notes'),
  customDescription: text('custom_description'),
  /** Created through the CLIENT_LITE campaign wizard. */
  isLite: boolean('is_lite').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('offers_business_status_idx').on(t.businessId, t.offerStatus)]);

/** The locations of an offer, chosen as tags (a state, a city, a custom group ...). */
export const offerLocationTags = pgTable('offer_location_tags', {
  offerId: integer('offer_id').notNull().references(() => offers.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.offerId, t.tagId] }), index('offer_location_tags_tag_idx').on(t.tagId)]);

/** Short links served at /p/{id}; id is the short code itself. */
export const shortUrls = pgTable('short_urls', {
  id: text('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
  swayOfferId: integer('sway_offer_id').references(() => swayOffers.id, { onDelete: 'cascade' }),
  addressId: integer('address_id').references(() => locations.id, { onDelete: 'set null' }),
  /** Target of the redirect. */
  url: text('url').notNull(),
  visitCount: integer('visit_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('short_urls_business_idx').on(t.businessId),
  index('short_urls_offer_idx').on(t.offerId),
  index('short_urls_sway_offer_idx').on(t.swayOfferId),
  // One link per campaign and location (spec 3 §3 Address).
  uniqueIndex('short_urls_sway_offer_address_uq').on(t.swayOfferId, t.addressId).where(sql`${t.addressId} is not null`),
]);
