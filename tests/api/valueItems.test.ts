// value_items (migration 0004) must equal value_item_sources, the view that derives the dashboard's
// items from proofs and vouchers, after every kind of write: a stale row would be a wrong dollar
// figure. A seeded random run of writes checks it after each step, and the --scale seed's deferred
// bulk path is checked the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { businesses, customers, offers, proofs, swayOffers, vouchers } from '../../server/db/schema';
import type { ProofType } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import { seedScale } from '../../server/db/seed/scale';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const COLUMNS = sql.raw('business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id');
const ORDER = sql.raw('order by voucher_id nulls last, proof_id nulls last');

async function expectInSync(step: string) {
  const kept = await queryRows(t.app.db, sql`select ${COLUMNS} from value_items ${ORDER}`);
  const derived = await queryRows(t.app.db, sql`select ${COLUMNS} from value_item_sources ${ORDER}`);
  expect(kept, step).toEqual(derived);
}

const TYPES: ProofType[] = ['INSTAGRAM_POST', 'ONLINE_REVIEW', 'FACEBOOK_REVIEW', 'TIK_TOK', 'FACEBOOK_CHECKIN'];

describe('value_items', () => {
  it('stays equal to what proofs and vouchers imply through 150 random writes', async () => {
    faker.seed(42);
    const business = await createBusiness(t.app);
    const b = business.id;
    const [offer] = await t.app.db.insert(offers).values({ businessId: b, offerSummary: 'Free slice', offerStatus: 'ACTIVE' }).returning();
    const [sway] = await t.app.db.insert(swayOffers).values({ businessId: b, offerSummary: 'Sway coffee' } as typeof swayOffers.$inferInsert).returning();
    const [customer] = await t.app.db.insert(customers).values({ businessId: b, firstName: 'Ann', email: 'ann@example.test' }).returning();
    const voucherIds: number[] = [];
    const proofIds: number[] = [];
    const when = () => faker.date.between({ from: '2026-01-01T00:00:00Z', to: '2026-11-20T00:00:00Z' });
    const pick = (ids: number[]) => faker.helpers.arrayElement(ids);

    const writes: Record<string, () => Promise<unknown>> = {
      'new voucher': async () => {
        const [v] = await t.app.db.insert(vouchers).values({ businessId: b, offerId: offer.id, customerId: customer.id,
          dateRedeemed: faker.datatype.boolean() ? when() : null, valueCents: faker.helpers.maybe(() => 1234) ?? null }).returning();
        voucherIds.push(v.id);
      },
      'new proof': async () => {
        const withVoucher = voucherIds.length > 0 && faker.datatype.boolean();
        const [p] = await t.app.db.insert(proofs).values({
          businessId: b, voucherId: withVoucher ? pick(voucherIds) : null, offerId: offer.id, swayOfferId: withVoucher ? null : sway.id,
          isSway: !withVoucher || faker.datatype.boolean(), proofType: faker.helpers.arrayElement(TYPES), proofDate: when(), dateSubmitted: when(),
          offerSummary: faker.helpers.maybe(() => 'Copied summary') ?? null, proofImageUrl: faker.helpers.maybe(() => '/demo/x.svg') ?? null,
          reviewStatus: faker.helpers.arrayElement(['APPROVED', 'PENDING', 'DENIED'] as const),
        }).returning();
        proofIds.push(p.id);
      },
      'deny or approve': () => t.app.db.update(proofs).set({ reviewStatus: faker.helpers.arrayElement(['APPROVED', 'DENIED'] as const) }).where(eq(proofs.id, pick(proofIds))),
      'soft delete or restore': () => t.app.db.update(proofs).set({ deletedAt: faker.datatype.boolean() ? new Date() : null }).where(eq(proofs.id, pick(proofIds))),
      're-type': () => t.app.db.update(proofs).set({ proofType: faker.helpers.arrayElement(TYPES) }).where(eq(proofs.id, pick(proofIds))),
      'move proof': () => t.app.db.update(proofs).set({ voucherId: faker.datatype.boolean() && voucherIds.length ? pick(voucherIds) : null }).where(eq(proofs.id, pick(proofIds))),
      'resubmit': () => t.app.db.update(proofs).set({ dateSubmitted: when(), proofImageUrl: faker.helpers.maybe(() => '/demo/y.svg') ?? null }).where(eq(proofs.id, pick(proofIds))),
      'delete proof': async () => {
        const id = pick(proofIds);
        await t.app.db.delete(proofs).where(eq(proofs.id, id));
        proofIds.splice(proofIds.indexOf(id), 1);
      },
      'redeem or un-redeem': () => t.app.db.update(vouchers).set({ dateRedeemed: faker.datatype.boolean() ? when() : null }).where(eq(vouchers.id, pick(voucherIds))),
      'ticket value': () => t.app.db.update(vouchers).set({ valueCents: faker.helpers.maybe(() => faker.number.int({ min: 100, max: 9000 })) ?? null }).where(eq(vouchers.id, pick(voucherIds))),
      'delete voucher': async () => {
        const id = pick(voucherIds);
        await t.app.db.delete(vouchers).where(eq(vouchers.id, id));
        voucherIds.splice(voucherIds.indexOf(id), 1);
      },
    };
    for (let step = 0; step < 150; step += 1) {
      const growing = step < 10 || faker.number.float() < 0.4;
      const possible = Object.keys(writes).filter((name) => (growing ? name.startsWith('new') : true))
        .filter((name) => (voucherIds.length ? true : !['redeem or un-redeem', 'ticket value', 'delete voucher'].includes(name)))
        .filter((name) => (proofIds.length ? true : name.startsWith('new')));
      const name = faker.helpers.arrayElement(possible);
      await writes[name]?.();
      await expectInSync(`step ${step}: ${name}`);
    }
    const [{ n }] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from value_items where business_id = ${b}`);
    expect(n).toBeGreaterThan(5);

    await t.app.db.delete(businesses).where(eq(businesses.id, b));
    await expectInSync('business deleted');
  });

  it('is derived in bulk by the --scale seed, which defers the row triggers', async () => {
    await seedScale(t.app.db, 2, () => undefined);
    const [{ n }] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from value_items`);
    expect(n).toBeGreaterThan(500);
    await expectInSync('after the scale seed');
  });
});
