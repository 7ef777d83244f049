// The large benchmark data set (`npm run seed -- --scale N`): N businesses, each with an owner,
// 2 locations, 5 offers and on average ~1,000 proofs with their vouchers over two years.
// Everything is set-based SQL (INSERT ... SELECT FROM generate_series) in batches of businesses;
// pseudo-random values come from hashint4/hashint8 of ids, so a run is repeatable.
import { max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { businesses, industryCategories } from '../schema';
import { seedIndustries } from './industries';

const BATCH = 25;

/** A fraction in [0, 1) from an integer expression (a stable hash, not random()). */
const frac = (expr: string) => sql.raw(`((hashint8((${expr})::bigint) & 2147483647)::float8 / 2147483648.0)`);

async function maxBusinessId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(businesses.id) }).from(businesses);
  return row?.id ?? 0;
}

async function categoryId(db: Db): Promise<number> {
  const [row] = await db.select({ id: industryCategories.id }).from(industryCategories).orderBy(industryCategories.id).limit(1);
  if (row) return row.id;
  const ids = await seedIndustries(db);
  return Object.values(ids.categories)[0] ?? 0;
}

/** Businesses g in [from, to] with their owner, membership, 2 locations and 5 offers; returns the id range. */
async function insertTenants(db: Db, from: number, to: number, category: number): Promise<[number, number]> {
  const before = await maxBusinessId(db);
  await db.execute(sql`
    WITH b AS (
      INSERT INTO businesses (title, combo_title, brand, created_at, industry_category_id, default_hashtags, time_zone)
      SELECT 'Scale Business ' || g, 'scale:' || g, 'Scale ' || g, now() - interval '800 days', ${category},
             ARRAY['#scale' || g], 'America/New_York'
      FROM generate_series(${from}::int, ${to}::int) g
      RETURNING id, combo_title),
    a AS (
      INSERT INTO accounts (email, first_name, last_name, user_type, current_business_id)
      SELECT 'owner' || substr(combo_title, 7) || '@scale.example.com', 'Owner', 'Scale ' || substr(combo_title, 7), 'CLIENT', id
      FROM b RETURNING id, current_business_id),
    m AS (INSERT INTO memberships (account_id, business_id) SELECT id, current_business_id FROM a),
    l AS (
      INSERT INTO locations (business_id, address, city, state, zipcode, latitude, longitude)
      SELECT b.id, (100 + k) || ' Main St', CASE k WHEN 1 THEN 'Brooklyn' ELSE 'Hoboken' END,
             CASE k WHEN 1 THEN 'NY' ELSE 'NJ' END, CASE k WHEN 1 THEN '11231' ELSE '07030' END,
             40.700000 + k / 100.0, -74.000000 - k / 100.0
      FROM b CROSS JOIN generate_series(1, 2) k)
    INSERT INTO offers (business_id, offer_type, offer_order_flow_type, offer_status, offer_summary, offer_start_date,
                        expiration_date, tasks, created_at, updated_at)
    SELECT b.id, 'LOCAL', 'VISIT', (ARRAY['ACTIVE','ACTIVE','PAUSED','COMPLETE','FULL'])[k]::offer_status,
           'Scale offer ' || k, now() - interval '760 days', CASE k WHEN 4 THEN now() - interval '30 days' END,
           ARRAY['INSTAGRAM_POST','FACEBOOK_POST','ONLINE_REVIEW'], now() - interval '770 days', now() - interval '770 days'
    FROM b CROSS JOIN generate_series(1, 5) k`);
  return [before + 1, await maxBusinessId(db)];
}

