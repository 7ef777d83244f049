// Dashboard queries (spec 1 §2 Dashboard, §3 Activity row / Dashboard rows): the value "items"
// of a business in a time range, and the ring, bar and activity-log answers built from them.
// Every figure is computed here from proofs and vouchers by the rules of value.ts; nothing is
// cached, so a new proof shows at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { centsToDollars, countedProof, reviewTypesSql, settingsRelation } from './value';
import type { ActivityRow, DashboardCurrentRow, DashboardMonthlyRow } from '../../contract/dashboard';

/** `now` in SQL; tests pass a fixed instant so month windows are deterministic. */
const nowSql = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);
const localMonth = (now?: Date) => sql`date_trunc('month', ${nowSql(now)} at time zone s.tz)`;

/**
 * CTEs s (settings), r (lo, hi of the range, given as local-month timestamps) and items (one row
 * per voucher or voucherless sway proof whose activity date falls in [lo, hi)).
 */
function itemsCte(businessId: number, loLocal: SQL, hiLocal: SQL): SQL {
  return sql`s as ${settingsRelation(businessId)},
  r as (select (${loLocal}) at time zone s.tz as lo, (${hiLocal}) at time zone s.tz as hi from s),
  -- Candidate vouchers, each found through an index: redeemed in the range, or unredeemed with a
  -- live proof submitted in the range (its first counted proof can only be one of those).
  vv as (
    select vo.id, vo.offer_id, vo.date_redeemed, vo.value_cents from r, vouchers vo
    where vo.business_id = ${businessId} and vo.date_redeemed >= r.lo and vo.date_redeemed < r.hi
    union
    select vo.id, vo.offer_id, vo.date_redeemed, vo.value_cents from r, proofs p join vouchers vo on vo.id = p.voucher_id
    where p.business_id = ${businessId} and p.deleted_at is null and p.date_submitted >= r.lo and p.date_submitted < r.hi
      and vo.date_redeemed is null),
  vi as (
    select vv.*, agg.*
    from r, vv
    cross join lateral (
      select min(p.date_submitted) as first_at, count(*)::int as n,
             (count(*) filter (where p.proof_type in ${reviewTypesSql}))::int as reviews,
             coalesce(array_agg(p.proof_type order by p.id), '{}') as types,
             coalesce(array_agg(p.proof_image_url order by p.id) filter (where p.proof_image_url is not null), '{}') as imgs,
             min(p.offer_summary) as summary
      from proofs p where p.voucher_id = vv.id and ${countedProof('p')}) agg
    where vv.date_redeemed is not null or (agg.n > 0 and agg.first_at >= r.lo and agg.first_at < r.hi)),
  items as (
    select 'v' || vi.id as key, vi.id as detail_id, false as sway, vi.date_redeemed is not null as redeemed,
           coalesce(vi.date_redeemed, vi.first_at) as at, vi.types, vi.imgs,
           coalesce(vi.summary, (select o.offer_summary from offers o where o.id = vi.offer_id)) as summary,
           (vi.n - vi.reviews) * s.post_cents as post_cents, vi.reviews * s.review_cents as review_cents,
           case when vi.date_redeemed is not null then coalesce(vi.value_cents, s.ticket_cents) else 0 end as ticket_cents
    from vi cross join s
    union all
    select 'p' || p.id, p.id, true, false, p.date_submitted, array[p.proof_type],
           case when p.proof_image_url is null then '{}' else array[p.proof_image_url] end,
           coalesce(p.offer_summary, so.offer_summary),
           case when p.proof_type in ${reviewTypesSql} then 0 else s.post_cents end,
           case when p.proof_type in ${reviewTypesSql} then s.review_cents else 0 end, 0
    from r cross join s join proofs p on p.business_id = ${businessId}
      and p.date_submitted >= r.lo and p.date_submitted < r.hi
    left join sway_offers so on so.id = p.sway_offer_id
    where p.voucher_id is null and p.is_sway and p.deleted_at is null and p.review_status <> 'DENIED')`;
}

interface MonthSums { month: string; post: number; review: number; ticket: number }

