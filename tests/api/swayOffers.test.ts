// Sway offers (spec 3 §3-§7): the list with the derived status, one campaign, create, change,
// copy, the flow and its rules, links and addons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { eq } from 'drizzle-orm';
import { bearer, createAccount, createAdmin, createBusiness, createTenant, tokenFor } from '../helpers/fixtures';
import { locations, swayFlows, swayOffers } from '../../server/db/schema';

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

describe('sway offer editor calls (spec 3 §4-§7)', () => {
  const answers = { claim_enabled: true, contact_info_enabled: true, end_type: 'VOUCHER' as const };
  async function setup() {
    const tenant = await createTenant(t.app);
    const { headers: admin } = await createAdmin(t.app, tenant.business.id);
    const lite = await createAccount(t.app, 'CLIENT_LITE', [tenant.business.id]);
    const liteHeaders = bearer(await tokenFor(t.app, lite, tenant.business.id));
    const created = await t.app.inject({
      method: 'POST', url: '/api/swayOffer', headers: tenant.headers,
      payload: { swayOfferBase: { offer_summary: 'Free coffee for a post' }, flow: answers },
    });
    expect(created.statusCode).toBe(200);
    return { ...tenant, admin, liteHeaders, id: created.json().id as number };
  }
  const get = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/swayOffer/${id}`, headers });
  const putFlow = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}/flow`, headers, payload });

  it('creates a campaign with the default flow, its three answers and a short link to its page', async () => {
    const { id, admin } = await setup();
    const offer = (await get(id, admin)).json();
    expect(offer).toMatchObject({ offer_summary: 'Free coffee for a post', offer_status: 'ACTIVE', expired: false, is_lite: false });
    expect(offer.flow).toMatchObject({ claim_enabled: true, contact_info_enabled: true, end_type: 'VOUCHER' });
    expect(offer.flow.claim_data.instructions_title).toBe('How it works');
    expect(offer.short_url_id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(offer.urls).toEqual([{ id: offer.short_url_id, url: `/c/${offer.short_url_id}`, visit_count: 0 }]);
  });

  it('refuses a modal body with a blank summary or an unanswered question, naming the field', async () => {
    const { headers } = await setup();
    const blank = await t.app.inject({ method: 'POST', url: '/api/swayOffer', headers, payload: { swayOfferBase: { offer_summary: '  ' }, flow: answers } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ 'swayOfferBase.offer_summary': 'Required' });
    const unanswered = await t.app.inject({
      method: 'POST', url: '/api/swayOffer', headers,
      payload: { swayOfferBase: { offer_summary: 'x' }, flow: { claim_enabled: true, end_type: 'VOUCHER' } },
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().fields).toEqual({ 'flow.contact_info_enabled': 'Answer every question' });
  });

  it('a lite campaign keeps its hashtags and mentions, normalised', async () => {
    const { liteHeaders, admin } = await setup();
    const res = await t.app.inject({
      method: 'POST', url: '/api/swayOffer', headers: liteHeaders,
      payload: { swayOfferBase: { offer_summary: 'Nail art', hashtags: ['##nails ', 'nails'], instagram_mentions: ['lite'] }, flow: answers },
    });
    const offer = (await get(res.json().id, admin)).json();
    expect(offer).toMatchObject({ is_lite: true, hashtags: ['#nails'], instagram_mentions: ['@lite'] });
  });

  it('sends admin-only fields to admins only and refuses them from business users', async () => {
    const { id, headers, admin, liteHeaders } = await setup();
    await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers: admin, payload: { internal_notes: 'Check weekly', meta_title: 'Coffee' } });
    const asAdmin = (await get(id, admin)).json();
    expect(asAdmin).toMatchObject({ internal_notes: 'Check weekly', meta_title: 'Coffee' });
    expect(asAdmin.flow.side_effect_data.auto_check_proofs).toBe('REVIEW');
    for (const h of [headers, liteHeaders]) {
      const body = (await get(id, h)).json();
      expect(body).not.toHaveProperty('internal_notes');
      expect(body).not.toHaveProperty('meta_title');
      expect(body).not.toHaveProperty('meta_description');
      expect(body.flow).not.toHaveProperty('side_effect_data');
      const refused = await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers: h, payload: { internal_notes: 'mine' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only an admin can change internal_notes');
      const flow = await putFlow(id, h, { claim_enabled: false });
      expect(flow.statusCode).toBe(403);
    }
  });

  it('a business user edits the campaign fields, with the review URL rules', async () => {
    const { id, headers } = await setup();
    const ok = await t.app.inject({
      method: 'PUT', url: `/api/swayOffer/${id}`, headers,
      payload: { offer_summary: ' Free latte ', tiktok_mentions: ['shop'], google_review_url: ' https://www.google.com/maps/place/Shop ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ offer_summary: 'Free latte', tiktok_mentions: ['@shop'], google_review_url: 'https://www.google.com/maps/place/Shop' });
    const bad = await t.app.inject({
      method: 'PUT', url: `/api/swayOffer/${id}`, headers,
      payload: { google_review_url: 'https://example.com/x', facebook_review_url: 'https://example.com/y' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      google_review_url: 'URL must be a valid Google Review URL', facebook_review_url: 'URL must be a valid Facebook Review URL',
    });
    const long = await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers, payload: { offer_summary: 'x'.repeat(301) } });
    expect(long.json().fields).toEqual({ offer_summary: 'At most 300 characters' });
  });

  it('Stop and Start flip expired and the derived status', async () => {
    const { id, admin } = await setup();
    const stopped = await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers: admin, payload: { expired: true } });
    expect(stopped.json()).toMatchObject({ expired: true, offer_status: 'COMPLETE' });
    const started = await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers: admin, payload: { expired: false } });
    expect(started.json()).toMatchObject({ expired: false, offer_status: 'ACTIVE' });
  });

  it('the flow is saved in its normal form: contact flags only on collected fields, extra words trimmed', async () => {
    const { id, admin } = await setup();
    const res = await putFlow(id, admin, {
      contact_info_data: {
        collect_contact_info: ['FIRST_NAME'], required_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'],
        prevent_duplicate_contact_info: ['EMAIL_ADDRESS'], prevent_duplicate_timeout_in_days: '14',
      },
      side_effect_data: { auto_check_proofs: 'OCR_STRICT', extra_word_check: [' pizza ', '  ', 'slice'] },
      end_type: 'WHATS_NEXT',
      // An end that promises no e-mail, since this contact step asks for none (issue 32).
      whats_next_data: { title: 'Thank you for sharing!' },
    });
    expect(res.statusCode).toBe(200);
    const flow = res.json().flow;
    expect(flow.contact_info_data).toMatchObject({
      collect_contact_info: ['FIRST_NAME'], required_contact_info: ['FIRST_NAME'], prevent_duplicate_contact_info: [], prevent_duplicate_timeout_in_days: 14,
    });
    expect(flow.side_effect_data.extra_word_check).toEqual(['pizza', 'slice']);
    expect(flow.end_type).toBe('WHATS_NEXT');
    // Parts not sent are kept.
    expect(flow.claim_data.instructions_title).toBe('How it works');
  });

  it('refuses a bad flow whole, with the field named, and leaves the stored flow unchanged', async () => {
    const { id, admin } = await setup();
    const before = (await get(id, admin)).json().flow;
    const timeout = await putFlow(id, admin, {
      claim_enabled: false,
      contact_info_data: { prevent_duplicates_from_other_offers: true, prevent_duplicate_timeout_in_days: 'soon' },
    });
    expect(timeout.statusCode).toBe(400);
    expect(timeout.json()).toEqual({
      error: 'Invalid duplicate timeout day number',
      fields: { 'contact_info_data.prevent_duplicate_timeout_in_days': 'Invalid duplicate timeout day number' },
    });
    const step = await putFlow(id, admin, { claim_enabled: false, voucher_data: { steps: [{ title: ' ' }] } });
    expect(step.statusCode).toBe(400);
    expect(step.json().fields).toEqual({ 'voucher_data.steps.0.title': 'Required' });
    expect((await get(id, admin)).json().flow).toEqual(before);
  });

  it('a flow update of a campaign without a flow says so in the spec words', async () => {
    const { id, admin } = await setup();
    await t.app.db.delete(swayFlows).where(eq(swayFlows.swayOfferId, id));
    const res = await putFlow(id, admin, { claim_enabled: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('There was a problem updating your offer. Try again.');
  });

  it('Copy makes a distinct campaign with its own short link and the same flow', async () => {
    const { id, admin } = await setup();
    await putFlow(id, admin, { end_type: 'WHATS_NEXT' });
    const copied = await t.app.inject({ method: 'POST', url: `/api/swayOffer/${id}/copy`, headers: admin });
    expect(copied.statusCode).toBe(200);
    const [source, copy] = await Promise.all([get(id, admin), get(copied.json().id, admin)]).then((r) => r.map((x) => x.json()));
    expect(copy.id).not.toBe(source.id);
    expect(copy.offer_summary).toBe('Free coffee for a post (copy)');
    expect(copy.short_url_id).not.toBe(source.short_url_id);
    expect(copy.flow).toEqual(source.flow);
  });

  it('per-location links are made once per location, only for the business own locations', async () => {
    const { id, business, headers } = await setup();
    const other = await createBusiness(t.app);
    const [mine, theirs] = await t.app.db.insert(locations).values([
      { businessId: business.id, address: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' },
      { businessId: other.id, address: '2 Side St', city: 'Austin', state: 'TX', zipcode: '78702' },
    ]).returning();
    const add = (addressId: number) => t.app.inject({ method: 'POST', url: '/api/swayOffer/address', headers, payload: { addressId, swayOfferId: id } });
    const [first, second] = await Promise.all([add(mine!.id), add(mine!.id)]);
    expect(first.json().id).toBe(second.json().id);
    expect((await add(theirs!.id)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/swayOffer/${id}/addresses`, headers });
    expect(list.json()).toEqual([{ id: mine!.id, address: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', short_url_id: first.json().id }]);
    const visit = await t.app.inject({ method: 'GET', url: `/p/${first.json().id}` });
    expect(visit.headers.location).toBe(`/c/${first.json().id}`);
  });

  it('the short URL dialog adds a link with parameters; a taken code is refused on the field', async () => {
    const { id, admin } = await setup();
    const add = (shortCode: string) => t.app.inject({
      method: 'POST', url: `/api/k/swayOffer/${id}`, headers: admin, payload: { shortCode, parameters: 'utm_source=flyer' },
    });
    const res = await add('spring-flyer');
    expect(res.json()).toEqual({ id: 'spring-flyer', url: '/c/spring-flyer?utm_source=flyer', visit_count: 0 });
    const taken = await add('spring-flyer');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ shortCode: 'This code is already used by another link' });
    expect((await get(id, admin)).json().urls.map((u: { id: string }) => u.id)).toHaveLength(2);
  });

  it('the campaign page at a link shows the first screen, escaped; a stopped campaign is over; an unknown link is 404', async () => {
    const { id, admin } = await setup();
    await t.app.inject({
      method: 'PUT', url: `/api/swayOffer/${id}`, headers: admin,
      payload: { offer_summary: '<script>alert(1)</script> Free coffee', hashtags: ['coffee'], tasks: ['INSTAGRAM_POST'] },
    });
    const code = (await get(id, admin)).json().short_url_id;
    const page = await t.app.inject({ method: 'GET', url: `/c/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Free coffee');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('Post on Instagram');
    expect(page.body).toContain('#coffee');
    await t.app.inject({ method: 'PUT', url: `/api/swayOffer/${id}`, headers: admin, payload: { expired: true } });
    const over = await t.app.inject({ method: 'GET', url: `/c/${code}` });
    expect(over.statusCode).toBe(410);
    expect(over.body).toContain('this offer is not available');
    expect((await t.app.inject({ method: 'GET', url: '/c/nope123' })).statusCode).toBe(404);
  });

  it('lists the billing addons for the side-effect panel (ADMIN only)', async () => {
    const { headers, admin } = await setup();
    const res = await t.app.inject({ method: 'GET', url: '/api/chargebeeAdmin/chargebeeAddons', headers: admin });
    expect(res.json()).toContainEqual({ id: 'gift-card-10', name: '$10 gift card' });
    expect((await t.app.inject({ method: 'GET', url: '/api/chargebeeAdmin/chargebeeAddons', headers })).statusCode).toBe(403);
  });
});
