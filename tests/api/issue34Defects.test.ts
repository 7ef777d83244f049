// Issue 34's defects that are server rules, each with the case that showed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { eq } from 'drizzle-orm';
import type { BillingSummary } from '../../contract/billing';
import { billingItems, businesses, socialProofSettings } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { campaignWithProofs } from '../helpers/billing';
import { createAdmin, createBusiness, createTenant } from '../helpers/fixtures';

const PUBLIC_URL = 'http://console.example:3461';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  // The demo data loads only into a database without accounts: before any test makes one.
  await seedDemo(t.app.db);
});
afterAll(async () => { await t.close(); });

describe('Google review URL: only Google\'s hosts', () => {
  it('refuses https://evil.com/maps/place/x on a campaign, keeps a maps.app.goo.gl link', async () => {
    const { headers } = await createTenant(t.app);
    const created = await t.app.inject({
      method: 'POST', url: '/api/swayOffer', headers,
      payload: { swayOfferBase: { offer_summary: 'Free coffee for a post' }, flow: { claim_enabled: true, contact_info_enabled: true, end_type: 'VOUCHER' } },
    });
    const id = created.json().id as number;
    const evil = await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers, payload: { google_review_url: 'https://evil.com/maps/place/x' } });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().fields).toEqual({ google_review_url: 'URL must be a valid Google Review URL' });
    const share = await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers, payload: { google_review_url: 'https://maps.app.goo.gl/AbC123' } });
    expect(share.statusCode).toBe(200);
    expect(share.json().google_review_url).toBe('https://maps.app.goo.gl/AbC123');
  });
});

describe('billing control: a group charged on two days', () => {
  it('gives the first and the last charge of the group, not one date', async () => {
    const business = await createBusiness(t.app, { title: 'Two Days' });
    const { headers } = await createAdmin(t.app, null);
    const { proofs: [early, late] } = await campaignWithProofs(t.app, business.id, { count: 2 });
    const run = await t.app.inject({ method: 'POST', url: '/api/chargebeeAdmin/runCharges', headers });
    expect(run.statusCode).toBe(200);
    const first = new Date('2026-03-03T12:00:00.000Z');
    const last = new Date('2026-03-05T12:00:00.000Z');
    await t.app.db.update(billingItems).set({ chargedAt: first }).where(eq(billingItems.proofId, early.id));
    await t.app.db.update(billingItems).set({ chargedAt: last }).where(eq(billingItems.proofId, late.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/chargebeeAdmin/chargedButNotPaid', headers });
    const group = res.json<BillingSummary[]>().find((s) => s.business.id === business.id);
    expect(group).toMatchObject({ count: 2, chargedDate: first.toISOString(), lastChargedDate: last.toISOString() });
  });
});

describe('the demo verified-by icon', () => {
  it('is served from the server\'s own address, not localhost:3000, and saving the settings keeps it so', async () => {
    const [tony] = await t.app.db.select().from(businesses).where(eq(businesses.title, "Tony's Pizza"));
    const [stored] = await t.app.db.select().from(socialProofSettings).where(eq(socialProofSettings.businessId, tony.id));
    const feed = await t.app.inject({ method: 'GET', url: `/widgets/feed/social-proof/${stored.accessKey}` });
    expect(feed.json().settings.verifiedByIcon).toBe(`${PUBLIC_URL}/demo/verified.svg`);

    const { headers } = await createAdmin(t.app, tony.id);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/settings/all', headers })).json().socialProof;
    expect(shown.verified_by_icon).toBe(`${PUBLIC_URL}/demo/verified.svg`);
    const { enabled: _enabled, ...saved } = shown;
    const put = await t.app.inject({ method: 'PUT', url: '/api/settings/socialProof', headers, payload: saved });
    expect(put.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(socialProofSettings).where(eq(socialProofSettings.businessId, tony.id));
    expect(after.verifiedByIcon).toBe('/demo/verified.svg');
  });
});
