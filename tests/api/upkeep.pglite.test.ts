// The upkeep job on a real database (server/db/upkeep.ts): after a bulk insert it vacuums and
// analyses proofs, so the timeline's deep pages are read from the index alone, and a second run
// finds nothing to do. The server runs it on PGlite only (no autovacuum there), so this file
// uses PGlite and runs in the PGlite pass only (*.pglite.test.ts); on PostgreSQL, other
// connections report their counters late.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { proofs } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import { runUpkeep } from '../../server/db/upkeep';
import { testConfig } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';

let database: DbHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: inject('pgliteTemplate') });
  app = await buildApp({ config: testConfig(), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const planLines = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ 'QUERY PLAN': string }>(app.db, query)).map((r) => r['QUERY PLAN']).join('\n');

it('vacuums and analyses proofs after a bulk insert, then the deep timeline scan reads no table rows', async () => {
  const business = await createBusiness(app);
  const rows: (typeof proofs.$inferInsert)[] = Array.from({ length: 6000 }, (_, i) => ({
    businessId: business.id, proofType: 'FACEBOOK_POST', reviewStatus: 'APPROVED',
    proofDate: new Date(Date.UTC(2026, 0, 1, 0, i)), dateSubmitted: new Date(Date.UTC(2026, 0, 1, 0, i)),
  }));
  for (let i = 0; i < rows.length; i += 1000) await app.db.insert(proofs).values(rows.slice(i, i + 1000));

  const first = await runUpkeep(app.db);
  const [table] = await queryRows<{ pages: number; allVisible: number; rows: number }>(app.db, sql`select relpages as pages,
    relallvisible as "allVisible", reltuples::float8 as rows from pg_class where relname = 'proofs'`);
  expect(first.vacuum).toContain('proofs');
  expect(table.rows).toBe(6000);
  expect(table.allVisible).toBe(table.pages);

  const plan = await planLines(sql`explain (analyze, costs off, timing off, summary off)
    select id from proofs where business_id = ${business.id} and deleted_at is null and date_submitted < now()
    order by date_submitted desc nulls last, id desc nulls last offset 5000 limit 10`);
  expect(plan).toContain('Index Only Scan using proofs_timeline_idx');
  expect(plan).toMatch(/Heap Fetches: 0\b/);

  expect(await runUpkeep(app.db)).toEqual({ vacuum: [], analyze: [] });
});
