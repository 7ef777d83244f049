// Help before submitting (issue 32): while the customer is on the contact step, the uploaded
// screenshot is read in the background by the proof checks' reader, and the page says which
// required tag it could not see, with "Upload another screenshot"; submitting anyway stays
// possible. A campaign with nothing to look for, or a busy OCR queue, reads nothing and shows no
// hint. The screenshots are real images read by tesseract (tests/fixtures/proof-checks).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { claims, swayOffers } from '../../server/db/schema';
import { currentHint, HINT_DEADLINE_MS, HINT_QUEUE_LIMIT } from '../../server/domain/claims/hint';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { createCampaign, customerOn } from '../helpers/claim';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/proof-checks/${name}.jpg`, import.meta.url));
const TAGGED = fixture('tagged');
const UNTAGGED = fixture('untagged');
/**
 * The same picture in bytes never sent before: a JPEG comment segment after its start. A picture
 * already read is given again at once (decision 0284), which would free the queue mid-rush.
 */
const neverSent = (jpeg: Buffer) => {
  const note = randomBytes(16);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(note.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, note, jpeg.subarray(2)]);
};

let t: TestApp;
let business: number;
beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: "Tony's Pizza" })).id;
});
afterAll(async () => t.close());

const tagged = { hashtags: ['#TonysPizza', '#brooklyneats'], instagramMentions: ['@tonyspizzabk'] };
const campaign = (extra: Parameters<typeof createCampaign>[2] = {}) => createCampaign(t.app, business, {
  ...tagged, ...extra, flow: { side_effect_data: { auto_check_proofs: 'OCR_STRICT' }, ...extra.flow },
});

/** A phone on the contact step with `screenshot` uploaded; the page as it is first drawn. */
async function onContactStep(code: string, screenshot: Buffer) {
  const phone = customerOn(t.app, code);
  await phone.step('campaign');
  await phone.step('claim', { image_url: await phone.upload(screenshot) });
  await phone.step('proofRequirements');
  const hint = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/c/${code}/hint`, headers: { cookie: phone.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ state: string; message: string | null; missing: string[] }>();
  };
  return { phone, hint };
}

/** The hint's message and whether "Upload another screenshot" is offered, as the page draws them. */
function hintOn(html: string) {
  const message = /<div class="sw-hint[^"]*"[^>]*><p role="status" aria-live="polite" data-hint-text>([^<]*)<\/p>/.exec(html)?.[1] ?? null;
  const again = /<button [^>]*data-hint-again( hidden)?>Upload another screenshot<\/button>/.exec(html);
  return { message, again: again ? !again[1] : false };
}

