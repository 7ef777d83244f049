// Makes the --scale data set ready for the dashboard benchmark (idempotent): the migrations (with
// the timeline index), one "big" business with 10,000 more proofs so a timeline offset of 5,000
// exists, sway proofs to open, re-type and delete, and an admin account. Then VACUUM ANALYZE.
import { sql } from 'drizzle-orm';
import { openDatabase, type DbOptions } from '../../server/db/client';
import { queryRows } from '../../server/db/sql';
import { openSession } from '../../server/auth/sessions';
import { createCampaign } from '../../tests/helpers/claim';
import type { FastifyInstance } from 'fastify';

export interface Tenant { accountId: number; email: string; businessId: number }
export interface Prepared {
  tenants: Tenant[];
  big: Tenant;
  admin: { accountId: number; email: string };
  vouchers: Record<number, number[]>;
  swayProofs: Record<number, number[]>;
  deletable: number[];
  /** A login (sessions row) per account, for the tokens the benchmark signs. */
  sids: Record<number, string>;
  /** The busy shop (issue 38): a tenant with a REVIEW campaign the claim stream completes, at `/c/{code}`. */
  busy: Tenant & { code: string };
}

const TENANTS = 50;
const DELETABLE = 1000;

export async function prepare(options: DbOptions, log: (s: string) => void): Promise<Prepared> {
  // Adding 10,000 proofs runs the value-item triggers for each: longer than a request may take.
  const handle = await openDatabase({ ...options, statementTimeoutMs: 0 });
  const { db } = handle;
  try {
    const tenants = await queryRows<Tenant>(db, sql`select a.id as "accountId", a.email, m.business_id as "businessId"
      from businesses b join memberships m on m.business_id = b.id join accounts a on a.id = m.account_id
      where b.combo_title like 'scale:%' order by b.id limit ${TENANTS}`);
    if (tenants.length < 3) throw new Error('no scale businesses: run `npm run seed -- --scale N` first');
    const [big, swayHome] = tenants;
    // Integers only, so a literal array is safe (drizzle would expand a JS array into a tuple).
    const idArray = sql.raw(`ARRAY[${tenants.map((t) => Number(t.businessId)).join(',')}]::int[]`);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from proofs where business_id = ${big.businessId}`);
    if (n < 6000) {
      log(`prepare: adding 10,000 proofs to business ${big.businessId}`);
      await db.execute(sql`insert into proofs (business_id, proof_type, is_sway, proof_date, date_submitted, first_name, email,
          offer_summary, proof_image_url, review_status)
        select ${big.businessId}, 'INSTAGRAM_POST', false, now() - g * interval '1 hour', now() - g * interval '1 hour',
               'Big' || g, 'big' || g || '@scale.example.com', 'Scale offer 1', '/demo/instagram-post.svg', 'APPROVED'
        from generate_series(1, 10000) g`);
    }
    // Sway offers and proofs for every benchmarked tenant (the scale seed has none).
    await db.execute(sql`insert into sway_offers (business_id, offer_summary)
      select b, 'Scale sway offer' from unnest(${idArray}) b
      where not exists (select 1 from sway_offers s where s.business_id = b)`);
    await db.execute(sql`insert into proofs (business_id, sway_offer_id, proof_type, is_sway, proof_date, date_submitted,
        first_name, email, phone, offer_summary, proof_image_url, review_status)
      select s.business_id, s.id, (array['ONLINE_REVIEW','INSTAGRAM_POST'])[1 + g % 2], true, now() - g * interval '5 days',
             now() - g * interval '5 days', 'Sway' || g, 'sway' || g || '@scale.example.com', '(555) 555-0100',
             s.offer_summary, '/demo/google-review.svg', 'PENDING'
      from sway_offers s cross join generate_series(1, 20) g
      where s.business_id = any(${idArray})
        and not exists (select 1 from proofs p where p.sway_offer_id = s.id)`);
    // Fresh sway proofs for the DELETE measurement (each request deletes a different one).
    const [{ live }] = await queryRows<{ live: number }>(db, sql`select count(*)::int as live from proofs
      where business_id = ${swayHome.businessId} and first_name = 'Deletable' and deleted_at is null`);
    if (live < DELETABLE) {
      await db.execute(sql`insert into proofs (business_id, proof_type, is_sway, proof_date, date_submitted, first_name, review_status)
        select ${swayHome.businessId}, 'TIK_TOK', true, now() - interval '900 days', now() - interval '900 days', 'Deletable', 'PENDING'
        from generate_series(1, ${DELETABLE - live})`);
    }
    await db.execute(sql`insert into accounts (email, first_name, last_name, user_type)
      values ('bench-admin@scale.example.com', 'Bench', 'Admin', 'ADMIN') on conflict do nothing`);
    const [admin] = await queryRows<{ accountId: number; email: string }>(db,
      sql`select id as "accountId", email from accounts where email = 'bench-admin@scale.example.com'`);
    const pick = async (query: ReturnType<typeof sql>) => {
      const rows = await queryRows<{ b: number; ids: number[] }>(db, query);
      return Object.fromEntries(rows.map((r) => [r.b, r.ids]));
    };
    const vouchers = await pick(sql`select business_id as b, (array_agg(id order by id))[1:20] as ids from vouchers
      where business_id = any(${idArray}) and date_redeemed is not null group by business_id`);
    const swayProofs = await pick(sql`select business_id as b, array_agg(id order by id) as ids from proofs
      where business_id = any(${idArray}) and is_sway and first_name like 'Sway%' and deleted_at is null group by business_id`);
    const deletable = (await queryRows<{ id: number }>(db, sql`select id from proofs where business_id = ${swayHome.businessId}
      and first_name = 'Deletable' and deleted_at is null order by id`)).map((r) => r.id);
    log('prepare: VACUUM ANALYZE');
    await db.execute(sql`VACUUM ANALYZE`);
    const [{ proofs, businesses }] = await queryRows<{ proofs: number; businesses: number }>(db,
      sql`select (select count(*)::int from proofs) as proofs, (select count(*)::int from businesses) as businesses`);
    log(`prepare: ${proofs.toLocaleString('en-US')} proofs over ${businesses} businesses`);
    const sids: Record<number, string> = {};
    for (const accountId of new Set([...tenants.map((t) => t.accountId), big.accountId, admin.accountId])) {
      sids[accountId] = await openSession(db, accountId);
    }
    // A campaign of the run's own for the claim stream: checked by hand (REVIEW), as a shop starts one.
    const busyTenant = tenants[2] as Tenant;
    const { code } = await createCampaign({ db } as unknown as FastifyInstance, busyTenant.businessId, {
      summary: 'Busy shop: free coffee for a post', flow: { side_effect_data: { auto_check_proofs: 'REVIEW' } },
    });
    return { tenants, big, admin, vouchers, swayProofs, deletable, sids, busy: { ...busyTenant, code } };
  } finally {
    await handle.close();
  }
}
