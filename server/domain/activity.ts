// Dashboard queries (spec 1 §2 Dashboard, §3 Activity row / Dashboard rows): the value "items"
// of a business in a time range, and the ring, bar and activity-log answers built from them.
// Every figure is computed by the rules of value.ts from value_items, which triggers keep equal to
// what proofs and vouchers imply in the same transaction (migration 0004), so a new proof shows at once.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { notFound } from '../http-error';
import { centsToDollars, monthValueCentsColumns, settingsRelation, valueCentsColumns } from './value';
import type { DashboardCurrentRow, DashboardMonthlyRow } from '../../contract/dashboard';

/** A business id in a statement: its prepared statement's placeholder. */
type BusinessRef = Placeholder<'businessId'>;

/** The current month in the business's time zone (needs CTE s). */
const localMonth = () => sql`date_trunc('month', now() at time zone s.tz)`;

/**
 * CTEs s (settings), then `afterSettings` if given (CTEs that lo and hi may read), r (lo, hi of
 * the range, given as local-month timestamps) and items: the value
 * items (value_items, one per voucher or voucherless sway proof, kept exact by triggers) whose
 * activity date falls in [lo, hi), with their dollars from the business's current settings.
 */
function itemsCte(businessId: BusinessRef, loLocal: SQL, hiLocal: SQL, afterSettings?: SQL): SQL {
  return sql`s as ${settingsRelation(businessId)},${afterSettings ? sql` ${afterSettings},` : sql``}
  r as (select (${loLocal}) at time zone s.tz as lo, (${hiLocal}) at time zone s.tz as hi from s),
  items as (
    select case when i.voucher_id is not null then 'v' || i.voucher_id else 'p' || i.proof_id end as key,
           i.proof_id is not null as sway, i.at, i.log_head, i.offer_summary, i.offer_id, i.sway_offer_id,
           ${valueCentsColumns({ proofs: sql`cardinality(i.proof_types)`, reviews: sql`i.reviews`, redeemed: sql`i.redeemed`, ownTicketCents: sql`i.value_cents` })}
    from r cross join s
    join value_items i on i.business_id = ${businessId} and i.at >= r.lo and i.at < r.hi)`;
}

interface MonthSums { month: string; post: number; review: number; ticket: number }

/**
 * CTEs s (settings) and months: the business's value_months rows (migration 0021) of the local
 * months [first, last], priced like their items; a month without items has no row.
 */
function monthsCte(businessId: BusinessRef, first: SQL, last: SQL): SQL {
  return sql`s as ${settingsRelation(businessId)},
  months as (
    select m.month, ${monthValueCentsColumns('m')}
    from s cross join value_months m
    where m.business_id = ${businessId} and m.items > 0 and m.month between (${first})::date and (${last})::date)`;
}

const currentMonths = preparedStatement<MonthSums, 'businessId'>('current', (p) => sql`with ${monthsCte(p.businessId,
    sql`${localMonth()} - interval '2 months'`, localMonth())}
    select to_char(month, 'YYYY-MM-DD') as month, post_cents::float8 as post, review_cents::float8 as review, ticket_cents::float8 as ticket
    from months order by month`);

/** Reviews / Posts / Ticket per month for the ring window (the current month and the 2 before). */
export async function currentRows(db: Db, businessId: number): Promise<DashboardCurrentRow[]> {
  const rows = await currentMonths(db, { businessId });
  return rows.flatMap((m) => [
    { type: 'Reviews' as const, totalamount: centsToDollars(m.review), month: m.month },
    { type: 'Posts' as const, totalamount: centsToDollars(m.post), month: m.month },
    { type: 'Ticket' as const, totalamount: centsToDollars(m.ticket), month: m.month },
  ]);
}

const monthlyTotals = preparedStatement<{ month: string; total: number }, 'businessId'>('monthly', (p) => sql`with ${monthsCte(p.businessId,
    sql`${localMonth()} - interval '5 months'`, localMonth())}
    select to_char(g.m, 'YYYY-MM-DD') as month, coalesce(months.post_cents + months.review_cents + months.ticket_cents, 0)::float8 as total
    from s cross join generate_series(${localMonth()} - interval '5 months', ${localMonth()}, interval '1 month') g(m)
    left join months on months.month = g.m::date order by g.m`);

/** Total value per month for the bar window: the current month and the 5 before, zeros included. */
export async function monthlyRows(db: Db, businessId: number): Promise<DashboardMonthlyRow[]> {
  const rows = await monthlyTotals(db, { businessId });
  return rows.map((r) => ({ month: r.month, totalamount: centsToDollars(r.total) }));
}

const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

export interface ActivityLog {
  /** The local month read ('YYYY-MM-01'). */
  month: string;
  /** The month's rows (contract/dashboard activityRow), newest first, as one JSON array's text. */
  rowsJson: string;
  /** The earliest local month with activity: the first value item or the first offer start/end. */
  earliestMonth: string | null;
}