describe('the contact step\'s hint', () => {
  it('names the tags a screenshot does not show, offers another upload that keeps what was typed, and approves of a screenshot that shows them', async () => {
    const { code } = await campaign();
    const { phone, hint } = await onContactStep(code, UNTAGGED);
    // The page is drawn at once, whatever the reading's progress; the script asks until it is done.
    const first = await phone.page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('data-screen="contactInfo"');
    await t.app.jobs.drain();

    expect(await hint()).toEqual({
      state: 'done', missing: ['#TonysPizza', '#brooklyneats', '@tonyspizzabk'],
      message: 'We could not see #TonysPizza, #brooklyneats and @tonyspizzabk on your screenshot. If your post has them, you can still submit; otherwise add them to your post and upload another screenshot.',
    });
    // Without scripts the reload shows it too, with the way to another upload after the submit button.
    const page = (await phone.page()).body;
    expect(hintOn(page)).toEqual({ message: 'We could not see #TonysPizza, #brooklyneats and @tonyspizzabk on your screenshot. If your post has them, you can still submit; otherwise add them to your post and upload another screenshot.', again: true });
    expect(page.indexOf('data-hint-again')).toBeGreaterThan(page.indexOf('>Submit</button>'));
    expect(page).not.toContain('data-hint="');

    const back = await t.app.inject({
      method: 'POST', url: `/c/${code}/reupload`, headers: { cookie: phone.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ FIRST_NAME: 'Ana', EMAIL_ADDRESS: 'ana-hint@example.test' }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect((await phone.page()).body).toContain('data-screen="claim"');
    await phone.step('claim', { image_url: await phone.upload(TAGGED) });
    await phone.step('proofRequirements');
    await t.app.jobs.drain();
    expect(await hint()).toEqual({ state: 'done', missing: [], message: 'We can see everything your post needs on your screenshot.' });
    const again = (await phone.page()).body;
    expect(hintOn(again)).toEqual({ message: 'We can see everything your post needs on your screenshot.', again: false });
    expect(again).toContain('value="Ana"');
    expect(again).toContain('value="ana-hint@example.test"');
  });

  it('never stops the customer: submitting with a tag missing completes the claim', async () => {
    const { code } = await campaign();
    const { phone, hint } = await onContactStep(code, UNTAGGED);
    await t.app.jobs.drain();
    expect((await hint()).missing).toEqual(['#TonysPizza', '#brooklyneats', '@tonyspizzabk']);
    const done = await phone.step('contactInfo', { FIRST_NAME: 'Bo', EMAIL_ADDRESS: 'bo-hint@example.test' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/^\/v\/[A-Za-z0-9_-]{22}$/);
  });

  it('reads nothing for a campaign with nothing to look for, nor when the OCR queue is busy: no hint, the page and the submit work', async () => {
    const { code: plain } = await campaign({ hashtags: [], instagramMentions: [] });
    const none = await onContactStep(plain, UNTAGGED);
    expect(await none.hint()).toEqual({ state: 'none', message: null, missing: [] });
    expect(hintOn((await none.phone.page()).body)).toEqual({ message: null, again: false });

    const { code } = await campaign();
    await t.app.jobs.drain(); // the earlier tests' proof checks
    const busy = vi.spyOn(t.app.services.ocr, 'queue').mockReturnValue({ depth: HINT_QUEUE_LIMIT, oldestWaitMs: 0 });
    const read = vi.spyOn(t.app.services.ocr, 'read');
    try {
      const { phone, hint } = await onContactStep(code, UNTAGGED);
      await t.app.jobs.drain();
      expect(await hint()).toEqual({ state: 'unavailable', message: null, missing: [] });
      expect(read).not.toHaveBeenCalled();
      const page = (await phone.page()).body;
      expect(page).not.toContain('data-hint');
      expect((await phone.step('contactInfo', { EMAIL_ADDRESS: 'cy-hint@example.test' })).headers.location).toMatch(/^\/v\//);
    } finally {
      busy.mockRestore();
      read.mockRestore();
    }
  });

  it('a rush of screenshot steps at once reads at most HINT_QUEUE_LIMIT hints, the others say at once that none is coming', async () => {
    const { code } = await campaign();
    await t.app.jobs.drain(); // the earlier tests' proof checks
    const phones = await Promise.all(Array.from({ length: HINT_QUEUE_LIMIT + 4 }, async () => {
      const phone = customerOn(t.app, code);
      await phone.step('campaign');
      // Each phone's own screenshot, as in a real rush: one read each.
      return { phone, image: await phone.upload(neverSent(TAGGED)) };
    }));
    // Every step answered before the first reading has begun: the queue alone would look empty to each.
    await Promise.all(phones.map(({ phone, image }) => phone.step('claim', { image_url: image })));
    const rows = await t.app.db.select({ hint: claims.hint }).from(claims).where(eq(claims.linkCode, code));
    const states = rows.map((r) => r.hint?.state);
    expect(states).toHaveLength(HINT_QUEUE_LIMIT + 4);
    expect(states.filter((s) => s !== 'unavailable')).toHaveLength(HINT_QUEUE_LIMIT);
    expect(states.filter((s) => s === 'unavailable')).toHaveLength(4);
    await t.app.jobs.drain();
    expect(t.app.services.ocr.queue()).toEqual({ depth: 0, oldestWaitMs: 0 });
  });

  it('belongs to the screenshot it read: a new upload starts over, and a reading whose server stopped is given up after its deadline', async () => {
    const { code } = await campaign();
    const { phone } = await onContactStep(code, UNTAGGED);
    await t.app.jobs.drain();
    const [row] = await t.app.db.select().from(claims).where(eq(claims.linkCode, code));
    expect(row!.hint).toMatchObject({ imageUrl: row!.imageUrl, state: 'done' });
    expect(currentHint(row!.hint, 'http://console.test/uploads/another.jpg')).toBeNull();
    const reading = { ...row!.hint!, state: 'reading' as const };
    const started = Date.parse(reading.startedAt);
    expect(currentHint(reading, row!.imageUrl, started + HINT_DEADLINE_MS)?.state).toBe('reading');
    expect(currentHint(reading, row!.imageUrl, started + HINT_DEADLINE_MS + 6_000)?.state).toBe('unavailable');
    // Another phone's cookie sees nothing of it.
    const stranger = await t.app.inject({ method: 'GET', url: `/c/${code}/hint` });
    expect(stranger.json()).toEqual({ state: 'none', message: null, missing: [] });
    expect(phone.cookie).toContain('swc=');
  });
});

describe('the campaign page', () => {
  it('lists the tags to copy and opens the platform\'s app by its web address', async () => {
    const { code } = await campaign({ tasks: ['INSTAGRAM_POST'] });
    const page = (await t.app.inject({ method: 'GET', url: `/c/${code}` })).body;
    expect(page).toContain('data-copy="#TonysPizza"');
    expect(page).toContain('data-copy="@tonyspizzabk"');
    expect(page).toContain('<a class="sw-link" href="https://www.instagram.com/" target="_blank" rel="noopener">Open Instagram</a>');
  });

  it('names the words a post must hold before it is made, keeps an upload across a reload, and says without script what the upload needs', async () => {
    const { offer, code } = await campaign({ flow: { claim_data: { step_one_title: 'Post about us', require_social_proof: true, extra_word_check: ['latte'], extra_word_title: 'And this word' } } });
    await t.app.db.update(swayOffers).set({ offerImageUrl: 'https://cdn.example.test/hero.jpg' }).where(eq(swayOffers.id, offer.id));
    const phone = customerOn(t.app, code);
    const first = (await phone.page()).body;
    expect(first).toMatch(/<h2>Include in your post<\/h2>[\s\S]*<h2>And this word<\/h2><ul class="sw-tags"><li>latte<\/li><\/ul>/);
    // The hero opens the page: loaded at once, not when it scrolls into view.
    expect(first).toContain('<img class="sw-hero" src="https://cdn.example.test/hero.jpg" alt="" fetchpriority="high">');
    await phone.step('campaign');
    const image = await phone.upload();
    const reloaded = (await phone.page()).body;
    expect(reloaded).toContain(`<input type="hidden" name="image_url" value="${image}">`);
    expect(reloaded).toContain(`<img class="sw-thumb" alt="Your screenshot" src="${image}">`);
    expect(reloaded).toContain('<noscript><p class="sw-error">Sending a screenshot needs JavaScript.');
    expect((await phone.step('claim', { image_url: image })).statusCode).toBe(303);
  });

  it('a review campaign links to the business\'s review page before the screenshot is asked for', async () => {
    const { offer, code } = await campaign({ tasks: ['ONLINE_REVIEW'] });
    await t.app.db.update(swayOffers).set({ googleReviewUrl: 'https://g.page/r/tonys-pizza/review' }).where(eq(swayOffers.id, offer.id));
    const link = '<a class="sw-link" href="https://g.page/r/tonys-pizza/review" target="_blank" rel="noopener">Write your Google review</a>';
    const phone = customerOn(t.app, code);
    expect((await phone.page()).body).toContain(link);
    await phone.step('campaign');
    const screenshotStep = (await phone.page()).body;
    expect(screenshotStep).toContain('data-screen="claim"');
    expect(screenshotStep).toContain(link);
    // Its screens speak of the review, not of a post.
    expect(screenshotStep).toContain('<h2>Your review must include</h2>');
    expect(screenshotStep).toContain('Upload a screenshot of your Google review<span');
  });
});
