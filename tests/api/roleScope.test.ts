// Role scope as the spec draws it (issue 19 finding 7): Timeline Review's actions are admin-only
// (spec 1 §6); a lite account has no locations or special instructions in its reduced form
// (spec 2 §2); and every admin proof action, the image replacement included, acts on a proof of
// the business the admin switched to (another business's proof answers 404, like a missing one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { proofs, swayOffers } from '../../server/db/schema';
import { insertOffer, offerCast, validOffer } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => { t = await buildTestApp(); cast = await offerCast(t.app); });
afterAll(async () => { await t.close(); });

async function swayProof(businessId: number) {
  const [offer] = await t.app.db.insert(swayOffers).values({ businessId, offerSummary: 'Sway' }).returning();
  const [proof] = await t.app.db.insert(proofs).values({
    businessId, swayOfferId: offer.id, isSway: true, proofType: 'INSTAGRAM_POST', proofDate: new Date(), email: 'l@example.test',
  }).returning();
  return { offer, proof };
}

describe('Timeline Review is admin-only (spec 1 §6)', () => {
  it('refuses a CLIENT every review action with 403, and lets the admin of the business through', async () => {
    const { offer, proof } = await swayProof(cast.business.id);
    const calls = [
      { method: 'GET' as const, url: `/api/swayOffer/proofsForOffer/${offer.id}` },
      { method: 'GET' as const, url: `/api/swayOffer/defaultApprovalEmailForProof/${proof.id}` },
      { method: 'GET' as const, url: `/api/coupon/codeList/sway/getNextForProof/${proof.id}` },
      { method: 'PUT' as const, url: `/api/reverseFlow/proof/review/${proof.id}`, payload: { reviewType: 'DENIED', reviewComments: 'no' } },
    ];
    const asClient = await Promise.all(calls.map((c) => t.app.inject({ ...c, headers: cast.owner })));
    expect(asClient.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const asAdmin = await t.app.inject({ ...calls[0], headers: cast.admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().proofs.map((p: { id: number }) => p.id)).toEqual([proof.id]);
  });
});

describe('a lite account has the reduced offer form (spec 2 §2)', () => {
  it('cannot read the location tags or search locations by tag', async () => {
    for (const url of ['/api/tag/all/address', '/api/tag/search/address?tagIds=1']) {
      expect((await t.app.inject({ url, headers: cast.lite })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url, headers: cast.owner })).statusCode, url).toBe(200);
    }
  });

  it("cannot change an offer's locations, special instructions or other full-form fields", async () => {
    const offer = await insertOffer(t.app, cast.business.id, 'NEEDS_APPROVAL');
    const locations = await t.app.inject({ method: 'PUT', url: `/api/offer/updateLocations/${offer.id}`, headers: cast.lite, payload: { locationTagIds: [] } });
    expect(locations.statusCode).toBe(403);
    const special = await t.app.inject({ method: 'PUT', url: `/api/offer/${offer.id}`, headers: cast.lite, payload: { offer_special_instructions: 'Ask for Tony' } });
    expect(special.statusCode).toBe(403);
    expect(special.json().error).toContain('offer_special_instructions');
    const created = await t.app.inject({ method: 'POST', url: '/api/offer/', headers: cast.lite, payload: validOffer });
    expect(created.statusCode).toBe(403);
    const { offer_special_instructions: _dropped, ...liteForm } = validOffer;
    expect((await t.app.inject({ method: 'POST', url: '/api/offer/', headers: cast.lite, payload: liteForm })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/offer/${offer.id}`, headers: cast.owner, payload: { offer_special_instructions: 'Ask for Tony' } })).statusCode).toBe(200);
  });
});

describe('admin proof actions act in the business the admin switched to', () => {
  it('answers 404 to an image replacement of another business, as the type change and delete do', async () => {
    const other = await createTenant(t.app);
    const { proof } = await swayProof(other.business.id);
    const { headers: admin } = await createAdmin(t.app, cast.business.id);
    const image = await t.app.inject({ method: 'PUT', url: `/api/proof/${proof.id}/updateProofImage`, headers: admin, payload: { proofImageUrl: 'https://example.com/x.png' } });
    const type = await t.app.inject({ method: 'PUT', url: `/api/proof/${proof.id}/updateSwayProofType/TIK_TOK`, headers: admin });
    expect([image.statusCode, type.statusCode]).toEqual([404, 404]);
    const { headers: adminThere } = await createAdmin(t.app, other.business.id);
    expect((await t.app.inject({ method: 'PUT', url: `/api/proof/${proof.id}/updateProofImage`, headers: adminThere, payload: { proofImageUrl: 'https://example.com/x.png' } })).statusCode).toBe(200);
  });
});