/** Customers, vouchers (400..1000 per business, most redeemed) and 1-2 proofs per voucher. */
async function insertActivity(db: Db, lo: number, hi: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO customers (business_id, first_name, email, phone, created_at)
    SELECT b.id, 'Local' || k, 'local' || k || '.b' || b.id || '@scale.example.com', '(555) 555-' || lpad((k % 10000)::text, 4, '0'),
           now() - interval '790 days'
    FROM businesses b CROSS JOIN generate_series(1, 300) k
    WHERE b.id BETWEEN ${lo} AND ${hi}`);
  await db.execute(sql`
    INSERT INTO vouchers (business_id, offer_id, customer_id, location_id, created_at, date_redeemed, value_cents)
    SELECT x.id, o.ids[1 + k % 4], c.ids[1 + (hashint4(k * 31 + x.id) & 2147483647) % array_length(c.ids, 1)], l.ids[1 + k % 2],
           x.at, CASE WHEN ${frac('k * 7 + x.id')} < 0.85 THEN least(x.at + ${frac('k * 11 + x.id')} * interval '3 days', now()) END,
           1500 + (hashint4(k * 13 + x.id) & 2147483647) % 4000
    FROM (SELECT b.id, k, now() - ${frac('k * 1000003 + b.id')} * interval '730 days' AS at
          FROM businesses b CROSS JOIN LATERAL generate_series(1, 400 + (hashint4(b.id) & 2147483647) % 601) k
          WHERE b.id BETWEEN ${lo} AND ${hi}) x
    JOIN (SELECT business_id, array_agg(id ORDER BY id) ids FROM offers WHERE business_id BETWEEN ${lo} AND ${hi} GROUP BY business_id) o ON o.business_id = x.id
    JOIN (SELECT business_id, array_agg(id ORDER BY id) ids FROM locations WHERE business_id BETWEEN ${lo} AND ${hi} GROUP BY business_id) l ON l.business_id = x.id
    JOIN (SELECT business_id, array_agg(id ORDER BY id) ids FROM customers WHERE business_id BETWEEN ${lo} AND ${hi} GROUP BY business_id) c ON c.business_id = x.id`);
  await db.execute(sql`
    INSERT INTO proofs (business_id, voucher_id, offer_id, customer_id, proof_type, is_sway, proof_date, date_submitted,
                        first_name, email, phone, offer_summary, proof_image_url, review_status)
    SELECT v.business_id, v.id, v.offer_id, v.customer_id, t.type, false, v.created_at - interval '1 hour', v.created_at,
           c.first_name, c.email, c.phone, o.offer_summary, t.img, 'APPROVED'
    FROM vouchers v
    JOIN customers c ON c.id = v.customer_id
    JOIN offers o ON o.id = v.offer_id
    CROSS JOIN LATERAL generate_series(1, 1 + ((hashint4(v.id) & 7) < 3)::int) p
    CROSS JOIN LATERAL (SELECT (ARRAY['FACEBOOK_CHECKIN','FACEBOOK_POST','INSTAGRAM_POST','ONLINE_REVIEW','TIK_TOK','FACEBOOK_REVIEW'])[n] AS type,
                               (ARRAY['facebook-checkin','facebook-post','instagram-post','google-review','tiktok-video','facebook-review'])[n] AS img0
                        FROM (SELECT 1 + ((hashint4(v.id * 3 + p) & 2147483647) % 6) AS n) s) t0
    CROSS JOIN LATERAL (SELECT t0.type, '/demo/' || t0.img0 || '.svg' AS img) t
    WHERE v.business_id BETWEEN ${lo} AND ${hi}`);
}

export async function seedScale(db: Db, count: number, log: (line: string) => void = console.log): Promise<void> {
  const started = Date.now();
  const category = await categoryId(db);
  const [{ n: existing } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(businesses)
    .where(sql`${businesses.comboTitle} like 'scale:%'`);
  for (let done = 0, batch = 1; done < count; done += BATCH, batch += 1) {
    const from = existing + done + 1;
    const to = existing + Math.min(count, done + BATCH);
    const [lo, hi] = await insertTenants(db, from, to, category);
    // Row by row upkeep of value_items would triple the load time: defer it, then derive the
    // batch's items in one statement (migration 0004).
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL sway.value_items_deferred = 'on'`);
      await insertActivity(tx as unknown as Db, lo, hi);
      // Without fresh statistics the planner reads the tables as nearly empty and checks each
      // voucher's proofs by scanning a whole index (40 s a batch instead of 2); PGlite has no
      // autovacuum to do this. Analysing whenever the tables have doubled keeps the plans right.
      if ((batch & (batch - 1)) === 0) await tx.execute(sql`ANALYZE vouchers, proofs`);
      await tx.execute(sql`SELECT value_items_refresh_businesses(${lo}, ${hi})`);
    });
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    log(`scale: ${Math.min(count, done + BATCH)}/${count} businesses (${secs}s)`);
  }
  // Statistics and a visibility map as a long-running install has them (db/upkeep.ts).
  await db.execute(sql`VACUUM (ANALYZE)`);
}
