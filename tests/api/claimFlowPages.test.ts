// The customer's pages under bad input and bad timing (issue 32): a refused step answers with a
// redirect (post/redirect/get), so a reload neither posts again nor loses the upload; every text
// input carries the server's limit; an over-long answer is an error on its field with the rest
// kept; a customer who uploaded before the campaign was stopped may finish within 30 minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_LIMITS, type ContactFieldKind } from '../../contract/swayFlow';
import { claims, proofs, swayOffers } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { createCampaign, customerOn } from '../helpers/claim';

let t: TestApp;
let business: number;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app)).id;
});
afterAll(async () => t.close());

const allFields = {
  collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'ADDRESS', 'ZIP_CODE', 'INSTAGRAM_HANDLE'] as ContactFieldKind[],
  required_contact_info: ['EMAIL_ADDRESS'] as Array<'EMAIL_ADDRESS'>,
  collect_custom_text: { title: 'Anything to add?', required: false },
};

async function onContactStep(code: string) {
  const phone = customerOn(t.app, code);
  await phone.step('campaign');
  const image = await phone.upload();
  await phone.step('claim', { image_url: image });
  await phone.step('proofRequirements');
  return { phone, image };
}

describe('a refused step', () => {
  it('redirects to the page, which shows the errors once with what was typed; a reload does not post again and keeps the upload', async () => {
    const { offer, code } = await createCampaign(t.app, business, { flow: { contact_info_data: allFields } });
    const { phone, image } = await onContactStep(code);
    const name = 'A'.repeat(20_000);
    const raw = await t.app.inject({
      method: 'POST', url: `/c/${code}/step`, headers: { cookie: phone.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ step: 'contactInfo', FIRST_NAME: name, EMAIL_ADDRESS: 'ann@example.test', ZIP_CODE: '60614' }).toString(),
    });
    expect(raw.statusCode).toBe(303);
    expect(raw.headers.location).toBe(`/c/${code}`);
    // The phone follows the redirect: the over-long name is an error on its field, the other answers kept.
    const shown = await phone.step('contactInfo', { FIRST_NAME: name, EMAIL_ADDRESS: 'ann@example.test', ZIP_CODE: '60614' });
    expect(shown.statusCode).toBe(422);
    expect(shown.body).toContain(`At most ${CONTACT_LIMITS.FIRST_NAME} characters`);
    expect(shown.body).toContain('value="ann@example.test"');
    expect(shown.body).toContain('value="60614"');
    // A reload is a GET: no error any more, the answers still there, no proof made.
    const reload = await phone.page();
    expect(reload.statusCode).toBe(200);
    expect(reload.body).not.toContain('At most');
    expect(reload.body).toContain('value="ann@example.test"');
    expect(await t.app.db.select().from(proofs).where(eq(proofs.swayOfferId, offer.id))).toHaveLength(0);
    // The upload is still the claim's: nothing has to be sent again.
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.swayOfferId, offer.id));
    expect(claim!.imageUrl).toBe(image);
  });

  it('every text input carries the server\'s limit as its maxlength', async () => {
    const { code } = await createCampaign(t.app, business, { flow: { contact_info_data: allFields } });
    const { phone } = await onContactStep(code);
    const page = (await phone.page()).body;
    for (const kind of allFields.collect_contact_info) expect(page).toContain(`name="${kind}" type=`);
    for (const kind of allFields.collect_contact_info) expect(page).toMatch(new RegExp(`name="${kind}"[^>]* maxlength="${CONTACT_LIMITS[kind]}"`));
    expect(page).toContain(`name="custom_text" rows="3" maxlength="${CONTACT_LIMITS.customText}"`);
  });

  it('a form far past any answer\'s length gets a page saying so, not a JSON error', async () => {
    const { code } = await createCampaign(t.app, business);
    const res = await t.app.inject({
      method: 'POST', url: `/c/${code}/step`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `step=campaign&FIRST_NAME=${'A'.repeat(70_000)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Too much text</h1>');
  });
});

describe('help before submitting', () => {
  it('the campaign page lists the tags a post needs, each with a Copy button its script shows', async () => {
    const { code } = await createCampaign(t.app, business, { hashtags: ['#tonys', '#slicelife'], instagramMentions: ['@tonyspizza'] });
    const page = (await t.app.inject({ url: `/c/${code}` })).body;
    for (const tag of ['#tonys', '#slicelife', '@tonyspizza']) {
      expect(page).toContain(`<li>${tag} <button type="button" class="sw-copy" data-copy="${tag}" aria-label="Copy ${tag}" hidden>Copy</button></li>`);
    }
    expect(page).toMatch(/<script src="\/s\/copyTags\.[A-Za-z0-9_-]{10}\.js" defer><\/script>/);
  });
});

describe('a campaign stopped mid-claim', () => {
  it('lets a customer who uploaded before the stop finish within 30 minutes; a new customer, or after 30 minutes, gets the not-available page', async () => {
    const { offer, code } = await createCampaign(t.app, business, { flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
    const { phone } = await onContactStep(code);
    const late = customerOn(t.app, code);
    await late.step('campaign');
    await t.app.db.update(swayOffers).set({ expired: true, updatedAt: new Date() }).where(eq(swayOffers.id, offer.id));
    expect((await late.page()).statusCode).toBe(410);
    expect((await customerOn(t.app, code).step('campaign')).statusCode).toBe(410);
    const done = await phone.step('contactInfo', { EMAIL_ADDRESS: 'inflight@example.test' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/^\/v\//);

    const second = await createCampaign(t.app, business);
    const { phone: slow } = await onContactStep(second.code);
    await t.app.db.update(swayOffers).set({ expired: true, updatedAt: new Date(Date.now() - 31 * 60_000) }).where(eq(swayOffers.id, second.offer.id));
    expect((await slow.step('contactInfo', { EMAIL_ADDRESS: 'slow@example.test' })).statusCode).toBe(410);
  });
});
