// The dashboard's dollar value model (issue 3, docs/decisions/0017-dollar-value-model.md), run as the SQL every figure
// uses (server/domain/value.ts): settings fall back from business to industry to 0; reviews,
// posts (check-ins and videos too) and the ticket of a redeemed voucher are priced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { industries, industryCategories } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import { cents, reviewTypesSql, settingsRelation, valueCentsColumns } from '../../server/domain/value';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

interface Cents { post_cents: number; review_cents: number; ticket_cents: number }

async function settings(businessId: number) {
  const [row] = await queryRows<Cents>(t.app.db, sql`select post_cents, review_cents, ticket_cents from ${settingsRelation(businessId)} s`);
  return row;
}

/** The value of an item with these proof types, as the product's SQL computes it. */
async function itemCents(businessId: number, proofTypes: string[], redeemed: boolean, ownTicketCents: number | null = null) {
  const types = sql`array[${sql.join(proofTypes.map((p) => sql`${p}`), sql`, `)}]::text[]`;
  const [row] = await queryRows<Cents>(t.app.db, sql`with s as ${settingsRelation(businessId)}
    select ${valueCentsColumns({
      proofs: sql`cardinality(${types})`,
      reviews: sql`(select count(*)::int from unnest(${types}) t where t in ${reviewTypesSql})`,
      redeemed: sql`${redeemed}::boolean`,
      ownTicketCents: sql`${ownTicketCents}::int`,
    })} from s`);
  const item = { post_cents: cents(row.post_cents), review_cents: cents(row.review_cents), ticket_cents: cents(row.ticket_cents) };
  return { ...item, total_cents: item.post_cents + item.review_cents + item.ticket_cents };
}

describe('value settings', () => {
  it('takes the business value, else the industry value, else 0', async () => {
    const [industry] = await t.app.db.insert(industries).values({ title: 'Food' }).returning();
    const [category] = await t.app.db.insert(industryCategories).values({
      industryId: industry.id, title: 'Pizza', reviewMarketingValueCents: 250, averageTicketValueCents: null,
    }).returning();
    const withIndustry = await createBusiness(t.app, { postMarketingValueCents: 100, reviewMarketingValueCents: null, industryCategoryId: category.id });
    expect(await settings(withIndustry.id)).toEqual({ post_cents: 100, review_cents: 250, ticket_cents: 0 });
    const bare = await createBusiness(t.app);
    expect(await settings(bare.id)).toEqual({ post_cents: 0, review_cents: 0, ticket_cents: 0 });
  });
});

describe('item value', () => {
  let business: number;
  beforeAll(async () => {
    business = (await createBusiness(t.app, { postMarketingValueCents: 1500, reviewMarketingValueCents: 2000, averageTicketValueCents: 5000 })).id;
  });
  it('prices reviews, posts (check-ins and videos too) and the ticket of a redeemed voucher', async () => {
    expect(await itemCents(business, ['ONLINE_REVIEW', 'INSTAGRAM_POST', 'FACEBOOK_CHECKIN'], true))
      .toEqual({ post_cents: 3000, review_cents: 2000, ticket_cents: 5000, total_cents: 10000 });
  });
  it("uses the voucher's own ticket value when recorded, and no ticket before redemption", async () => {
    expect((await itemCents(business, ['TIK_TOK'], true, 4321)).total_cents).toBe(5821);
    expect((await itemCents(business, ['FACEBOOK_REVIEW'], false, 4321)).total_cents).toBe(2000);
  });
});
