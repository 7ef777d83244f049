// One voucher page per state, in the customer's words (issue 32): waiting for review, ready (code,
// QR, PIN), redeemed (when and where, nothing to show), refused (the reason written for customers,
// never the review template's title, with the retry one tap away), expired. And the retry itself:
// the refused customer's campaign link starts a fresh attempt, which the duplicate rules allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claims, emailTemplates, locations, offers, proofChecks, proofs, reviewTemplates, vouchers } from '../../server/db/schema';
import { seedTemplates } from '../../server/db/seed/sway';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { completeDefaultFlow, createCampaign } from '../helpers/claim';
import { insertOffer } from './offersHelpers';

let t: TestApp;
let business: number;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: 'Tony\'s Pizza', timeZone: 'America/New_York' })).id;
  if ((await t.app.db.select().from(emailTemplates)).length === 0) await seedTemplates(t.app.db);
});
afterAll(async () => t.close());

const keyIn = (location: string | undefined) => location?.match(/^\/v\/([A-Za-z0-9_-]{22})$/)?.[1] ?? '';
const page = (key: string) => t.app.inject({ url: `/v/${key}` });
const stateOf = (html: string) => html.match(/data-state="([A-Z]+)"/)?.[1];

async function claimed(email: string, flow = {}) {
  const campaign = await createCampaign(t.app, business, { codes: ['PIZZA-1', 'PIZZA-2', 'PIZZA-3'], flow });
  const { res, phone } = await completeDefaultFlow(t.app, campaign.code, { EMAIL_ADDRESS: email });
  const key = keyIn(res.headers.location);
  const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, key));
  const [proof] = await t.app.db.select().from(proofs).where(eq(proofs.voucherId, voucher!.id));
  return { ...campaign, key, voucher: voucher!, proof: proof!, phone };
}

