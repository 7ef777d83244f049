// Businesses, accounts, memberships, magic-link tokens, outbox and industry value settings
// (spec 1 §3 Business/Account/User, spec 3 §3 Industry value settings).
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userTypeEnum } from './enums';

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
});

/** A sub-industry ("industry category"); carries the industry's default value settings. Money in cents. */
export const industryCategories = pgTable('industry_categories', {
  id: serial('id').primaryKey(),
  industryId: integer('industry_id').notNull().references(() => industries.id),
  title: text('title').notNull(),
  postMarketingValueCents: integer('post_marketing_value_cents'),
  reviewMarketingValueCents: integer('review_marketing_value_cents'),
  averageTicketValueCents: integer('average_ticket_value_cents'),
  industryProofRatio: numeric('industry_proof_ratio', { precision: 8, scale: 4 }),
});

export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  comboTitle: text('combo_title'),
  brand: text('brand').notNull(),
  logoUrl: text('logo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  industryCategoryId: integer('industry_category_id').references(() => industryCategories.id),
  /** IANA zone; month boundaries of the dashboard are computed in it. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  defaultHashtags: text('default_hashtags').array().notNull().default(sql`'{}'::text[]`),
  defaultInstagramMentions: text('default_instagram_mentions').array().notNull().default(sql`'{}'::text[]`),
  defaultFacebookMentions: text('default_facebook_mentions').array().notNull().default(sql`'{}'::text[]`),
  facebookReviewUrl: text('facebook_review_url'),
  /** Business value settings (spec 2 §3); null falls back to the industry category's value. */
  postMarketingValueCents: integer('post_marketing_value_cents'),
  reviewMarketingValueCents: integer('review_marketing_value_cents'),
  averageTicketValueCents: integer('average_ticket_value_cents'),
  archived: boolean('archived').notNull().default(false),
  /** The business's customer at Chargebee, set by an admin (Business settings); billing charges it. */
  chargebeeCustomerId: text('chargebee_customer_id'),
}, (t) => [index('businesses_title_idx').on(t.title)]);

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased and trimmed. */
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  userType: userTypeEnum('user_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The business the account last worked in; used when a new session starts. */
  currentBusinessId: integer('current_business_id').references(() => businesses.id),
}, (t) => [uniqueIndex('accounts_email_uq').on(t.email)]);

/** Which businesses an account belongs to; last_used_at orders the 'Recent Businesses' list. */
export const memberships = pgTable('memberships', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.accountId, t.businessId] }), index('memberships_business_idx').on(t.businessId)]);

/**
 * The businesses an admin has switched to, for its 'Recent Businesses' list. Not a membership:
 * a membership makes an account a user of the business, which its users see and may edit
 * (issue 19 finding 5); an admin is never one.
 */
export const adminVisits = pgTable('admin_visits', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.accountId, t.businessId] })]);

/**
 * One login: every token renewed from it carries its id (`sid`). Logging out, or switching to
 * another business, revokes it, and the session check refuses its tokens from then on, renewal
 * included (issue 19 finding 10, issue 18 defect 9).
 */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_account_idx').on(t.accountId)]);

/** Magic-link tokens (OWASP ASVS L2): only the SHA-256 of the 32 random bytes is kept. */
export const loginTokens = pgTable('login_tokens', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  /** 'client' (this console) or 'swayClient' (the sway dashboard). */
  target: text('target').notNull(),
  redirect: text('redirect'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
}, (t) => [uniqueIndex('login_tokens_hash_uq').on(t.tokenHash), index('login_tokens_account_idx').on(t.accountId)]);

/** Every e-mail the product sends; the local mail default reads from here (/dev/mailbox). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  transport: text('transport').notNull(),
  error: text('error'),
  /** The domain event whose handler wrote this message, and which of its messages it is: one row each, however often the handler runs. */
  eventId: integer('event_id'),
  messageKey: text('message_key'),
}, (t) => [
  index('outbox_to_idx').on(t.toAddress),
  uniqueIndex('outbox_event_message_idx').on(t.eventId, t.messageKey).where(sql`${t.eventId} is not null`),
]);
