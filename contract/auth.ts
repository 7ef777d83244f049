// Session and account contract (spec 1 §3 Account, §4 Session, §7 auth/user/businesses rows).
import { z } from 'zod';
import { LIMITS } from './limits';
import { USER_TYPES } from './roles';
import { isoDateTime } from './common';

export const userType = z.enum(USER_TYPES);

export const magicLinkRequest = z.object({
  email: z.string().trim().min(1).max(320),
  /** Console path to land on after login (must start with '/'). */
  redirect: z.string().max(2000).optional(),
});
/** The same answer whether or not the e-mail is known. */
export const magicLinkReply = z.object({ message: z.string() });

export const tokenLoginRequest = z.object({ token: z.string().min(10).max(200) });
export const tokenLoginReply = z.object({ token: z.string(), redirect: z.string().nullable() });
export const tokenLoginParams = z.object({ token: z.string().min(10).max(200) });
/** Whom a live link logs in, shown on the token page before the one click that redeems it. */
export const tokenLoginPeekReply = z.object({ email: z.string() });

export const account = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: userType,
});
export type Account = z.infer<typeof account>;

export const accountNameRequest = z.object({
  firstName: z.string().trim().min(1, 'Required').max(LIMITS.personName),
  lastName: z.string().trim().min(1, 'Required').max(LIMITS.personName),
});

/**
 * JWT claims (spec 1 §3): subject has userType, email, userId; plus the current business.
 * JWT requires `sub` to be a string, so on the wire the subject is this object as JSON text.
 */
export const tokenClaims = z.object({
  sub: z.object({ userType, email: z.string(), userId: z.number() }),
  businessId: z.number().nullable(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

export const businessSummary = z.object({
  id: z.number(),
  title: z.string(),
  brand: z.string(),
  combo_title: z.string().nullable(),
});
export type BusinessSummary = z.infer<typeof businessSummary>;

/** Setup progress is derived from what the business did (spec 1 §2 Setup, §3). */
export const business = businessSummary.extend({
  created_at: isoDateTime,
  logo_url: z.string().nullable(),
  industry_category_id: z.number().nullable(),
  time_zone: z.string(),
  default_hashtags: z.array(z.string()),
  default_instagram_mentions: z.array(z.string()),
  default_facebook_mentions: z.array(z.string()),
  social_setup: z.boolean(),
  locations_setup: z.boolean(),
  offers_setup: z.boolean(),
  setup_progress: z.number().int().min(0).max(100),
});
export type Business = z.infer<typeof business>;

export const businessesAllQuery = z.object({ q: z.string().max(100).optional() });
export const businessesAllReply = z.object({
  businesses: z.array(businessSummary),
  recentBusinesses: z.array(businessSummary),
});
export const swapReply = z.object({
  token: z.string(),
  currentBusiness: business,
  recentBusinesses: z.array(businessSummary),
});