/** Reviews / Posts / Ticket per month for the ring window (the current month and the 2 before). */
export async function currentRows(db: Db, businessId: number, now?: Date): Promise<DashboardCurrentRow[]> {
  const rows = await preparedRows<MonthSums>(db, now ? 'current_at' : 'current', sql`with ${itemsCte(businessId,
    sql`${localMonth(now)} - interval '2 months'`, sql`${localMonth(now)} + interval '1 month'`)}
    select to_char(date_trunc('month', i.at at time zone s.tz), 'YYYY-MM-DD') as month,
           sum(i.post_cents)::int as post, sum(i.review_cents)::int as review, sum(i.ticket_cents)::int as ticket
    from items i cross join s group by 1 order by 1`);
  return rows.flatMap((m) => [
    { type: 'Reviews' as const, totalamount: centsToDollars(m.review), month: m.month },
    { type: 'Posts' as const, totalamount: centsToDollars(m.post), month: m.month },
    { type: 'Ticket' as const, totalamount: centsToDollars(m.ticket), month: m.month },
  ]);
}

/** Total value per month for the bar window: the current month and the 5 before, zeros included. */
export async function monthlyRows(db: Db, businessId: number, now?: Date): Promise<DashboardMonthlyRow[]> {
  const rows = await preparedRows<{ month: string; total: number }>(db, now ? 'monthly_at' : 'monthly', sql`with ${itemsCte(businessId,
    sql`${localMonth(now)} - interval '5 months'`, sql`${localMonth(now)} + interval '1 month'`)},
    sums as (select date_trunc('month', i.at at time zone s.tz) as m, sum(i.post_cents + i.review_cents + i.ticket_cents) as total
             from items i cross join s group by 1)
    select to_char(g.m, 'YYYY-MM-DD') as month, coalesce(sums.total, 0)::int as total
    from s cross join generate_series(${localMonth(now)} - interval '5 months', ${localMonth(now)}, interval '1 month') g(m)
    left join sums on sums.m = g.m order by g.m`);
  return rows.map((r) => ({ month: r.month, totalamount: centsToDollars(r.total) }));
}

interface ItemRow {
  key: string; detail_id: number; type: ActivityRow['type']; at: Date | string; summary: string | null;
  types: string[]; imgs: string[]; amount: number | null; sway: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The activity log of one local month ('YYYY-MM-01'): voucher, sway proof and offer rows. */
export async function activityRows(db: Db, businessId: number, month: string): Promise<ActivityRow[]> {
  const rows = await preparedRows<ItemRow>(db, 'activity', sql`with ${itemsCte(businessId,
    sql`${month}::timestamp`, sql`${month}::timestamp + interval '1 month'`)}
    select key, detail_id, case when redeemed then 'redeem'
             when exists (select 1 from unnest(types) t where t in ${reviewTypesSql}) then 'review' else 'post' end as type,
           at, summary, types, imgs, (post_cents + review_cents + ticket_cents)::int as amount, sway
    from items
    union all
    select 'os' || o.id, o.id, 'offer_starts', o.offer_start_date, o.offer_summary, '{}', '{}', null, false
    from r, offers o where o.business_id = ${businessId} and o.offer_status <> 'NEEDS_APPROVAL'
      and o.offer_start_date >= r.lo and o.offer_start_date < r.hi
    union all
    select 'oe' || o.id, o.id, 'offer_end', o.expiration_date, o.offer_summary, '{}', '{}', null, false
    from r, offers o where o.business_id = ${businessId} and o.offer_status <> 'NEEDS_APPROVAL'
      and o.expiration_date >= r.lo and o.expiration_date < r.hi
    order by at desc, key`);
  return rows.map((r) => ({
    id: r.key,
    detail_id: r.detail_id,
    type: r.type,
    activity_date: iso(r.at),
    offer_summary: r.summary,
    proof_type: r.types[0] ? (r.sway ? `Sway ${r.types[0]}` : r.types[0]) : null,
    proof_types: r.types,
    amount: r.amount === null ? null : centsToDollars(r.amount),
    img_url: r.imgs,
  }));
}

/**
 * The earliest local month with activity: the first counted proof's submission or the first
 * offer start/end. (A voucher's row can only land on or after its first proof.)
 */
export async function earliestMonth(db: Db, businessId: number): Promise<string | null> {
  const [row] = await preparedRows<{ month: string | null }>(db, 'earliest', sql`with s as ${settingsRelation(businessId)}
    select to_char(date_trunc('month', least(
      (select min(p.date_submitted) from proofs p where p.business_id = ${businessId} and ${countedProof('p')}
         and (p.voucher_id is not null or p.is_sway)),
      (select min(v.date_redeemed) from vouchers v where v.business_id = ${businessId}),
      (select min(o.offer_start_date) from offers o where o.business_id = ${businessId} and o.offer_status <> 'NEEDS_APPROVAL'),
      (select min(o.expiration_date) from offers o where o.business_id = ${businessId} and o.offer_status <> 'NEEDS_APPROVAL')
    ) at time zone s.tz), 'YYYY-MM-DD') as month from s`);
  return row?.month ?? null;
}
