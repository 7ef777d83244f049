// The per-business counters are added to at commit (migration 0033, decision 0278): a claim's
// transaction that has written its proof does not hold the business's counter rows, so another
// claim of the same business writes its proof and commits meanwhile; when both have committed the
// counters hold both. Only a PostgreSQL server runs two transactions at once.
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { connectionBeside } from '../helpers/database';
import { createBusiness } from '../helpers/fixtures';
import { proofs } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';

let t: TestApp;
let other: pg.Client;
beforeAll(async () => {
  t = await buildTestApp();
  // A connection of its own: a claim whose transaction is still open.
  other = await connectionBeside(t.app.db);
});
afterEach(async () => { await other.query('rollback'); });
afterAll(async () => {
  await other.end();
  await t.close();
});

const counters = async (businessId: number) => (await queryRows<{ proofs: number; items: number }>(t.app.db, sql`
  select (select proofs from business_counts where business_id = ${businessId}) as proofs,
         (select sum(items)::int from value_months where business_id = ${businessId}) as items`))[0]!;

describe('counters added at commit', () => {
  it('a proof written in an open transaction does not hold its business\'s counters: another proof of the business commits meanwhile', async () => {
    const business = await createBusiness(t.app);
    const proof = { businessId: business.id, isSway: true, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(), reviewStatus: 'APPROVED' as const };
    await t.app.db.insert(proofs).values(proof);
    expect(await counters(business.id)).toEqual({ proofs: 1, items: 1 });

    await other.query('begin');
    await other.query(`insert into proofs (business_id, is_sway, proof_type, proof_date, review_status) values ($1, true, 'INSTAGRAM_POST', now(), 'APPROVED')`, [business.id]);
    // Before migration 0033 this insert waited for the open transaction (the counter rows were locked) and timed out.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      await tx.insert(proofs).values(proof);
    });
    expect(await counters(business.id)).toEqual({ proofs: 2, items: 2 });
    await other.query('commit');
    expect(await counters(business.id)).toEqual({ proofs: 3, items: 3 });
    expect(await queryRows(t.app.db, sql`select 1 from business_count_deltas union all select 1 from value_month_deltas`)).toEqual([]);
  });
});