describe('the voucher page, state by state', () => {
  it('waiting for review: says so, promises the e-mail it will send, and shows no coupon, code or PIN', async () => {
    const { key } = await claimed('wait@example.test');
    const res = await page(key);
    expect(stateOf(res.body)).toBe('PENDING');
    expect(res.body).toContain('<h1>We are checking your post</h1>');
    expect(res.body).toContain('Your voucher will appear on this page once your post is approved. We will also tell you by e-mail. Keep this page');
    expect(res.body).not.toContain('class="sw-coupon');
    expect(res.body).not.toContain('Or tell the staff your PIN');
    expect(res.body).not.toContain('Show this');
  });

  it('while the automatic check runs: says so, and its script asks /state until the check decides; a person\'s review has no watch', async () => {
    const { key, proof } = await claimed('watch@example.test');
    const answer = async () => (await t.app.inject({ url: `/v/${key}/state` })).json();
    // A person's review (this campaign's level REVIEW): nothing to watch.
    expect((await page(key)).body).not.toContain('data-watch');
    expect(await answer()).toEqual({ state: 'PENDING', checking: false });

    await t.app.db.update(proofChecks).set({ status: 'QUEUED', decision: null }).where(eq(proofChecks.proofId, proof.id));
    const checking = await page(key);
    expect(checking.body).toContain(`data-watch="/v/${key}/state"`);
    expect(checking.body).toContain('<p data-watch-note>Our automatic check is looking at your screenshot now. This page updates by itself.</p>');
    expect(checking.body).toMatch(/<script src="\/s\/voucherWatch\.[\w-]{10}\.js" defer>/);
    expect(await answer()).toEqual({ state: 'PENDING', checking: true });

    await t.app.db.update(proofChecks).set({ status: 'DONE', decision: 'APPROVED' }).where(eq(proofChecks.proofId, proof.id));
    await t.app.db.update(proofs).set({ reviewStatus: 'APPROVED' }).where(eq(proofs.id, proof.id));
    expect(await answer()).toEqual({ state: 'READY', checking: false });
    expect((await t.app.inject({ url: '/v/AAAAAAAAAAAAAAAAAAAAAA/state' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v/not-a-key/state' })).statusCode).toBe(404);
  });

  it('ready: the campaign\'s voucher screen with the code, the QR code in its reserved box, and the PIN', async () => {
    const { key, proof, voucher } = await claimed('ready@example.test');
    await t.app.db.update(proofs).set({ reviewStatus: 'APPROVED' }).where(eq(proofs.id, proof.id));
    const res = await page(key);
    expect(stateOf(res.body)).toBe('READY');
    expect(res.body).toContain('<div class="sw-qr" role="img" aria-label="QR code of this voucher for the staff to scan"><svg');
    expect(res.body).toContain(`Or tell the staff your PIN: <strong>${voucher.pin}</strong>`);
    expect(res.body).toContain('Show this page at the counter. It can be used once.');
  });

  it('ready: says once, right above the code and the QR code, to show it at the counter, leaving out the campaign\'s lines that say only that', async () => {
    const { key, proof, voucher } = await claimed('once@example.test', {
      voucher_data: {
        title: 'You did it!', subtitle: 'Show this at the counter', couponSize: 'medium', couponOutline: true,
        steps: [{ title: 'Show this page at the counter', icon: 'barcode' }, { title: 'Enjoy your garlic knots', icon: 'giftcard' }],
      },
    });
    await t.app.db.update(proofs).set({ reviewStatus: 'APPROVED' }).where(eq(proofs.id, proof.id));
    const res = await page(key);
    expect(stateOf(res.body)).toBe('READY');
    const text = res.body.replace(/<style>[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text.match(/at the counter/gi)).toEqual(['at the counter']);
    expect(res.body).toMatch(new RegExp(`<p class="sw-counter">Show this page at the counter\\. It can be used once\\.</p>\\s*<div class="sw-qr"[^>]*><svg[\\s\\S]*?</svg>\\s*</div>\\s*<p class="sw-pin">Or tell the staff your PIN: <strong>${voucher.pin}</strong></p>`));
    // What the campaign says beyond that is kept as written.
    expect(res.body).toContain('<h1>You did it!</h1>');
    expect(res.body).toContain('<strong>Enjoy your garlic knots</strong>');
    // A subtitle that says more than where to show it stays.
    const more = await claimed('more@example.test', { voucher_data: { title: 'You did it!', subtitle: 'Show this at the counter to get 20% off your next visit too' } });
    await t.app.db.update(proofs).set({ reviewStatus: 'APPROVED' }).where(eq(proofs.id, more.proof.id));
    expect((await page(more.key)).body).toContain('Show this at the counter to get 20% off your next visit too');
  });

  it('redeemed: when (the business\'s time zone, named) and where, and nothing to show', async () => {
    const { key, proof, voucher } = await claimed('used@example.test');
    const [location] = await t.app.db.insert(locations).values({ businessId: business, address: '12 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' }).returning();
    await t.app.db.update(proofs).set({ reviewStatus: 'APPROVED' }).where(eq(proofs.id, proof.id));
    await t.app.db.update(vouchers).set({ dateRedeemed: new Date('2026-11-24T20:05:00Z'), locationId: location!.id }).where(eq(vouchers.id, voucher.id));
    const res = await page(key);
    expect(stateOf(res.body)).toBe('REDEEMED');
    expect(res.body).toContain('<h1>This voucher has been used</h1>');
    expect(res.body).toContain('Redeemed on November 24, 2026 at 3:05 PM EST at 12 Main St, Springfield.');
    expect(res.body).toContain('Thank you for visiting Tony&#39;s Pizza!');
    expect(res.body).not.toContain('<svg');
    expect(res.body).not.toContain('Or tell the staff your PIN');
    expect(res.body).not.toContain('Show this');
  });

  it('refused by a person: the reason in the customer\'s words (the e-mail\'s, never the template\'s title), and the retry one tap away', async () => {
    const { key, proof } = await claimed('refused@example.test');
    const [template] = await t.app.db.select().from(reviewTemplates).where(eq(reviewTemplates.title, 'Denied - missing hashtag or mention'));
    expect(template).toBeDefined();
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED', reviewTemplateTitle: template!.title, reviewComments: 'looks fake, internal', reviewedBy: null })
      .where(eq(proofs.id, proof.id));
    const res = await page(key);
    expect(stateOf(res.body)).toBe('DENIED');
    expect(res.body).toContain('<h1>Your post was not approved</h1>');
    expect(res.body).toContain('<p>Your post is missing a tag.</p>');
    expect(res.body).not.toContain('Denied - missing');
    expect(res.body).not.toContain('internal');
    expect(res.body).toContain(`<a class="sw-btn" href="/v/${key}/retry">Try again</a>`);
    expect(res.body).not.toContain('class="sw-coupon');
    expect(res.body).not.toContain('Show this');
  });

  it('refused by the automatic check: names the tag it could not see', async () => {
    const { key, proof } = await claimed('auto@example.test');
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED', reviewComments: 'Denied automatically: not found on the screenshot: #tonys' }).where(eq(proofs.id, proof.id));
    await t.app.db.insert(proofChecks).values({
      proofId: proof.id, businessId: business, level: 'OCR_STRICT', status: 'DONE', decision: 'DENIED',
      missing: [{ kind: 'hashtag', value: 'tonys' }], reason: 'Denied automatically: not found on the screenshot: #tonys',
    }).onConflictDoUpdate({ target: proofChecks.proofId, set: { decision: 'DENIED', status: 'DONE', missing: [{ kind: 'hashtag', value: 'tonys' }] } });
    const res = await page(key);
    expect(res.body).toContain('<p>We could not see #tonys on your screenshot.</p>');
  });

  it('expired: a network offer\'s voucher after the offer\'s end says until when, and shows no QR or PIN', async () => {
    const offer = await insertOffer(t.app, business, 'ACTIVE', { offerSummary: 'Free latte', tasks: [], couponCode: 'LATTE' });
    const res = await t.app.inject({
      method: 'POST', url: `/share/offer/${offer.id}/claim`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ first_name: 'Ann', heard_from: 'A friend', email: 'late@example.test' }).toString(),
    });
    const key = keyIn(res.headers.location);
    expect(stateOf((await page(key)).body)).toBe('READY');
    await t.app.db.update(offers).set({ expirationDate: new Date('2026-01-31T23:00:00Z') }).where(eq(offers.id, offer.id));
    const expired = await page(key);
    expect(stateOf(expired.body)).toBe('EXPIRED');
    expect(expired.body).toContain('<h1>This voucher has expired</h1>');
    expect(expired.body).toContain('It could be used until January 31, 2026.');
    expect(expired.body).not.toContain('LATTE');
    expect(expired.body).not.toContain('<svg');
  });
});

describe('retry after a denial', () => {
  it('the retry link and the campaign link start a fresh attempt; the refused proof does not count as a claim', async () => {
    const first = await claimed('again@example.test');
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED' }).where(eq(proofs.id, first.proof.id));
    const retry = await t.app.inject({ url: `/v/${first.key}/retry` });
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toBe(`/c/${first.code}`);
    // The same phone (its cookie names the refused claim) gets the first step, not the refusal.
    const reopened = await first.phone.page();
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain('data-screen="campaign"');
    // The same e-mail may claim again: the refused proof is no claim for the duplicate rules.
    const phone = first.phone;
    await phone.step('campaign');
    await phone.step('claim', { image_url: await phone.upload() });
    await phone.step('proofRequirements');
    const again = await phone.step('contactInfo', { EMAIL_ADDRESS: 'again@example.test' });
    expect(again.statusCode).toBe(303);
    expect(keyIn(again.headers.location)).not.toBe(first.key);
    expect((await t.app.db.select().from(claims).where(eq(claims.swayOfferId, first.offer.id))).filter((c) => c.proofId != null)).toHaveLength(2);
  });

  it('a voucher that was not refused: the retry link leads back to its page', async () => {
    const { key } = await claimed('fine@example.test');
    const res = await t.app.inject({ url: `/v/${key}/retry` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/v/${key}`);
  });
});
