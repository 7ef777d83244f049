// The simple reports (spec 3 §2 Simple Reports, §3): every report the product offers, with the
// query behind it. This list is the one source: report_definitions mirrors it by sql_key at start
// (syncReportDefinitions). Each query reads the business the admin works in, pages by a key the
// indexes serve (so a report of a million rows is read a batch at a time), and formats dates in
// the business's time zone and money as dollars with the product's value model (domain/value.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { ReportQueryType } from '../../../contract/simpleReports';
import { reviewTypesSql, settingsRelation } from '../value';

/** Where the last batch ended: its last row's sort key. */
export interface Cursor { at: string | null; id: number }

export interface ReportContext {
  businessId: number;
  offerId?: number;
  swayOfferId?: number;
  address?: { long: number; lat: number; distance: number; redeemAfter: string };
}

export interface RowSource {
  /** Common table expressions the rows need, written as `name as (...), ` (or empty). */
  with?: SQL;
  from: SQL;
  where: SQL;
  /** The columns, named as the CSV header names them, in order. */
  select: SQL;
  /** The sort key: a timestamp (optional) then a unique id, both served by an index. */
  keyAt?: SQL;
  keyId: SQL;
}

export interface ReportQuery {
  sqlKey: string;
  queryName: string;
  queryDescription: string;
  queryType: ReportQueryType;
  columns: readonly string[];
  rows(ctx: ReportContext): RowSource;
}

const local = (at: SQL) => sql`to_char(${at} at time zone s.tz, 'YYYY-MM-DD HH24:MI')`;
const dollars = (cents: SQL) => sql`to_char((${cents})::numeric / 100, 'FM999999999990.00')`;
const yearStart = sql`(date_trunc('year', now() at time zone s.tz) at time zone s.tz)`;
/** What one proof is worth (domain/value.ts): nothing when denied, else a review's or a post's value. */
const proofValue = sql`case when p.review_status = 'DENIED' then 0 when p.proof_type in ${reviewTypesSql} then s.review_cents else s.post_cents end`;
const settings = (businessId: number) => sql`${settingsRelation(businessId)} s`;
const locationText = sql`l.address || ', ' || l.city || ', ' || l.state || ' ' || l.zipcode`;
/** Great-circle distance in miles (haversine, earth radius 3,958.8 mi) from a location to a point. */
const milesFrom = (long: number, lat: number) => sql`(3958.8 * 2 * asin(sqrt(
  power(sin(radians(l.latitude::float8 - ${lat}::float8) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(l.latitude::float8)) * power(sin(radians(l.longitude::float8 - ${long}::float8) / 2), 2))))`;

