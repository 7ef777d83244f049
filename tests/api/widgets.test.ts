// The widget entries (spec 3 §3, §5, §7, §8): social proofs saved with the form's rules (half-step
// ratings, reviews only keep rating and city/state), the widget enabled once with a lasting key and
// its snippet, an approved and consented proof made into a social proof once, Verify Installation's
// refusals, and the Wall Of Love: enabled as a Carousel and a Wall, colours per field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { proofs, socialProofSettings } from '../../server/db/schema';
import { completeDefaultFlow, createCampaign, onContactStep } from '../helpers/claim';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

const review = {
  type: 'REVIEW', platform: 'GOOGLE', message: 'Great crust & <b>friendly</b> staff', business_name: "Tony's Pizza",
  influencer_name: 'Ann Lee', avatar_img_url: '/demo/avatar.svg', rating: 4.5, location_city: 'Brooklyn', location_state: 'NY', date: '2026-11-20',
};

describe('social proofs', () => {
  it('adds a review as a DRAFT with its half-step rating, lists it, and saves changes', async () => {
    const { headers } = await createTenant(t.app);
    const created = await call('POST', 'socialProof', headers, review);
    expect(created.statusCode).toBe(200);
    const item = created.json();
    expect(item).toMatchObject({ status_code: 'DRAFT', rating: 4.5, location_city: 'Brooklyn', message: review.message, view_count: 0, proof_id: null });
    const changed = await call('PUT', `socialProof/${item.id}`, headers, { ...review, status_code: 'ACTIVE', rating: '3.5' });
    expect(changed.json()).toMatchObject({ status_code: 'ACTIVE', rating: 3.5 });
    const list = (await call('GET', 'socialProof/all', headers)).json();
    expect(list).toMatchObject({ enabled: false, socialProofs: [{ id: item.id, status_code: 'ACTIVE' }] });
  });

  it('keeps rating and city/state for reviews only', async () => {
    const { headers } = await createTenant(t.app);
    const post = await call('POST', 'socialProof', headers, { ...review, type: 'POST', platform: 'INSTAGRAM', rating: 3 });
    expect(post.json()).toMatchObject({ type: 'POST', rating: null, location_city: null, location_state: null });
  });

  it("refuses the form's mistakes field by field with the spec's messages", async () => {
    const { headers } = await createTenant(t.app);
    const res = await call('POST', 'socialProof', headers, {
      ...review, message: 'x'.repeat(256), influencer_name: ' ', avatar_img_url: '', rating: 4.25,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      message: 'Must be 255 characters or less', influencer_name: 'Required', avatar_img_url: 'Required', rating: 'Must be from 0.5 to 5 in half steps',
    });
    const noRating = await call('POST', 'socialProof', headers, { ...review, rating: null });
    expect(noRating.json().fields).toEqual({ rating: 'Required' });
    const script = await call('POST', 'socialProof', headers, { ...review, avatar_img_url: 'javascript:alert(1)' });
    expect(script.json().fields).toEqual({ avatar_img_url: 'Invaild URL' });
  });

  it("does not touch another business's item", async () => {
    const a = await createTenant(t.app);
    const b = await createTenant(t.app);
    const item = (await call('POST', 'socialProof', a.headers, review)).json();
    const res = await call('PUT', `socialProof/${item.id}`, b.headers, review);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', 'socialProof/all', b.headers)).json().socialProofs).toEqual([]);
  });
});

