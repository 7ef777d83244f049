// The customer's claim flow (issue 12): each step's rules, unavailable and unknown links, exactly
// one proof per completed flow under retries and double submits, review levels AUTO and REVIEW,
// codes running out, the e-mails and text message sent, and the voucher page's states.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { claims, locations, outbox, proofs, vouchers } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount, createBusiness } from '../helpers/fixtures';
import { mailTo } from '../helpers/mailbox';
import { completeDefaultFlow, createCampaign, customerOn, onContactStep } from '../helpers/claim';
import { AUTO_APPROVAL_REASON } from '../../server/domain/proofChecks/decide';

let t: TestApp;
let business: number;

beforeAll(async () => {
  // Every phone of these tests comes from one address; the limit itself has its own test.
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: "Tony's <Pizza>" })).id;
});
afterAll(async () => t.close());

const proofsOf = (swayOfferId: number) => t.app.db.select().from(proofs).where(eq(proofs.swayOfferId, swayOfferId));
const voucherKeyIn = (location: string | undefined) => location?.match(/^\/v\/([A-Za-z0-9_-]{22})$/)?.[1];

describe('the campaign page', () => {
  it('answers an unknown link with a 404 page and a stopped campaign with a not-available page naming the business', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/c/nope-nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Link not found</h1>');
    const { code } = await createCampaign(t.app, business, { expired: true });
    const stopped = await t.app.inject({ method: 'GET', url: `/c/${code}` });
    expect(stopped.statusCode).toBe(410);
    expect(stopped.body).toContain('Tony&#39;s &lt;Pizza&gt;: this offer is not available');
    const post = await customerOn(t.app, code).step('campaign');
    expect(post.statusCode).toBe(410);
  });

  it('shows the first screen as a form, with business text escaped and a CSP that allows only this server\'s scripts', async () => {
    const { code } = await createCampaign(t.app, business, { summary: '<img src=x onerror=alert(1)> Free slice' });
    const res = await t.app.inject({ method: 'GET', url: `/c/${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt; Free slice');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(`<form method="post" action="/c/${code}/step"`);
    expect(res.body).toContain('>Get started</button>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('walking the flow', () => {
  it('keeps the claim in a cookie, so the phone resumes at the step it left, and writes no proof before the end', async () => {
    const { offer, code } = await createCampaign(t.app, business);
    const phone = customerOn(t.app, code);
    const start = await phone.step('campaign');
    expect(start.statusCode).toBe(303);
    expect(start.headers['set-cookie']).toMatch(new RegExp(`^swc=[A-Za-z0-9_-]{32}; Path=/c/${code}; Max-Age=2592000; HttpOnly; SameSite=Lax`));
    const resumed = await phone.page();
    expect(resumed.body).toContain('data-screen="claim"');
    expect(resumed.body).toMatch(/<script src="\/s\/claimUpload\.[A-Za-z0-9_-]{10}\.js" defer><\/script>/);
    // Without the screenshot the step is refused and says what to do.
    const missing = await phone.step('claim', { image_url: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Upload a screenshot of your post to continue');
    // A URL the claim was not granted (another customer's image) is refused the same way.
    const foreign = await phone.step('claim', { image_url: 'http://localhost/uploads/claim/b1/00000000-0000-0000-0000-000000000000.jpg' });
    expect(foreign.statusCode).toBe(422);
    const image = await phone.upload();
    expect((await phone.step('claim', { image_url: image })).statusCode).toBe(303);
    expect((await phone.page()).body).toContain('data-screen="proofRequirements"');
    await phone.step('proofRequirements');
    expect((await phone.page()).body).toContain('data-screen="contactInfo"');
    expect(await proofsOf(offer.id)).toHaveLength(0);
  });

  it('checks the contact step field by field, keeps what was typed, and names the fix', async () => {
    const { code } = await createCampaign(t.app, business, {
      flow: {
        contact_info_data: {
          collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'ZIP_CODE', 'INSTAGRAM_HANDLE'],
          required_contact_info: ['EMAIL_ADDRESS', 'PHONE_NUMBER'],
          collect_custom_info: { title: 'How did you hear of us?', choices: ['Friend', 'Instagram'], required: true },
          collect_custom_text: { title: 'Anything to add?', required: false },
        },
      },
    });
    const phone = customerOn(t.app, code);
    await phone.step('campaign');
    await phone.step('claim', { image_url: await phone.upload() });
    await phone.step('proofRequirements');
    const res = await phone.step('contactInfo', { FIRST_NAME: '<b>Ann</b>', PHONE_NUMBER: '12', ZIP_CODE: '!!', INSTAGRAM_HANDLE: 'ann smith', custom_info: 'Radio' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Enter your e-mail address');
    expect(res.body).toContain('Enter a phone number with 7 to 15 digits');
    expect(res.body).toContain('Enter a ZIP code such as 60614');
    expect(res.body).toContain('Enter an Instagram handle such as @ann.smith');
    expect(res.body).toContain('Choose one of the answers in the list');
    expect(res.body).toContain('value="&lt;b&gt;Ann&lt;/b&gt;"');
    expect(res.body).toContain('aria-invalid="true"');
    // Reopened later, the form still holds what was typed.
    expect((await phone.page()).body).toContain('value="&lt;b&gt;Ann&lt;/b&gt;"');
  });

  it('REVIEW: one proof for the business, offer and location, pending, with its image and answers; the voucher waits for review', async () => {
    const [location] = await t.app.db.insert(locations).values({ businessId: business, address: '12 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' }).returning();
    const { offer, code } = await createCampaign(t.app, business, {
      addressId: location!.id,
      flow: { contact_info_data: { collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS', 'ZIP_CODE'], required_contact_info: ['EMAIL_ADDRESS'], send_voucher_via_contact: true } },
    });
    const { res, image } = await completeDefaultFlow(t.app, code, { FIRST_NAME: 'Ann', EMAIL_ADDRESS: 'Ann@Example.test', ZIP_CODE: '62701' });
    expect(res.statusCode).toBe(303);
    // Where the completing step's time went, for bench/claim: its checks, the hash, the near-hash look-up, the writes.
    expect(res.headers['server-timing']).toMatch(/^step;dur=[\d.]+, hash;dur=[\d.]+, near;dur=[\d.]+, write;dur=[\d.]+$/);
    const key = voucherKeyIn(res.headers.location);
    expect(key).toBeDefined();
    const [proof] = await proofsOf(offer.id);
    expect(proof).toMatchObject({
      businessId: business, isSway: true, reviewStatus: 'PENDING', proofImageUrl: image, firstName: 'Ann', email: 'Ann@Example.test',
      locationId: location!.id, contactData: { ZIP_CODE: '62701' }, offerSummary: 'Free drink for a post', proofType: 'INSTAGRAM_POST',
    });
    const page = await t.app.inject({ method: 'GET', url: `/v/${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>We are checking your post</h1>');
    expect(page.body).not.toContain('Or tell the staff your PIN');
    expect(page.headers['cache-control']).toBe('no-store');
    const mail = await mailTo(t.app, 'ann@example.test');
    // One message: received, true to the review level, with the voucher page to come back to.
    expect(mail.map((m) => m.subject)).toEqual(["We received your post for Tony's <Pizza>"]);
    expect(mail[0]?.textBody).toContain(`Someone at Tony's <Pizza> will look at it.`);
    expect(mail[0]?.textBody).toContain(`/v/${key}`);
    expect(mail[0]?.htmlBody).toContain(`<a href="http`);
    // The proof is in the business's review queue and timeline.
    const [onTimeline] = await t.app.db.select({ id: proofs.id }).from(proofs).where(and(eq(proofs.businessId, business), eq(proofs.id, proof!.id)));
    expect(onTimeline).toBeDefined();
  });

  it('AUTO with a code list: approved at once with a code, the approval e-mail holds it, the voucher page shows code, QR and PIN; the text message goes to the outbox', async () => {
    const { offer, code } = await createCampaign(t.app, business, {
      codes: ['PIZZA-001'],
      flow: {
        side_effect_data: { auto_check_proofs: 'AUTO' },
        contact_info_data: { collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS', 'PHONE_NUMBER'], send_voucher_via_contact: true },
      },
    });
    const { res } = await completeDefaultFlow(t.app, code, { FIRST_NAME: 'Bo', EMAIL_ADDRESS: 'bo@example.test', PHONE_NUMBER: '+1 (312) 555-0101' });
    const key = voucherKeyIn(res.headers.location)!;
    const [proof] = await proofsOf(offer.id);
    expect(proof).toMatchObject({ reviewStatus: 'APPROVED', reviewComments: AUTO_APPROVAL_REASON });
    const mail = await mailTo(t.app, 'bo@example.test');
    expect(mail.find((m) => m.subject === "Your reward from Tony's <Pizza>")?.textBody).toContain('Your code: PIZZA-001');
    const [sms] = await t.app.db.select().from(outbox).where(and(eq(outbox.toAddress, '+1 (312) 555-0101'), eq(outbox.transport, 'sms-outbox')));
    expect(sms?.textBody).toContain(`/v/${key}`);
    const page = await t.app.inject({ method: 'GET', url: `/v/${key}` });
    const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, key));
    expect(page.body).toContain('PIZZA-001');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain(`Or tell the staff your PIN: <strong>${voucher!.pin}</strong>`);
    expect(voucher!.pin).toMatch(/^\d{6}$/);
    // The same phone opening the link again lands on its voucher.
    const again = await t.app.inject({ method: 'GET', url: `/c/${code}`, headers: { cookie: (await t.app.db.select().from(claims).where(eq(claims.proofId, proof!.id)).then(([c]) => `swc=${c!.id}`)) } });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/v/${key}`);
  });

  it('AUTO with no codes left: the proof waits in review, the customer is told, the business gets one e-mail about it', async () => {
    const owner = `owner-${Date.now()}@example.test`;
    await createAccount(t.app, 'CLIENT', [business], owner);
    const { offer, code } = await createCampaign(t.app, business, { codes: [], flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
    await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'cy@example.test' });
    await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'di@example.test' });
    const rows = await proofsOf(offer.id);
    expect(rows.map((p) => p.reviewStatus)).toEqual(['PENDING', 'PENDING']);
    const mail = await mailTo(t.app, owner);
    expect(mail.filter((m) => m.subject.includes('has no voucher codes left'))).toHaveLength(1);
  });

  it('WHATS_NEXT: the end screen thanks the customer, and no voucher is made', async () => {
    const { offer, code } = await createCampaign(t.app, business, {
      flow: { end_type: 'WHATS_NEXT', claim_enabled: false, whats_next_data: { title: 'Follow us for more', steps_title: 'Next' } },
    });
    const phone = customerOn(t.app, code);
    await phone.step('campaign');
    const done = await phone.step('contactInfo', { EMAIL_ADDRESS: 'ed@example.test' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/c/${code}`);
    const end = await phone.page();
    expect(end.body).toContain('data-screen="whatsNext"');
    expect(end.body).toContain('Thank you! Your post was received.');
    expect(end.body).toContain('Follow us for more');
    const [proof] = await proofsOf(offer.id);
    expect(proof).toMatchObject({ voucherId: null, proofImageUrl: null });
  });
});