/** The earliest local month with activity (needs CTE s): the first value item or the first offer start/end; null without any. */
const earliestLocalMonth = (businessId: BusinessRef) => sql`date_trunc('month', least(
  (select min(i.at) from value_items i where i.business_id = ${businessId}),
  (select min(o.offer_start_date) from offers o where o.business_id = ${businessId} and o.offer_status <> 'NEEDS_APPROVAL'),
  (select min(o.expiration_date) from offers o where o.business_id = ${businessId} and o.offer_status <> 'NEEDS_APPROVAL')
) at time zone s.tz)`;

/** An offer's start or end as an activity-log row's JSON text. */
const offerRow = (prefix: 'os' | 'oe', type: 'offer_starts' | 'offer_end', at: SQL) => sql`json_build_object('id', ${sql.raw(`'${prefix}'`)} || o.id,
  'detail_id', o.id, 'type', ${sql.raw(`'${type}'`)}::text, 'activity_date', to_char(${at} at time zone 'UTC', ${ISO_UTC}), 'offer_summary', o.offer_summary,
  'proof_type', null, 'proof_types', '[]'::json, 'amount', null, 'img_url', '[]'::json)::text`;

/**
 * The activity log's statement: of a given month (`month`), or of the month it opens at. A value
 * item's row was rendered when the item was written (value_items.log_head, migration 0031); here
 * it gets its offer summary and its amount at the business's current prices, and the rows are
 * joined as text: building them here was most of the log's cost (docs/decisions/0275-activity-log-rows-rendered-on-write.md).
 */
const activityStatement = (opening: boolean) => preparedStatement<{ month: string; rows: string; earliest: string | null }, 'businessId' | 'month'>(
  opening ? 'activity_log_opening' : 'activity_log', (p) => {
    // The opening call reads the earliest month once (CTE e), for its range and for its answer.
    const earliest = opening ? sql`(select m from e)` : earliestLocalMonth(p.businessId);
    const lo = opening ? sql`least(${earliest}, ${localMonth()})` : sql`${p.month}::timestamp`;
    return sql`with ${itemsCte(p.businessId,
    lo, sql`(${lo}) + interval '1 month'`, opening ? sql`e as (select ${earliestLocalMonth(p.businessId)} as m from s)` : undefined)},
    log as (
      select at, key, log_head || coalesce(to_json(coalesce(offer_summary, case when sway then (select so.offer_summary from sway_offers so where so.id = sway_offer_id)
                                          else (select o.offer_summary from offers o where o.id = offer_id) end))::text, 'null')
             || ', "amount" : ' || ((post_cents + review_cents + ticket_cents)::float8 / 100)::text || '}' as row
      from items
      union all
      select o.offer_start_date, 'os' || o.id, ${offerRow('os', 'offer_starts', sql`o.offer_start_date`)}
      from r, offers o where o.business_id = ${p.businessId} and o.offer_status <> 'NEEDS_APPROVAL'
        and o.offer_start_date >= r.lo and o.offer_start_date < r.hi
      union all
      select o.expiration_date, 'oe' || o.id, ${offerRow('oe', 'offer_end', sql`o.expiration_date`)}
      from r, offers o where o.business_id = ${p.businessId} and o.offer_status <> 'NEEDS_APPROVAL'
        and o.expiration_date >= r.lo and o.expiration_date < r.hi)
    select to_char(r.lo at time zone s.tz, 'YYYY-MM-DD') as month,
           (select '[' || coalesce(string_agg(l.row, ',' order by l.at desc, l.key), '') || ']' from log l) as rows,
           to_char(${earliest}, 'YYYY-MM-DD') as earliest
    from s cross join r`;
  });
const activityOfMonth = activityStatement(false);
const activityOpening = activityStatement(true);

/**
 * The activity log of one local month ('YYYY-MM-01'), or with `month` null of the month it opens at
 * (spec 1 §2: "after loading, the current month is set to the earliest activity month"): the
 * earliest month with activity, or the current local month when there is none (or only in the
 * future), so the console's first request is already the right one. Voucher, sway proof and offer
 * rows, the month and the earliest month with activity come in one statement, the rows already as
 * the answer's JSON text (activityReplyText), which the server sends without parsing it again.
 */
export async function activityLog(db: Db, businessId: number, month: string | null): Promise<ActivityLog> {
  const opening = month === null;
  const [result] = await (opening ? activityOpening : activityOfMonth)(db, { businessId, month });
  if (!result && opening) throw notFound('Business not found');
  return { month: result?.month ?? month ?? '', earliestMonth: result?.earliest ?? null, rowsJson: result?.rows ?? '[]' };
}

/** The activity log's answer (contract/dashboard activityReply) as JSON text, its rows as the statement made them. */
export const activityReplyText = (month: string, log: ActivityLog) =>
  `{"month":${JSON.stringify(month)},"earliest_month":${JSON.stringify(log.earliestMonth)},"rows":${log.rowsJson}}`;