describe('enabling the widget and its install details', () => {
  it('answers 409 before it is enabled, then the same key and snippet on every call', async () => {
    const { headers } = await createTenant(t.app);
    expect((await call('GET', 'socialProof/widgetInstallSnippet', headers)).json()).toEqual({ error: 'The Social Proof Widget is not enabled for this business' });
    const first = (await call('POST', 'socialProof/enableBusiness', headers)).json();
    expect(first.access_key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.snippet).toBe(`<script async src="http://console.test/widgets/social-proof.js" data-sway-social-proof="${first.access_key}"></script>`);
    expect((await call('POST', 'socialProof/enableBusiness', headers)).json()).toEqual(first);
    expect((await call('GET', 'socialProof/widgetInstallSnippet', headers)).json()).toEqual(first);
    expect((await call('GET', 'socialProof/all', headers)).json().enabled).toBe(true);
  });

  it("keeps the key the admin's settings made and says so when no install URL is set", async () => {
    const tenant = await createTenant(t.app);
    const { headers: admin } = await createAdmin(t.app, tenant.business.id);
    const settings = { verified_by_name: 'Sway', verified_by_icon: 'https://example.com/v.png', install_url: 'https://example.com/', time_between_posts: 8, cycle_delay: 30 };
    expect((await call('PUT', 'settings/socialProof', admin, settings)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(socialProofSettings).where(eq(socialProofSettings.businessId, tenant.business.id));
    const enabled = (await call('POST', 'socialProof/enableBusiness', tenant.headers)).json();
    expect(enabled).toMatchObject({ access_key: row?.accessKey, install_url: 'https://example.com/' });
    await t.app.db.update(socialProofSettings).set({ installUrl: '' }).where(eq(socialProofSettings.businessId, tenant.business.id));
    const verify = await call('GET', 'socialProof/verifyInstallation', tenant.headers);
    expect(verify.statusCode).toBe(422);
    expect(verify.json()).toEqual({ error: 'Install URL not configured' });
  });
});

describe('a social proof made from a customer\'s proof', () => {
  async function proofOf(businessId: number, values: Partial<typeof proofs.$inferInsert>) {
    const [row] = await t.app.db.insert(proofs).values({
      businessId, proofType: 'INSTAGRAM_POST', isSway: true, proofDate: new Date('2026-11-18T15:00:00Z'), firstName: 'Maria',
      email: 'maria@example.test', proofImageUrl: '/uploads/proof/shot.jpg', messageContent: null, reviewStatus: 'APPROVED', showConsent: true, ...values,
    }).returning();
    return row!;
  }

  it('is ACTIVE, named by first name only, once per proof', async () => {
    const { headers, business } = await createTenant(t.app);
    const proof = await proofOf(business.id, {});
    const made = await call('POST', `socialProof/fromProof/${proof.id}`, headers);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      type: 'POST', platform: 'INSTAGRAM', status_code: 'ACTIVE', influencer_name: 'Maria', img_url: '/uploads/proof/shot.jpg',
      avatar_img_url: '/widgets/avatar.svg', proof_id: proof.id, date: '2026-11-18T15:00:00.000Z',
    });
    expect(JSON.stringify(made.json())).not.toContain('maria@example.test');
    const again = await call('POST', `socialProof/fromProof/${proof.id}`, headers);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { error: 'This proof is already a social proof' } });
  });

  it('shows on the timeline as available, then shown; never for a proof without consent', async () => {
    const { headers, business } = await createTenant(t.app);
    const shown = await proofOf(business.id, { firstName: 'Shown', dateSubmitted: new Date('2026-11-20T10:00:00Z') });
    await proofOf(business.id, { firstName: 'Available', dateSubmitted: new Date('2026-11-20T11:00:00Z') });
    await proofOf(business.id, { firstName: 'Private', showConsent: false, dateSubmitted: new Date('2026-11-20T12:00:00Z') });
    await call('POST', `socialProof/fromProof/${shown.id}`, headers);
    const timeline = await call('GET', `proof/before/${Date.parse('2026-11-21T00:00:00Z')}?offset=0&limit=10`, headers);
    expect(timeline.json().proofs.map((p: { first_name: string; widget: string | null }) => [p.first_name, p.widget]))
      .toEqual([['Private', null], ['Available', 'AVAILABLE'], ['Shown', 'SHOWN']]);
  });

  it('is refused without the customer\'s consent or before approval', async () => {
    const { headers, business } = await createTenant(t.app);
    const noConsent = await proofOf(business.id, { showConsent: false });
    const pending = await proofOf(business.id, { reviewStatus: 'PENDING' });
    expect((await call('POST', `socialProof/fromProof/${noConsent.id}`, headers)).json()).toEqual({ error: 'The customer did not agree to be shown in your widgets' });
    expect((await call('POST', `socialProof/fromProof/${pending.id}`, headers)).json()).toEqual({ error: 'Only an approved proof can be shown in the widget' });
  });
});