describe('exactly one proof', () => {
  it('a double submit of the last step, and a retry after it, make one proof', async () => {
    const { offer, code } = await createCampaign(t.app, business);
    const phone = customerOn(t.app, code);
    await phone.step('campaign');
    await phone.step('claim', { image_url: await phone.upload() });
    await phone.step('proofRequirements');
    const answers = await Promise.all([1, 2, 3].map(() => phone.step('contactInfo', { EMAIL_ADDRESS: 'fay@example.test' })));
    expect(answers.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    expect(new Set(answers.map((r) => r.headers.location)).size).toBe(1);
    expect(await proofsOf(offer.id)).toHaveLength(1);
  });

  it('keeps what was typed when the completion fails, so the page shows it again for the next try', async () => {
    const { offer, code } = await createCampaign(t.app, business);
    const phone = customerOn(t.app, code);
    await phone.step('campaign');
    await phone.step('claim', { image_url: await phone.upload() });
    await phone.step('proofRequirements');
    const failing = vi.spyOn(t.app.db, 'transaction').mockRejectedValueOnce(new Error('the database went away'));
    try {
      expect((await phone.step('contactInfo', { FIRST_NAME: 'Kay', EMAIL_ADDRESS: 'kay@example.test' })).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await proofsOf(offer.id)).toHaveLength(0);
    const page = (await phone.page()).body;
    expect(page).toContain('value="Kay"');
    expect(page).toContain('value="kay@example.test"');
  });

  it('refuses the same e-mail twice in one campaign, and across campaigns within the timeout, with a message a customer understands', async () => {
    const first = await createCampaign(t.app, business);
    await completeDefaultFlow(t.app, first.code, { EMAIL_ADDRESS: 'gus@example.test' });
    const again = await completeDefaultFlow(t.app, first.code, { EMAIL_ADDRESS: ' GUS@example.test ' });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.body).toContain('You have already claimed this offer with this e-mail address.');
    expect(await proofsOf(first.offer.id)).toHaveLength(1);

    const guarded = await createCampaign(t.app, business, {
      flow: {
        contact_info_data: {
          collect_contact_info: ['EMAIL_ADDRESS'], prevent_duplicate_contact_info: ['EMAIL_ADDRESS'],
          prevent_duplicates_from_other_offers: true, prevent_duplicate_timeout_in_days: 30,
        },
      },
    });
    const other = await completeDefaultFlow(t.app, guarded.code, { EMAIL_ADDRESS: 'gus@example.test' });
    expect(other.res.statusCode).toBe(409);
    expect(other.res.body).toMatch(/You claimed another Tony&#39;s &lt;Pizza&gt; offer with this e-mail address on [A-Z][a-z]+ \d{1,2}, \d{4}\. You can claim this one from [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    // Outside the window it is accepted.
    await t.app.db.update(proofs).set({ dateSubmitted: new Date(Date.now() - 31 * 86_400_000) }).where(eq(proofs.swayOfferId, first.offer.id));
    const later = await completeDefaultFlow(t.app, guarded.code, { EMAIL_ADDRESS: 'gus@example.test' });
    expect(later.res.statusCode).toBe(303);
  });

  it('two phones with the same e-mail at the same moment: one proof', async () => {
    const { offer, code } = await createCampaign(t.app, business);
    const results = await Promise.all([1, 2, 3, 4].map(() => completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'hal@example.test' })));
    expect(results.map((r) => r.res.statusCode).sort()).toEqual([303, 409, 409, 409]);
    expect(await proofsOf(offer.id)).toHaveLength(1);
  });
});

