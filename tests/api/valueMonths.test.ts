// The value items summed per local month (migration 0021), which the ring and the bars read: after
// proofs, vouchers, redemptions, deletions and a change of the business's time zone, each month's
// row equals the sums over the value items themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { businesses, customers, proofs, vouchers } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

interface MonthRow { month: string; items: number; proofs: number; reviews: number; own: number; unpriced: number }

/** The kept rows and the same sums taken over value_items now, in the business's time zone. */
async function keptAndSummed(businessId: number) {
  const kept = await queryRows<MonthRow>(t.app.db, sql`select to_char(month, 'YYYY-MM-DD') as month, items, proofs, reviews,
      redeemed_own_cents::int as own, redeemed_default as unpriced
    from value_months where business_id = ${businessId} and items <> 0 order by month`);
  const summed = await queryRows<MonthRow>(t.app.db, sql`select to_char(date_trunc('month', i.at at time zone b.time_zone), 'YYYY-MM-DD') as month,
      count(*)::int as items, sum(cardinality(i.proof_types))::int as proofs,
      sum((select count(*) from unnest(i.proof_types) x where x in ('ONLINE_REVIEW', 'FACEBOOK_REVIEW')))::int as reviews,
      coalesce(sum(i.value_cents) filter (where i.redeemed), 0)::int as own, (count(*) filter (where i.redeemed and i.value_cents is null))::int as unpriced
    from value_items i join businesses b on b.id = i.business_id where i.business_id = ${businessId} group by 1 order by 1`);
  return { kept, summed };
}

describe('value months', () => {
  it('equal the sums of the value items after every kind of change, a new time zone included', async () => {
    const business = await createBusiness(t.app, { timeZone: 'UTC' });
    const [customer] = await t.app.db.insert(customers).values({ businessId: business.id, firstName: 'Ann', email: 'ann@example.test' }).returning();
    // Around a month boundary, so that a time zone moves items from one month to the other.
    const boundary = new Date(Date.UTC(2026, 9, 1, 2, 0));
    const before = new Date(boundary.getTime() - 6 * 3_600_000);
    const [redeemed, priced] = await t.app.db.insert(vouchers).values([
      { businessId: business.id, customerId: customer.id, dateRedeemed: boundary },
      { businessId: business.id, customerId: customer.id, dateRedeemed: before, valueCents: 4_500 },
    ]).returning();
    const proof = (voucherId: number | null, proofType: 'INSTAGRAM_POST' | 'ONLINE_REVIEW', at: Date) => ({
      businessId: business.id, voucherId, customerId: voucherId ? customer.id : null, isSway: voucherId === null, proofType,
      proofDate: at, dateSubmitted: at, reviewStatus: 'APPROVED' as const,
    });
    const made = await t.app.db.insert(proofs).values([
      proof(redeemed.id, 'ONLINE_REVIEW', before), proof(redeemed.id, 'INSTAGRAM_POST', before),
      proof(priced.id, 'INSTAGRAM_POST', before), proof(null, 'ONLINE_REVIEW', boundary), proof(null, 'INSTAGRAM_POST', before),
    ]).returning();
    const checks = [await keptAndSummed(business.id)];
    expect(checks[0].kept.map((m) => m.month)).toEqual(['2026-09-01', '2026-10-01']);
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED' }).where(eq(proofs.id, made[1].id));
    checks.push(await keptAndSummed(business.id));
    await t.app.db.update(proofs).set({ deletedAt: new Date() }).where(eq(proofs.id, made[3].id));
    checks.push(await keptAndSummed(business.id));
    await t.app.db.update(vouchers).set({ dateRedeemed: null }).where(eq(vouchers.id, priced.id));
    checks.push(await keptAndSummed(business.id));
    await t.app.db.update(businesses).set({ timeZone: 'Pacific/Honolulu' }).where(eq(businesses.id, business.id));
    const moved = await keptAndSummed(business.id);
    checks.push(moved);
    for (const { kept, summed } of checks) expect(kept).toEqual(summed);
    // UTC-10: the boundary's redemption now falls in September, with everything else.
    expect(moved.kept.map((m) => m.month)).toEqual(['2026-09-01']);
  });

  it('stay equal to the sums when a transaction adds proofs and then changes the time zone (the months summed again take back what was not yet added)', async () => {
    const business = await createBusiness(t.app, { timeZone: 'UTC' });
    const at = new Date(Date.UTC(2026, 9, 1, 2, 0));
    await t.app.db.transaction(async (tx) => {
      await tx.insert(proofs).values([1, 2].map(() => ({
        businessId: business.id, isSway: true, proofType: 'INSTAGRAM_POST' as const, proofDate: at, dateSubmitted: at, reviewStatus: 'APPROVED' as const,
      })));
      await tx.update(businesses).set({ timeZone: 'Pacific/Honolulu' }).where(eq(businesses.id, business.id));
    });
    const { kept, summed } = await keptAndSummed(business.id);
    expect(kept).toEqual(summed);
    expect(kept).toEqual([{ month: '2026-09-01', items: 2, proofs: 2, reviews: 0, own: 0, unpriced: 0 }]);
  });
});