describe("the customer's consent at the contact step", () => {
  it('is asked on the contact step and kept on the proof only when ticked, not as a contact answer', async () => {
    const { business } = await createTenant(t.app);
    const { code } = await createCampaign(t.app, business.id);
    const { phone } = await onContactStep(t.app, code);
    const contactStep = (await phone.page()).body;
    expect(contactStep).toContain('<input type="checkbox" name="show_consent" value="yes">');
    expect(contactStep).toContain('may show my post on its website (optional)');
    expect((await phone.step('contactInfo', { FIRST_NAME: 'Ann', EMAIL_ADDRESS: 'ann@example.test', show_consent: 'yes' })).statusCode).toBe(303);
    await completeDefaultFlow(t.app, code, { FIRST_NAME: 'Bo', EMAIL_ADDRESS: 'bo@example.test' });
    const rows = await t.app.db.select({ name: proofs.firstName, consent: proofs.showConsent, data: proofs.contactData })
      .from(proofs).where(eq(proofs.businessId, business.id)).orderBy(proofs.id);
    expect(rows).toEqual([{ name: 'Ann', consent: true, data: null }, { name: 'Bo', consent: false, data: null }]);
  });
});

describe('Wall Of Love', () => {
  it('is enabled as a Carousel and a Wall Of Love once, with snippets, for admins only', async () => {
    const tenant = await createTenant(t.app);
    const { headers: admin } = await createAdmin(t.app, tenant.business.id);
    expect((await call('GET', 'swayWallOfLove/all', admin)).json()).toEqual({ socialProofConfigurations: [] });
    expect((await call('POST', 'swayWallOfLove/enableBusiness', tenant.headers)).statusCode).toBe(403);
    const [one, two] = await Promise.all([call('POST', 'swayWallOfLove/enableBusiness', admin), call('POST', 'swayWallOfLove/enableBusiness', admin)]);
    expect(one.json()).toEqual(two.json());
    const walls = one.json().socialProofConfigurations;
    expect(walls.map((w: { type: string }) => w.type)).toEqual(['CAROUSEL', 'PINTEREST']);
    expect(walls[0].install_snippet).toBe(`<div data-sway-wall-of-love="${walls[0].access_key}"></div>\n<script async src="http://console.test/widgets/wall-of-love.js"></script>`);
  });

  it('sets one colour per call; the indicator only on a carousel; another business\'s key is not found', async () => {
    const tenant = await createTenant(t.app);
    const { headers: admin } = await createAdmin(t.app, tenant.business.id);
    const [carousel, wall] = (await call('POST', 'swayWallOfLove/enableBusiness', admin)).json().socialProofConfigurations;
    const set = (key: string, field: string, value: string, headers = admin) => call('PUT', `swayWallOfLove/config/${key}/colors`, headers, { field, value });
    expect((await set(carousel.access_key, 'color_carousel_indicator_button', '#1976d2')).json()).toMatchObject({ color_carousel_indicator_button: '#1976d2', color_proof_border: null });
    expect((await set(wall.access_key, 'color_proof_border', '#d32f2f')).json()).toMatchObject({ color_proof_border: '#d32f2f' });
    expect((await set(wall.access_key, 'color_carousel_indicator_button', '#1976d2')).json()).toEqual({ error: 'Only a carousel has an indicator button colour' });
    expect((await set(wall.access_key, 'color_proof_border', 'red')).json().fields).toEqual({ value: 'Must be a colour such as #d32f2f' });
    const other = await createTenant(t.app);
    const { headers: otherAdmin } = await createAdmin(t.app, other.business.id);
    const foreign = await set(wall.access_key, 'color_proof_border', '#000000', otherAdmin);
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 404, body: { error: 'Wall Of Love not found' } });
  });
});
