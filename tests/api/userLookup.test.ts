// User Lookup (spec 3 §2, §7): an admin finds a local's sway proofs by e-mail across businesses;
// CLIENT and CLIENT_LITE get 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createTenant, tokenFor } from '../helpers/fixtures';
import { proofs, swayOffers } from '../../server/db/schema';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ headers: admin } = await createAdmin(t.app, null));
});
afterAll(async () => t.close());

describe('GET user/lookupSway/{email}', () => {
  it('finds sway proofs of every business, case-insensitively, without deleted or non-sway ones', async () => {
    const a = await createTenant(t.app);
    const b = await createTenant(t.app);
    const email = `Local-${Date.now()}@Example.test`;
    for (const business of [a.business, b.business]) {
      const [offer] = await t.app.db.insert(swayOffers).values({ businessId: business.id, offerSummary: `Offer of ${business.title}` }).returning();
      await t.app.db.insert(proofs).values([
        { businessId: business.id, swayOfferId: offer.id, isSway: true, proofType: 'TIK_TOK', proofDate: new Date(), email, offerSummary: offer.offerSummary },
        { businessId: business.id, swayOfferId: offer.id, isSway: true, proofType: 'TIK_TOK', proofDate: new Date(), email, deletedAt: new Date() },
        { businessId: business.id, isSway: false, proofType: 'FACEBOOK_POST', proofDate: new Date(), email },
      ]);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/user/lookupSway/${encodeURIComponent(email.toLowerCase())}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const found = res.json<{ swayProofs: { business_id: number; email_address: string }[] }>().swayProofs;
    expect(found.map((p) => p.business_id).sort()).toEqual([a.business.id, b.business.id].sort());
    expect(found[0]?.email_address).toBe(email);
  });

  it('answers 403 to CLIENT and CLIENT_LITE', async () => {
    const { business, headers } = await createTenant(t.app);
    const lite = await createAccount(t.app, 'CLIENT_LITE', [business.id]);
    const liteHeaders = bearer(await tokenFor(t.app, lite, business.id));
    for (const h of [headers, liteHeaders]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/lookupSway/a%40b.c', headers: h })).statusCode).toBe(403);
    }
  });
});
