// The dollar value model of the dashboard (issue 3, spec 1 §2 Dashboard), in SQL only: written out
// in docs/decisions/0017-dollar-value-model.md and pinned by tests/api/valueModel.test.ts. Which proofs count and an
// item's date live in the view value_item_sources (migration 0004).
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
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

export const REVIEW_PROOF_TYPES = ['ONLINE_REVIEW', 'FACEBOOK_REVIEW'] as const;

/**
 * SQL: THE value arithmetic, as the columns post_cents, review_cents and ticket_cents of one item
 * (a voucher with its proofs, a sway proof, or one proof or voucher of a report), priced with the
 * settings relation `s` (settingsRelation). Every dollar figure of the product goes through it.
 *
 * The columns are bigint: a setting is at most $100,000.00 (int4 cents hold it), but a product or
 * a sum of them is not (215 posts at that value pass int4's $21,474,836.47). Sums of them are
 * numeric; readers cast a result to float8 (exact below 2^53 cents, $90 trillion) or take it
 * through `cents()`, since node-postgres answers int8 and numeric as text
 * (docs/decisions/0019-money-capped-and-summed-in-bigint.md).
 */
export function valueCentsColumns(item: { proofs: SQL; reviews: SQL; redeemed: SQL; ownTicketCents: SQL }): SQL {
  return sql`${marketingCentsColumns(item.proofs, item.reviews)},
    case when ${item.redeemed} then coalesce(${item.ownTicketCents}, s.ticket_cents)::bigint else 0::bigint end as ticket_cents`;
}

/** post_cents and review_cents of a number of proofs, reviews among them. */
const marketingCentsColumns = (proofs: SQL, reviews: SQL) =>
  sql`(${proofs} - ${reviews})::bigint * s.post_cents as post_cents, (${reviews})::bigint * s.review_cents as review_cents`;

/**
 * SQL: the sum of valueCentsColumns over the items of a month, from its value_months row (alias
 * `alias`, migration 0021), which keeps those items' proofs, reviews, the redeemed vouchers' own
 * ticket cents and the count of redeemed vouchers without one.
 */
export function monthValueCentsColumns(alias: string): SQL {
  const m = sql.raw(alias);
  return sql`${marketingCentsColumns(sql`${m}.proofs`, sql`${m}.reviews`)},
    (${m}.redeemed_own_cents + ${m}.redeemed_default::bigint * s.ticket_cents) as ticket_cents`;
}

/** A cents value read from the database: a number (PGlite) or text (node-postgres int8, numeric). */
export const cents = (value: number | string | bigint | null | undefined): number => (value == null ? 0 : Number(value));

export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/**
 * SQL: the resolved settings and time zone of one business, as a one-row relation `s`.
 * `businessId`: a number, or a prepared statement's placeholder (db/prepared.ts).
 */
export const settingsRelation = (businessId: number | Placeholder) => sql`(
  select coalesce(b.post_marketing_value_cents, ic.post_marketing_value_cents, 0) as post_cents,
         coalesce(b.review_marketing_value_cents, ic.review_marketing_value_cents, 0) as review_cents,
         coalesce(b.average_ticket_value_cents, ic.average_ticket_value_cents, 0) as ticket_cents,
         b.time_zone as tz, b.created_at
  from businesses b left join industry_categories ic on ic.id = b.industry_category_id
  where b.id = ${businessId})`;

/** SQL predicate: a proof that counts (not deleted, not denied). */
export const countedProof = (alias: string) =>
  sql.raw(`${alias}.deleted_at is null and ${alias}.review_status <> 'DENIED'`);

export const reviewTypesSql = sql.raw(`(${REVIEW_PROOF_TYPES.map((t) => `'${t}'`).join(',')})`);
