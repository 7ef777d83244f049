// The claim benchmark's databases (issue 38): the demo data plus the scale data set
// (`npm run seed -- --scale N`), seeded once into a template (a PGlite directory under
// data/bench/claim, or a PostgreSQL database <name>_tpl_s<N>), then copied for every run, so a run
// starts from the same data in its own place: a temporary directory (PGlite) or a database made
// from the template (PostgreSQL). The campaign the customers claim is added to the copy: AUTO
// review level, a code for every customer, on the demo's first business.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbOptions } from '../../server/db/client';
import { queryRows } from '../../server/db/sql';
import { seedDemo, seedScale } from '../../server/db/seed';
import { createCampaign } from '../../tests/helpers/claim';
import type { FastifyInstance } from 'fastify';

async function seed(options: DbOptions, scale: number) {
  const started = Date.now();
  const handle = await openDatabase(options);
  await seedDemo(handle.db);
  if (scale > 0) await seedScale(handle.db, scale, () => {});
  await handle.close();
  console.log(`seeded the demo data and ${scale} scale businesses in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A PGlite directory for one run inside `runDir`, copied from the seeded template. */
export async function pgliteCopy(scale: number, runDir: string, name: string): Promise<DbOptions> {
  const template = path.resolve(`data/bench/claim/pglite-demo-scale${scale}`);
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    rmSync(template, { recursive: true, force: true });
    mkdirSync(path.dirname(template), { recursive: true });
    await seed({ pgliteDir: template }, scale);
  }
  const dir = path.join(runDir, name);
  cpSync(template, dir, { recursive: true });
  return { pgliteDir: dir };
}

const withDatabase = (url: URL, database: string) => Object.assign(new URL(url.toString()), { pathname: `/${database}` }).toString();

/**
 * A PostgreSQL database `name` for one run, made from the seeded template. `serverUrl` names the
 * benchmark's own database (BENCH_DATABASE_URL); the `postgres` database the tests use is refused.
 */
export async function postgresCopy(serverUrl: string, scale: number, name: string): Promise<DbOptions> {
  const url = new URL(serverUrl);
  const base = url.pathname.slice(1);
  if (!base || base === 'postgres') throw new Error('BENCH_DATABASE_URL must name a database of its own (e.g. /sway_bench_claim), not postgres');
  const template = `${base}_tpl_s${scale}`;
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount;
    if (!exists) {
      await admin.query(`create database "${template}"`);
      await seed({ databaseUrl: withDatabase(url, template) }, scale);
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return { databaseUrl: withDatabase(url, name) };
}

/** Adds the campaign the customers claim; answers its link code and offer id. Without hashtags no hint is read (hint.ts). */
export async function addCampaign(options: DbOptions, codeCount: number, hashtags = ['#tonys']): Promise<{ code: string; offerId: number; businessId: number }> {
  const handle = await openDatabase(options);
  try {
    const [business] = await queryRows<{ id: number }>(handle.db, sql`select id from businesses order by id limit 1`);
    const codes = Array.from({ length: codeCount }, (_, i) => `RUSH-${String(i).padStart(6, '0')}`);
    // createCampaign only writes rows through app.db.
    const app = { db: handle.db } as unknown as FastifyInstance;
    const { offer, code } = await createCampaign(app, business!.id, { codes, hashtags, flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
    return { code, offerId: offer.id, businessId: business!.id };
  } finally {
    await handle.close();
  }
}

export interface SetCounts { proofs: number; approved: number; vouchers: number; codes: number; distinct_codes: number; claims: number; outbox: number }

/** What the run left in the database: every completed flow is one claim, proof, voucher and code. */
export async function countRows(options: DbOptions, offerId: number): Promise<SetCounts> {
  const handle = await openDatabase(options);
  try {
    const [counts] = await queryRows<SetCounts>(handle.db, sql`
      select (select count(*)::int from proofs where sway_offer_id = ${offerId}) as proofs,
        (select count(*)::int from proofs where sway_offer_id = ${offerId} and review_status = 'APPROVED') as approved,
        (select count(*)::int from vouchers where sway_offer_id = ${offerId}) as vouchers,
        (select count(*)::int from codes c join proofs p on p.id = c.proof_id where p.sway_offer_id = ${offerId}) as codes,
        (select count(distinct c.value)::int from codes c join proofs p on p.id = c.proof_id where p.sway_offer_id = ${offerId}) as distinct_codes,
        (select count(*)::int from claims where sway_offer_id = ${offerId} and proof_id is not null) as claims,
        (select count(*)::int from outbox) as outbox`);
    return counts!;
  } finally {
    await handle.close();
  }
}
