// Claiming a network offer on its share page (issue 12): the survey's rules, the voucher it grants,
// the days between offers for the same customer, the monthly grant limit per location (then FULL,
// and ACTIVE again when the month turns), and one proof per task from the voucher page.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { locationTags, locations, offerLocationTags, offers, proofChecks, proofs, tags, vouchers } from '../../server/db/schema';
import { reopenFullOffers } from '../../server/domain/networkClaim';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { insertOffer } from './offersHelpers';
import { followRefusal } from '../helpers/refusedForm';

const SCREENSHOT = readFileSync(new URL('../fixtures/proof-checks/tagged.jpg', import.meta.url));

let t: TestApp;
let business: number;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: 'Bean There' })).id;
});
afterAll(async () => t.close());

/** An ACTIVE offer at the given locations (through one custom tag). */
async function liveOffer(values: Partial<typeof offers.$inferInsert> = {}, places: string[] = []) {
  const offer = await insertOffer(t.app, business, 'ACTIVE', { offerSummary: 'Free latte', tasks: ['INSTAGRAM_POST', 'ONLINE_REVIEW'], couponCode: 'LATTE', ...values });
  if (places.length) {
    const [tag] = await t.app.db.insert(tags).values({ businessId: business, kind: 'custom', value: `Offer ${offer.id}` }).returning();
    for (const address of places) {
      const [l] = await t.app.db.insert(locations).values({ businessId: business, address, city: 'Hoboken', state: 'NJ', zipcode: '07030' }).returning();
      await t.app.db.insert(locationTags).values({ locationId: l!.id, tagId: tag!.id });
    }
    await t.app.db.insert(offerLocationTags).values({ offerId: offer.id, tagId: tag!.id });
  }
  return offer;
}

const claim = (offerId: number, fields: Record<string, string>) => t.app.inject({
  method: 'POST', url: `/share/offer/${offerId}/claim`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ first_name: 'Ann', heard_from: 'A friend', ...fields }).toString(),
});
const keyOf = (location: string | undefined) => location?.match(/^\/v\/([A-Za-z0-9_-]{22})$/)?.[1];

