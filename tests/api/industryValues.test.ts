// Industry value settings (spec 3 §2 Admin Settings, §5, §6, §7, §9): GET adminSettings and the
// four PUTs with newValue; ADMIN only; missing values are 0; money exact in cents and capped at
// $100,000.00; a business that falls back to its category's values sees the change at once.
// engine-independent: reads and writes through Drizzle query builders one request at a time, and cents computed in Node, not by a statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { industries, industryCategories } from '../../server/db/schema';
import type { IndustryCategoryRow, IndustryValues } from '../../contract/industryValues';
import type { DashboardMonthlyRow } from '../../contract/dashboard';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createTenant, tokenFor } from '../helpers/fixtures';
import { buildDashboardFixture, monthKey, ownerHeaders } from './dashboardFixture';

let t: TestApp;
let admin: Record<string, string>;
let category: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ headers: admin } = await createAdmin(t.app, null));
  const [industry] = await t.app.db.insert(industries).values({ title: 'Auto' }).returning();
  [{ id: category }] = await t.app.db.insert(industryCategories).values({ industryId: industry.id, title: 'Car Wash' }).returning();
});
afterAll(async () => t.close());

const put = (kind: string, id: number | string, newValue: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/adminSettings/${kind}/${id}`, headers, payload: { newValue } });
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/adminSettings', headers: admin })).json<IndustryValues>();
const carWash = async () => (await list()).find((i) => i.title === 'Auto')?.industry_categories[0];

describe('GET adminSettings', () => {
  it('lists each industry with its categories, missing values as 0', async () => {
    expect(await carWash()).toEqual({
      id: category, title: 'Car Wash',
      industry_category_value_settings: { post_marketing_value: 0, review_marketing_value: 0, average_ticket_value: 0, industry_proof_ratio: 0 },
    });
  });
});

describe('PUT adminSettings/cost/{post|review|avgTicket}/{categoryId} and proofRatio', () => {
  it('saves each field exactly and answers the category', async () => {
    expect((await put('cost/post', category, '12.5')).json<IndustryCategoryRow>().industry_category_value_settings.post_marketing_value).toBe(12.5);
    expect((await put('cost/review', category, 0.29)).statusCode).toBe(200);
    expect((await put('cost/avgTicket', category, '100000')).statusCode).toBe(200);
    expect((await put('proofRatio', category, '0.3125')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(industryCategories).where(eq(industryCategories.id, category));
    expect(row).toMatchObject({ postMarketingValueCents: 1250, reviewMarketingValueCents: 29, averageTicketValueCents: 10_000_000, industryProofRatio: '0.3125' });
    expect((await carWash())?.industry_category_value_settings).toEqual({
      post_marketing_value: 12.5, review_marketing_value: 0.29, average_ticket_value: 100000, industry_proof_ratio: 0.3125,
    });
  });

  it('refuses what is not a number, negative, over $100,000.00 or a ratio outside 0..1, naming newValue', async () => {
    const cases: [string, unknown, string][] = [
      ['cost/post', 'abc', 'Must be a dollar amount'],
      ['cost/post', '', 'Must be a dollar amount'],
      ['cost/review', '-1', 'Must be a dollar amount'],
      ['cost/review', '1.234', 'Must be a dollar amount'],
      ['cost/avgTicket', '100000.01', 'Must be $100,000.00 or less'],
      // The int4 overflow that once answered 500 on /settings.
      ['cost/avgTicket', '21474836.48', 'Must be $100,000.00 or less'],
      ['proofRatio', '1.5', 'Must be a ratio from 0 to 1 (at most 4 decimals)'],
      ['proofRatio', '0.12345', 'Must be a ratio from 0 to 1 (at most 4 decimals)'],
      ['proofRatio', 'x', 'Must be a ratio from 0 to 1 (at most 4 decimals)'],
    ];
    for (const [kind, value, message] of cases) {
      const res = await put(kind, category, value);
      expect(res.statusCode, `${kind} ${String(value)}`).toBe(400);
      expect(res.json()).toEqual({ error: 'Validation failed please check your entries', fields: { newValue: message } });
    }
    expect((await carWash())?.industry_category_value_settings.average_ticket_value).toBe(100000);
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await put('cost/post', 999_999, '1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Industry category not found' });
  });

  it('answers 403 to CLIENT and CLIENT_LITE, whatever the console shows', async () => {
    const { business, headers } = await createTenant(t.app);
    const lite = bearer(await tokenFor(t.app, await createAccount(t.app, 'CLIENT_LITE', [business.id]), business.id));
    for (const h of [headers, lite]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/adminSettings', headers: h })).statusCode).toBe(403);
      for (const kind of ['cost/post', 'cost/review', 'cost/avgTicket', 'proofRatio']) {
        expect((await put(kind, category, '1', h)).statusCode).toBe(403);
      }
    }
    expect((await carWash())?.industry_category_value_settings.post_marketing_value).toBe(12.5);
  });
});

describe('the dashboard follows at once', () => {
  it("prices a fallback business's reviews with the category's new review value", async () => {
    const f = await buildDashboardFixture(t.app);
    const owner = await ownerHeaders(t.app, f.business.id);
    const thisMonth = async () => (await t.app.inject({ method: 'GET', url: '/api/dashboard/monthly', headers: owner }))
      .json<DashboardMonthlyRow[]>().find((r) => r.month === monthKey(f.m0))?.totalamount ?? NaN;
    const before = await thisMonth();
    expect((await put('cost/review', f.business.industryCategoryId!, '25.00')).statusCode).toBe(200);
    // The fixture's business has no review value of its own (its category's $20.00 applies) and
    // three counted reviews this month: v1's ONLINE_REVIEW, v3's FACEBOOK_REVIEW and the sway review.
    expect(await thisMonth()).toBeCloseTo(before + 3 * 5, 2);
  });
});