describe('uploads', () => {
  it('refuses a file that is not an image, an unknown extension, and more than 10 grants per claim', async () => {
    const { code } = await createCampaign(t.app, business);
    const phone = customerOn(t.app, code);
    expect((await phone.step('campaign')).statusCode).toBe(303);
    await expect(phone.upload(Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow(/upload PUT 415/);
    const bad = await t.app.inject({ method: 'POST', url: `/c/${code}/upload`, headers: { cookie: phone.cookie }, payload: { ext: 'svg' } });
    expect(bad.statusCode).toBe(415);
    for (let i = 0; i < 9; i += 1) await phone.upload();
    const spent = await t.app.inject({ method: 'POST', url: `/c/${code}/upload`, headers: { cookie: phone.cookie }, payload: { ext: 'jpg' } });
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toEqual({ error: 'Open the offer\'s link again to start over' });
    const stranger = await t.app.inject({ method: 'POST', url: `/c/${code}/upload`, payload: { ext: 'jpg' } });
    expect(stranger.statusCode).toBe(409);
  });

  it('a phone that used every upload on the screenshot step starts afresh from the link, instead of being locked out for the cookie\'s 30 days', async () => {
    const { offer, code } = await createCampaign(t.app, business);
    const phone = customerOn(t.app, code);
    await phone.step('campaign');
    for (let i = 0; i < 10; i += 1) await phone.upload();
    const first = phone.cookie;
    expect((await phone.page()).body).toContain('data-screen="campaign"');
    expect((await phone.step('campaign')).statusCode).toBe(303);
    expect(phone.cookie).not.toBe(first);
    expect((await phone.step('claim', { image_url: await phone.upload() })).statusCode).toBe(303);
    await phone.step('proofRequirements');
    expect((await phone.step('contactInfo', { EMAIL_ADDRESS: 'fresh-start@example.test' })).headers.location).toMatch(/^\/v\//);
    expect(await proofsOf(offer.id)).toHaveLength(1);
  });

  it('the contact step of a campaign with no hint offers the way back to the screenshot, keeping what was typed', async () => {
    const { code } = await createCampaign(t.app, business, { hashtags: [] });
    const { phone } = await onContactStep(t.app, code);
    const contact = (await phone.page()).body;
    expect(contact).toContain('data-screen="contactInfo"');
    expect(contact).toContain(`<button type="submit" class="sw-btn sw-secondary" formaction="/c/${code}/reupload" formnovalidate>Change my screenshot</button>`);
    const back = await t.app.inject({
      method: 'POST', url: `/c/${code}/reupload`, headers: { cookie: phone.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ FIRST_NAME: 'Ivy' }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect((await phone.page()).body).toContain('data-screen="claim"');
  });

  it('a form\'s address opened as a page leads to the campaign\'s page, not the console', async () => {
    const { code } = await createCampaign(t.app, business);
    for (const form of ['step', 'reupload', 'upload']) {
      const res = await t.app.inject({ url: `/c/${code}/${form}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/c/${code}`);
    }
  });
});

describe('rate limits', () => {
  it('limits how many claims one address starts in a minute', async () => {
    const limitedApp = await buildTestApp({ CLAIM_STARTS_PER_IP: '2' });
    try {
      const other = (await createBusiness(limitedApp.app)).id;
      const { code } = await createCampaign(limitedApp.app, other);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await customerOn(limitedApp.app, code).step('campaign')).statusCode);
      expect(statuses).toEqual([303, 303, 429]);
    } finally {
      await limitedApp.close();
    }
  });
});
