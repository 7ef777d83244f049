// Issue 34's defects that are server rules, each with the case that showed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTenant } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
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
