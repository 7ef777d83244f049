// The dollar value model of the dashboard (issue 3, spec 1 §2 Dashboard). Written out in
// docs/decisions.md; unit tests pin them. Their SQL twins: the view value_item_sources
// (migration 0004: which proofs count, an item's date) and activity.ts (the dollars).
//
// - Each value setting (post, review, average ticket) comes from the business, else from its
//   industry category, else 0. All money is integer cents.
// - A review proof (ONLINE_REVIEW, FACEBOOK_REVIEW) is worth the review marketing value; every
//   other proof (posts, videos, check-ins) is worth the post marketing value.
// - A redeemed voucher is worth its own ticket value when recorded, else the average ticket value.
// - Denied and deleted proofs are worth nothing and are not shown.
// - A value lands on the date of its activity row: a redeemed voucher's posts, reviews and ticket
//   on its redemption date; an unredeemed voucher's posts and reviews on its first proof's
//   submission; a sway proof (no voucher) on its submission.
import { sql } from 'drizzle-orm';

export const REVIEW_PROOF_TYPES = ['ONLINE_REVIEW', 'FACEBOOK_REVIEW'] as const;

export interface ValueSettings {
  postCents: number;
  reviewCents: number;
  ticketCents: number;
}

export interface SettingSources {
  business: Partial<Record<keyof ValueSettings, number | null>>;
  industry: Partial<Record<keyof ValueSettings, number | null>> | null;
}

/** Business value, then the industry's, then 0. */
export function resolveSettings({ business, industry }: SettingSources): ValueSettings {
  const pick = (key: keyof ValueSettings) => business[key] ?? industry?.[key] ?? 0;
  return { postCents: pick('postCents'), reviewCents: pick('reviewCents'), ticketCents: pick('ticketCents') };
}

export const isReviewType = (proofType: string) => (REVIEW_PROOF_TYPES as readonly string[]).includes(proofType);

export interface ItemInput {
  proofTypes: string[];
  redeemed: boolean;
  /** The voucher's own ticket value, when recorded. */
  voucherValueCents?: number | null;
}

export interface ItemValue {
  postCents: number;
  reviewCents: number;
  ticketCents: number;
  totalCents: number;
}

export function itemValue(item: ItemInput, s: ValueSettings): ItemValue {
  const reviews = item.proofTypes.filter(isReviewType).length;
  const posts = item.proofTypes.length - reviews;
  const postCents = posts * s.postCents;
  const reviewCents = reviews * s.reviewCents;
  const ticketCents = item.redeemed ? (item.voucherValueCents ?? s.ticketCents) : 0;
  return { postCents, reviewCents, ticketCents, totalCents: postCents + reviewCents + ticketCents };
}

export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** SQL: the resolved settings and time zone of one business, as a one-row relation `s`. */
export const settingsRelation = (businessId: number) => sql`(
  select coalesce(b.post_marketing_value_cents, ic.post_marketing_value_cents, 0) as post_cents,
         coalesce(b.review_marketing_value_cents, ic.review_marketing_value_cents, 0) as review_cents,
         coalesce(b.average_ticket_value_cents, ic.average_ticket_value_cents, 0) as ticket_cents,
         b.time_zone as tz, b.created_at
  from businesses b left join industry_categories ic on ic.id = b.industry_category_id
  where b.id = ${businessId})`;

/** The settings columns of `settingsRelation` as a query selects them. */
export interface SettingsColumns { post_cents: number; review_cents: number; ticket_cents: number }

export const settingsOf = (row: SettingsColumns): ValueSettings =>
  ({ postCents: row.post_cents, reviewCents: row.review_cents, ticketCents: row.ticket_cents });

/** SQL predicate: a proof that counts (not deleted, not denied). */
export const countedProof = (alias: string) =>
  sql.raw(`${alias}.deleted_at is null and ${alias}.review_status <> 'DENIED'`);

export const reviewTypesSql = sql.raw(`(${REVIEW_PROOF_TYPES.map((t) => `'${t}'`).join(',')})`);
