// Business locations ("addresses") and the tags that group them (spec 1 §3 Location, spec 3 §3 Address).
// Offers select their locations through tags: the system tags street/city/zip/state are made from
// the address, custom tags are free labels of the business.
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './core';
import { tagKindEnum } from './enums';

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  /** Street line, e.g. '123 Main St'. */
  address: text('address').notNull(),
  city: text('city').notNull(),
  /** Two-letter US state code. */
  state: text('state').notNull(),
  zipcode: text('zipcode').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
  googlePlaceId: text('google_place_id'),
  googleReviewUrl: text('google_review_url'),
  addressPhone: text('address_phone'),
  hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
  instagramMentions: text('instagram_mentions').array().notNull().default(sql`'{}'::text[]`),
  facebookMentions: text('facebook_mentions').array().notNull().default(sql`'{}'::text[]`),
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Short link of the location's sway-offer page (short_urls.id); no FK to avoid a cycle. */
  shortUrlId: text('short_url_id'),
}, (t) => [index('locations_business_idx').on(t.businessId, t.state)]);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  kind: tagKindEnum('kind').notNull(),
  value: text('value').notNull(),
}, (t) => [uniqueIndex('tags_business_kind_value_uq').on(t.businessId, t.kind, t.value)]);

export const locationTags = pgTable('location_tags', {
  locationId: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.locationId, t.tagId] }), index('location_tags_tag_idx').on(t.tagId)]);