export const REPORT_CATALOGUE: readonly ReportQuery[] = [
  {
    sqlKey: 'proofs_this_year', queryType: 'FLAT', queryName: 'Proofs this year',
    queryDescription: 'Every proof of the business since January 1 with the customer\'s contact, review outcome and dollar value',
    columns: ['proof_id', 'submitted_at', 'proof_date', 'proof_type', 'review_status', 'first_name', 'email', 'phone', 'offer', 'value_usd', 'image_url'],
    rows: ({ businessId }) => ({
      from: sql`proofs p cross join ${settings(businessId)} left join offers o on o.id = p.offer_id left join sway_offers so on so.id = p.sway_offer_id`,
      where: sql`p.business_id = ${businessId} and p.deleted_at is null and p.date_submitted >= ${yearStart}`,
      select: sql`p.id as proof_id, ${local(sql`p.date_submitted`)} as submitted_at, to_char(p.proof_date at time zone s.tz, 'YYYY-MM-DD') as proof_date,
        p.proof_type, p.review_status, p.first_name, p.email, p.phone, coalesce(o.offer_summary, so.offer_summary, p.offer_summary) as offer,
        ${dollars(proofValue)} as value_usd, p.proof_image_url as image_url`,
      keyAt: sql`p.date_submitted`, keyId: sql`p.id`,
    }),
  },
  {
    sqlKey: 'redeemed_vouchers_this_year', queryType: 'FLAT', queryName: 'Redeemed vouchers this year',
    queryDescription: 'Every voucher redeemed since January 1: customer, offer, location and ticket value',
    columns: ['voucher_id', 'redeemed_at', 'first_name', 'email', 'phone', 'offer', 'location', 'ticket_usd'],
    rows: ({ businessId }) => ({
      from: sql`vouchers v cross join ${settings(businessId)} join customers c on c.id = v.customer_id
        left join offers o on o.id = v.offer_id left join locations l on l.id = v.location_id`,
      where: sql`v.business_id = ${businessId} and v.date_redeemed >= ${yearStart}`,
      select: sql`v.id as voucher_id, ${local(sql`v.date_redeemed`)} as redeemed_at, c.first_name, c.email, c.phone, o.offer_summary as offer,
        ${locationText} as location, ${dollars(sql`coalesce(v.value_cents, s.ticket_cents)`)} as ticket_usd`,
      keyAt: sql`v.date_redeemed`, keyId: sql`v.id`,
    }),
  },
  {
    sqlKey: 'offer_activity', queryType: 'OFFER', queryName: 'Offer activity',
    queryDescription: 'Claims, proofs and redemptions of one offer: one row per voucher claimed, with the customer\'s contact',
    columns: ['voucher_id', 'claimed_at', 'first_name', 'email', 'phone', 'proofs', 'approved_proofs', 'proof_types', 'redeemed_at', 'location'],
    rows: ({ businessId, offerId }) => ({
      from: sql`vouchers v cross join ${settings(businessId)} join customers c on c.id = v.customer_id left join locations l on l.id = v.location_id
        left join lateral (select count(*)::int as proofs, (count(*) filter (where p.review_status = 'APPROVED'))::int as approved,
          string_agg(distinct p.proof_type, ' ') as types from proofs p where p.voucher_id = v.id and p.deleted_at is null) pr on true`,
      where: sql`v.business_id = ${businessId} and v.offer_id = ${offerId ?? 0}`,
      select: sql`v.id as voucher_id, ${local(sql`v.created_at`)} as claimed_at, c.first_name, c.email, c.phone, pr.proofs,
        pr.approved as approved_proofs, pr.types as proof_types, ${local(sql`v.date_redeemed`)} as redeemed_at, ${locationText} as location`,
      keyId: sql`v.id`,
    }),
  },
  {
    sqlKey: 'campaign_proofs', queryType: 'SWAY_OFFER', queryName: 'Campaign proofs',
    queryDescription: 'The proofs of one Sway campaign with the customer\'s contact and the review outcome',
    columns: ['proof_id', 'submitted_at', 'proof_type', 'first_name', 'email', 'phone', 'review_status', 'reviewed_at', 'review_template', 'review_comments', 'value_usd', 'image_url'],
    rows: ({ businessId, swayOfferId }) => ({
      from: sql`proofs p cross join ${settings(businessId)}`,
      where: sql`p.business_id = ${businessId} and p.sway_offer_id = ${swayOfferId ?? 0} and p.deleted_at is null`,
      select: sql`p.id as proof_id, ${local(sql`p.date_submitted`)} as submitted_at, p.proof_type, p.first_name, p.email, p.phone, p.review_status,
        ${local(sql`p.reviewed_at`)} as reviewed_at, p.review_template_title as review_template, p.review_comments,
        ${dollars(proofValue)} as value_usd, p.proof_image_url as image_url`,
      keyId: sql`p.id`,
    }),
  },
  {
    sqlKey: 'redeemers_near_address', queryType: 'ADDRESS', queryName: 'Customers near an address',
    queryDescription: 'Customers who redeemed a voucher after the date at a location within the distance of the address, one row per redemption',
    columns: ['voucher_id', 'redeemed_at', 'first_name', 'email', 'phone', 'offer', 'location', 'distance_miles'],
    rows: ({ businessId, address }) => {
      const { long, lat, distance, redeemAfter } = address ?? { long: 0, lat: 0, distance: 0, redeemAfter: '2000-01-01' };
      return {
        with: sql`near as (select l.id, ${locationText} as location, ${milesFrom(long, lat)} as miles from locations l
          where l.business_id = ${businessId} and l.latitude is not null and l.longitude is not null), `,
        from: sql`vouchers v cross join ${settings(businessId)} join near n on n.id = v.location_id join customers c on c.id = v.customer_id
          left join offers o on o.id = v.offer_id`,
        where: sql`v.business_id = ${businessId} and n.miles <= ${distance}::float8
          and v.date_redeemed >= (${redeemAfter}::date::timestamp at time zone s.tz)`,
        select: sql`v.id as voucher_id, ${local(sql`v.date_redeemed`)} as redeemed_at, c.first_name, c.email, c.phone, o.offer_summary as offer,
          n.location, round(n.miles::numeric, 1)::text as distance_miles`,
        keyAt: sql`v.date_redeemed`, keyId: sql`v.id`,
      };
    },
  },
];

export const reportQueryOf = (sqlKey: string) => REPORT_CATALOGUE.find((q) => q.sqlKey === sqlKey);

/** The key of a row as text, exact to the microsecond (a JS Date would drop them and repeat rows). */
const cursorColumns = (s: RowSource) => sql`${s.keyAt ? sql`to_char(${s.keyAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')` : sql`null`} as cursor_at, ${s.keyId} as cursor_id`;

const pastCursor = (source: RowSource, after: Cursor | null) => (after === null ? sql`true`
  : source.keyAt ? sql`(${source.keyAt}, ${source.keyId}) > ((${after.at})::timestamp at time zone 'UTC', ${after.id})`
    : sql`${source.keyId} > ${after.id}`);

/** One batch of rows after the cursor, in key order. */
export function pageSql(source: RowSource, after: Cursor | null, limit: number): SQL {
  const key = source.keyAt ? sql`${source.keyAt}, ${source.keyId}` : source.keyId;
  return sql`with ${source.with ?? sql``}page as (
      select ${source.select}, ${cursorColumns(source)} from ${source.from} where ${source.where} and ${pastCursor(source, after)}
      order by ${key} limit ${limit})
    select * from page`;
}

/**
 * How many rows follow the cursor, counting at most `limit` of them, and the last one's key: the
 * progress's total is counted a bounded batch per statement (one count(*) over a million rows
 * held PGlite's thread for seconds).
 */
export function countSql(source: RowSource, after: Cursor | null, limit: number): SQL {
  const key = source.keyAt ? sql`${source.keyAt}, ${source.keyId}` : source.keyId;
  return sql`with ${source.with ?? sql``}page as (
      select ${cursorColumns(source)} from ${source.from} where ${source.where} and ${pastCursor(source, after)}
      order by ${key} limit ${limit})
    select (select count(*)::int from page) as n, last.cursor_at, last.cursor_id
    from (select 1) one left join lateral (select * from page order by cursor_at desc nulls last, cursor_id desc limit 1) last on true`;
}
