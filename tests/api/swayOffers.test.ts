// GET swayOffer: the current business's sway offers with the derived status (spec 3 §3-4, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createBusiness, tokenFor } from '../helpers/fixtures';
import { swayOffers } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET swayOffer', () => {
  it('lists only the token business, ACTIVE unless expired (then COMPLETE)', async () => {
    const lite = await createBusiness(t.app, { title: 'Lite Spa' });
    const other = await createBusiness(t.app, { title: 'Other Spa' });
    await t.app.db.insert(swayOffers).values([
      { businessId: lite.id, offerSummary: 'Post a photo, get 10% off', isLite: true },
      { businessId: lite.id, offerSummary: 'Old campaign', expired: true, isLite: true },
      { businessId: other.id, offerSummary: 'Not yours' },
    ]);
    const account = await createAccount(t.app, 'CLIENT_LITE', [lite.id]);
    const res = await t.app.inject({ method: 'GET', url: '/api/swayOffer', headers: bearer(await tokenFor(t.app, account, lite.id)) });
    expect(res.statusCode).toBe(200);
    const byStatus = Object.fromEntries(res.json().map((o: { offer_summary: string; offer_status: string }) => [o.offer_summary, o.offer_status]));
    expect(byStatus).toEqual({ 'Post a photo, get 10% off': 'ACTIVE', 'Old campaign': 'COMPLETE' });

    const { headers } = await createAdmin(t.app, other.id);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/swayOffer', headers });
    expect(asAdmin.json().map((o: { offer_summary: string }) => o.offer_summary)).toEqual(['Not yours']);
  });
});
