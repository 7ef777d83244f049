// Report series of analytics/actions/{graphType}/{startISO}/{timeSeriesGroup} (spec 1 §2 Reports,
// §9 ranges), computed in SQL from proofs, vouchers and the dashboard's value model (value.ts),
// so the reports and the dashboard agree to the cent. Definitions: docs/decisions/0025-analytics-series.md.
//   DATE   one row per week/month from the start to now: post, review and ticket dollars.
//   OFFER  one row per offer (network or sway) with activity in the range.
//   MARKET one row per city and state of the redeeming location ('Unknown' when none).
//   SWAY   one row per week/month: sway proofs only (counts, approved, their value).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import type { AnalyticsRow, GraphType, TimeSeriesGroup } from '../../contract/analytics';
import { countedProof, reviewTypesSql, settingsRelation, valueCentsColumns } from './value';

interface RawRow {
  key: string; label: string;
  post_cents: number | string; review_cents: number | string; ticket_cents: number | string;
  posts: number | string; reviews: number | string; vouchers: number | string; approved: number | string;
}

/** Every valued event of the business in the range, one row per counted proof or redeemed voucher. */
function eventsCte(businessId: number, startDate: string): SQL {
  return sql`
    s as ${settingsRelation(businessId)},
    bounds as (select (${startDate}::date)::timestamp at time zone s.tz as start_at, now() as end_at, s.tz from s),
    p0 as (
      select p.proof_type, p.offer_id, p.sway_offer_id, p.is_sway, p.review_status, v.location_id,
             case when p.voucher_id is null then p.date_submitted
                  else coalesce(v.date_redeemed, min(p.date_submitted) over (partition by p.voucher_id)) end as at
      from proofs p left join vouchers v on v.id = p.voucher_id
      where p.business_id = ${businessId} and ${countedProof('p')}
    ),
    ev as (
      select p0.at, p0.offer_id, p0.sway_offer_id, p0.location_id, p0.is_sway,
             (p0.proof_type not in ${reviewTypesSql})::int as posts,
             (p0.proof_type in ${reviewTypesSql})::int as reviews,
             0 as vouchers,
             (p0.is_sway and p0.review_status = 'APPROVED')::int as approved,
             ${valueCentsColumns({ proofs: sql`1`, reviews: sql`(p0.proof_type in ${reviewTypesSql})::int`, redeemed: sql`false`, ownTicketCents: sql`null::int` })}
      from p0, s
      union all
      select v.date_redeemed, v.offer_id, null, v.location_id, false, 0, 0, 1, 0,
             ${valueCentsColumns({ proofs: sql`0`, reviews: sql`0`, redeemed: sql`true`, ownTicketCents: sql`v.value_cents` })}
      from vouchers v, s
      where v.business_id = ${businessId} and v.date_redeemed is not null
    ),
    win as (select ev.* from ev, bounds where ev.at >= bounds.start_at and ev.at <= bounds.end_at)`;
}

const sums = sql`
  coalesce(sum(win.post_cents), 0)::float8 as post_cents, coalesce(sum(win.review_cents), 0)::float8 as review_cents,
  coalesce(sum(win.ticket_cents), 0)::float8 as ticket_cents, coalesce(sum(win.posts), 0)::float8 as posts,
  coalesce(sum(win.reviews), 0)::float8 as reviews, coalesce(sum(win.vouchers), 0)::float8 as vouchers,
  coalesce(sum(win.approved), 0)::float8 as approved`;

/** The sums of one bucket, each 0 when the bucket has no event. */
const bucketSums = sql.raw(['post_cents', 'review_cents', 'ticket_cents', 'posts', 'reviews', 'vouchers', 'approved']
  .map((c) => `coalesce(a.${c}, 0)::float8 as ${c}`).join(', '));

// Events are summed per period first and the (at most 54) periods joined to those sums: joining
// every period to every event was periods x events comparisons (1.6 million for a year of 30,000
// proofs by week, seconds on PGlite's one thread).
function timeSeries(group: TimeSeriesGroup, swayOnly: boolean): SQL {
  const unit = sql.raw(`'${group}'`);
  const step = sql.raw(`interval '1 ${group}'`);
  const label = sql.raw(group === 'month' ? `'Mon YYYY'` : `'Mon DD'`);
  return sql`
    select to_char(g.period, 'YYYY-MM-DD') as key, to_char(g.period, ${label}) as label, ${bucketSums}
    from bounds
    cross join lateral generate_series(date_trunc(${unit}, bounds.start_at at time zone bounds.tz),
                                       date_trunc(${unit}, bounds.end_at at time zone bounds.tz), ${step}) as g(period)
    left join (
      select date_trunc(${unit}, win.at at time zone bounds.tz) as period, ${sums}
      from win, bounds ${swayOnly ? sql`where win.is_sway` : sql``}
      group by 1
    ) a on a.period = g.period
    order by g.period`;
}

const byOffer = sql`
  select coalesce('offer:' || win.offer_id, 'sway:' || win.sway_offer_id, 'none') as key,
         coalesce(min(o.offer_summary), min(so.offer_summary), 'No offer') as label, ${sums}
  from win left join offers o on o.id = win.offer_id left join sway_offers so on so.id = win.sway_offer_id
  group by 1 order by sum(win.post_cents + win.review_cents + win.ticket_cents) desc, 1`;

const byMarket = sql`
  select coalesce(l.city || '|' || l.state, 'unknown') as key,
         coalesce(min(l.city) || ', ' || min(l.state), 'Unknown') as label, ${sums}
  from win left join locations l on l.id = win.location_id
  group by 1 order by sum(win.post_cents + win.review_cents + win.ticket_cents) desc, 1`;

export async function analyticsSeries(db: Db, businessId: number, graph: GraphType, startDate: string, group: TimeSeriesGroup): Promise<AnalyticsRow[]> {
  const body = graph === 'DATE' ? timeSeries(group, false)
    : graph === 'SWAY' ? timeSeries(group, true)
      : graph === 'OFFER' ? byOffer : byMarket;
  const rows = await queryRows<RawRow>(db, sql`with ${eventsCte(businessId, startDate)} ${body}`);
  return rows.map((r) => {
    const n = (v: number | string) => Number(v);
    const post = n(r.post_cents);
    const review = n(r.review_cents);
    const ticket = n(r.ticket_cents);
    return {
      key: r.key, label: r.label, post_cents: post, review_cents: review, ticket_cents: ticket, total_cents: post + review + ticket,
      posts: n(r.posts), reviews: n(r.reviews), vouchers: n(r.vouchers), approved: n(r.approved),
    };
  });
}