describe('the survey', () => {
  it('is on a live offer\'s page; a good answer grants a voucher with the coupon, QR and PIN, and the tasks to upload', async () => {
    const offer = await liveOffer();
    const page = await t.app.inject({ url: `/share/offer/${offer.id}` });
    expect(page.body).toContain(`<form method="post" action="/share/offer/${offer.id}/claim"`);
    expect(page.body).toContain('How did you hear about Bean There? *');
    // A select starts on a prompt, not on a blank line.
    expect(page.body).toContain('<select id="s-heard_from" name="heard_from" required><option value="">Choose…</option>');
    const res = await claim(offer.id, { email: 'ann@example.test' });
    expect(res.statusCode).toBe(303);
    const key = keyOf(res.headers.location)!;
    const voucherPage = await t.app.inject({ url: `/v/${key}` });
    expect(voucherPage.body).toContain('<div class="sw-code" aria-label="Voucher code">LATTE</div>');
    expect(voucherPage.body).toMatch(/Or tell the staff your PIN: <strong>\d{6}<\/strong>/);
    expect(voucherPage.body).toContain('After your visit');
    expect(voucherPage.body).toContain(`action="/v/${key}/task" data-upload="/v/${key}/upload"`);
    for (const label of ['Upload a screenshot of your Instagram post', 'Upload a screenshot of your Google review']) expect(voucherPage.body).toContain(label);
    const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, key));
    expect(voucher).toMatchObject({ offerId: offer.id, swayOfferId: null, answers: { heard_from: 'A friend' } });
  });

  it('names each field to fix, keeps what was typed, and asks which location when there are several', async () => {
    const offer = await liveOffer({}, ['1 River St', '2 Hudson St']);
    // A refusal is a 303 to the offer's page (post/redirect/get): Back and reload never post the form again.
    const res = await followRefusal(t.app, await claim(offer.id, { first_name: '', email: 'nope', phone: '12', heard_from: 'Radio' }), `/share/offer/${offer.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const message of ['Choose the location you will visit', 'Enter your first name', 'Enter an e-mail address such as ann@example.com',
      'Enter a phone number with 7 to 15 digits', 'Choose an answer']) expect(res.body).toContain(message);
    expect(res.body).toContain('value="nope"');
    // The page opens at its top, two screens above the form: the refusal is said and focused at the form's head.
    expect(res.body).toContain('<p class="sw-error sw-alert" role="alert" tabindex="-1" autofocus>We could not accept these details. See the messages below.</p>');
    // A reload shows the same refusal and the same typed values; the page without the cookie is the plain offer.
    const reloaded = await t.app.inject({ url: `/share/offer/${offer.id}`, headers: { cookie: res.cookie } });
    expect(reloaded.body).toBe(res.body);
    const plain = await t.app.inject({ url: `/share/offer/${offer.id}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('role="alert"');
  });

  it('keeps what was typed after a refusal as text, never as HTML, and ignores a cookie it did not seal', async () => {
    const offer = await liveOffer();
    const typed = '"><script>alert(1)</script>';
    const res = await followRefusal(t.app, await claim(offer.id, { first_name: typed, email: 'ok@example.test', heard_from: 'Radio' }));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>alert(1)');
    // The cookie is sealed: it holds no readable e-mail address, and one changed or moved to another offer shows nothing.
    expect(decodeURIComponent(res.cookie)).not.toContain('ok@example.test');
    const [name, value] = res.cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -4)}${value.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await t.app.inject({ url: `/share/offer/${offer.id}`, headers: { cookie: forged } })).body).not.toContain('role="alert"');
    const other = await liveOffer();
    expect((await t.app.inject({ url: `/share/offer/${other.id}`, headers: { cookie: res.cookie } })).body).not.toContain('role="alert"');
    // Accepted at last: the refusal is cleared with the voucher's redirect.
    const accepted = await t.app.inject({
      method: 'POST', url: `/share/offer/${offer.id}/claim`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: res.cookie },
      payload: new URLSearchParams({ first_name: 'Ann', email: 'ok@example.test', heard_from: 'A friend' }).toString(),
    });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toMatch(/^\/v\//);
    expect(accepted.headers['set-cookie']).toContainEqual(`${name}=; Path=/share/offer/${offer.id}; Max-Age=0; HttpOnly; SameSite=Lax`);
  });

  it('the form\'s address opened as a page (a restored tab after a refusal) leads to the offer\'s page, and the task form\'s to the voucher', async () => {
    const offer = await liveOffer();
    const opened = await t.app.inject({ url: `/share/offer/${offer.id}/claim` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/share/offer/${offer.id}`);
    const key = keyOf((await claim(offer.id, { email: 'gus@example.test' })).headers.location)!;
    for (const form of ['task', 'upload']) {
      const task = await t.app.inject({ url: `/v/${key}/${form}` });
      expect(task.statusCode).toBe(303);
      expect(task.headers.location).toBe(`/v/${key}`);
    }
  });
});

describe('limits', () => {
  it('the same customer waits min_days_between_offer days; a one-time offer is claimed once', async () => {
    const offer = await liveOffer({ minDaysBetweenOffer: 30 });
    expect((await claim(offer.id, { email: 'bo@example.test' })).statusCode).toBe(303);
    const again = await followRefusal(t.app, await claim(offer.id, { email: ' BO@example.test ' }));
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatch(/You claimed this offer with this e-mail address on [A-Z][a-z]+ \d{1,2}, \d{4}\. You can claim it again from [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    const once = await liveOffer({ minDaysBetweenOffer: 36_500 });
    await claim(once.id, { email: 'cy@example.test' });
    expect((await followRefusal(t.app, await claim(once.id, { email: 'cy@example.test' }))).body).toContain('You have already claimed this offer with this e-mail address; it can be claimed once.');
  });

  it('a claim refused because the phone number was used is said on the phone field', async () => {
    const offer = await liveOffer({ minDaysBetweenOffer: 36_500 });
    await claim(offer.id, { email: 'di@example.test', phone: '+1 201 555 0100' });
    const again = await followRefusal(t.app, await claim(offer.id, { email: 'other@example.test', phone: '+1 (201) 555-0100' }));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('<p class="sw-error" id="e-phone">You have already claimed this offer with this phone number; it can be claimed once.</p>');
    expect(again.body).not.toContain('id="e-email"');
  });

  it('grants offers_to_grant_per_month per location, then the offer is FULL until the month turns', async () => {
    const offer = await liveOffer({ offersToGrantPerMonth: 2 }, ['5 Main St']);
    const results = await Promise.all(['d1', 'd2', 'd3'].map((n) => claim(offer.id, { email: `${n}@example.test` })));
    // Every answer is a redirect: two to a voucher, the third back to the offer's page, which says it
    // is full either way: 409 on the form when it was checked beside the second, 410 on the offer's
    // page when the second had already turned the offer FULL.
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    expect(results.filter((r) => r.headers.location?.startsWith('/v/'))).toHaveLength(2);
    const refused = await Promise.all(results.filter((r) => !r.headers.location?.startsWith('/v/')).map((r) => followRefusal(t.app, r, `/share/offer/${offer.id}`)));
    expect(refused).toHaveLength(1);
    expect([409, 410]).toContain(refused[0]!.statusCode);
    expect(refused[0]!.body).toMatch(/This offer is full( at 5 Main St)?( for)? this month\. Check back next month\./);
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.offerStatus).toBe('FULL');
    const full = await t.app.inject({ url: `/share/offer/${offer.id}` });
    expect(full.statusCode).toBe(410);
    expect(full.body).toContain('This offer is full for this month. Check back next month.');
    // Last month's grants do not count this month.
    await t.app.db.execute(sql`update vouchers set created_at = now() - interval '40 days' where offer_id = ${offer.id}`);
    await reopenFullOffers(t.app.db);
    const [reopened] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(reopened!.offerStatus).toBe('ACTIVE');
  });

  it('refuses claims on an offer that is not live', async () => {
    const paused = await insertOffer(t.app, business, 'PAUSED');
    const res = await followRefusal(t.app, await claim(paused.id, { email: 'ed@example.test' }), `/share/offer/${paused.id}`);
    expect(res.statusCode).toBe(410);
    expect(await t.app.db.select().from(vouchers).where(eq(vouchers.offerId, paused.id))).toHaveLength(0);
  });
});

describe('uploads per task', () => {
  it('one proof per task from the voucher page; a second send of the same task adds nothing', async () => {
    const offer = await liveOffer();
    const key = keyOf((await claim(offer.id, { email: 'fay@example.test' })).headers.location)!;
    const grant = (await t.app.inject({ method: 'POST', url: `/v/${key}/upload`, payload: { ext: 'jpg' } })).json<{ signedUrl: string; publicUrl: string }>();
    expect((await t.app.inject({ method: 'PUT', url: grant.signedUrl.replace(/^https?:\/\/[^/]+/, ''), headers: { 'content-type': 'image/jpeg' }, payload: SCREENSHOT })).statusCode).toBe(200);
    const send = (image: string) => t.app.inject({
      method: 'POST', url: `/v/${key}/task`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ task: 'INSTAGRAM_POST', image_url: image }).toString(),
    });
    // Refused: a 303 back to the voucher, which says what to fix (Back and reload post nothing).
    const foreign = await followRefusal(t.app, await send('https://evil.example/x.jpg'), `/v/${key}`);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toContain('Upload a screenshot of your post to send it');
    expect((await send(grant.publicUrl)).statusCode).toBe(303);
    expect((await send(grant.publicUrl)).statusCode).toBe(303);
    const rows = await t.app.db.select().from(proofs).where(eq(proofs.offerId, offer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ proofType: 'INSTAGRAM_POST', proofImageUrl: grant.publicUrl, firstName: 'Ann', email: 'fay@example.test' });
    expect((await t.app.inject({ url: `/v/${key}` })).body).toContain('screenshot received, thank you!');
    // Approved on upload, its hash kept so that a campaign proof sending it again is flagged (issue 13).
    const [check] = await t.app.db.select().from(proofChecks).where(eq(proofChecks.proofId, rows[0]!.id));
    expect(check).toMatchObject({ level: 'AUTO', status: 'DONE', decision: 'APPROVED', reason: "Approved on upload: a network offer's task screenshot" });
    expect(check!.imageHash).not.toBeNull();
  });
});
