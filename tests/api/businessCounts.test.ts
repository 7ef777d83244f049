// The per-business counters behind businesses/voucherActivity (migration 0020): after every kind
// of change to proofs and vouchers, in single and multi-row statements across businesses, each
// business's counters equal a count of its rows, and deleting a business takes its counters along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount, createBusiness, bearer, tokenFor } from '../helpers/fixtures';
import { businesses, customers, proofs, vouchers } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

/** Each business's counters beside a count of its rows, for the businesses given. */
async function countersAndCounts(ids: number[]) {
  return queryRows<{ id: number; kept: string; counted: string }>(t.app.db, sql`select b.id,
      coalesce((select c.proofs || '/' || c.redeemed_vouchers from business_counts c where c.business_id = b.id), '0/0') as kept,
      (select count(*) from proofs p where p.business_id = b.id and p.deleted_at is null) || '/' ||
      (select count(*) from vouchers v where v.business_id = b.id and v.date_redeemed is not null) as counted
    from businesses b where b.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by b.id`);
}

const proof = (businessId: number, voucherId: number | null = null) => ({
  businessId, voucherId, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(), reviewStatus: 'APPROVED' as const,
});

describe('business counters', () => {
  it('equal the counts after inserts, soft and hard deletes, restores, moves, redemptions and their undoing', async () => {
    const a = await createBusiness(t.app);
    const b = await createBusiness(t.app);
    const ids = [a.id, b.id];
    const [customer] = await t.app.db.insert(customers).values({ businessId: a.id, firstName: 'Ann', email: 'ann@example.test' }).returning();
    const made = await t.app.db.insert(proofs).values([proof(a.id), proof(a.id), proof(b.id), proof(a.id)]).returning();
    const [voucher, other] = await t.app.db.insert(vouchers).values([
      { businessId: a.id, customerId: customer.id, dateRedeemed: new Date() },
      { businessId: a.id, customerId: customer.id },
    ]).returning();
    const steps: Array<() => Promise<unknown>> = [
      () => t.app.db.update(proofs).set({ deletedAt: new Date() }).where(eq(proofs.id, made[0].id)),
      () => t.app.db.update(proofs).set({ reviewStatus: 'DENIED' }).where(inArray(proofs.id, made.map((p) => p.id))),
      () => t.app.db.update(proofs).set({ deletedAt: null }).where(eq(proofs.id, made[0].id)),
      () => t.app.db.update(proofs).set({ businessId: b.id }).where(eq(proofs.id, made[1].id)),
      () => t.app.db.delete(proofs).where(eq(proofs.id, made[3].id)),
      () => t.app.db.update(vouchers).set({ dateRedeemed: new Date() }).where(eq(vouchers.id, other.id)),
      () => t.app.db.update(vouchers).set({ dateRedeemed: null }).where(eq(vouchers.id, voucher.id)),
      () => t.app.db.delete(vouchers).where(eq(vouchers.id, other.id)),
    ];
    const seen = [await countersAndCounts(ids)];
    for (const step of steps) {
      await step();
      seen.push(await countersAndCounts(ids));
    }
    for (const rows of seen) for (const row of rows) expect(row.kept, `business ${row.id}`).toBe(row.counted);
    expect(seen[0].map((r) => r.kept)).toEqual(['3/1', '1/0']);
    expect(seen.at(-1)?.map((r) => r.kept)).toEqual(['1/0', '2/0']);
  });

  it('answer businesses/voucherActivity, and go with a deleted business', async () => {
    const business = await createBusiness(t.app);
    const owner = await createAccount(t.app, 'CLIENT', [business.id]);
    const headers = bearer(await tokenFor(t.app, owner, business.id));
    const activity = async () => (await t.app.inject({ url: '/api/businesses/voucherActivity', headers })).json<{ proof_count: number; voucher_count: number }>();
    expect(await activity()).toMatchObject({ proof_count: 0, voucher_count: 0 });
    await t.app.db.insert(proofs).values([proof(business.id), proof(business.id)]);
    expect(await activity()).toMatchObject({ proof_count: 2, voucher_count: 0 });
    const closing = await createBusiness(t.app);
    await t.app.db.insert(proofs).values([proof(closing.id), proof(closing.id)]);
    expect(await countersAndCounts([closing.id])).toEqual([{ id: closing.id, kept: '2/0', counted: '2/0' }]);
    // Its proofs go by cascade; their trigger must neither fail nor leave a row behind.
    await t.app.db.delete(businesses).where(eq(businesses.id, closing.id));
    expect(await queryRows(t.app.db, sql`select 1 from business_counts where business_id = ${closing.id}`)).toEqual([]);
  });
});
