// The automatic proof checks (issue 13): campaigns at AUTO, OCR_STRICT and REVIEW receive a
// readable screenshot with the tags, one without them and one without any text, and end in the
// right state with the right e-mail; a screenshot sent again is flagged across businesses; a
// customer claiming again and again is flagged; a one-star review earns the same as any other.
// The screenshots are real images read by tesseract (tests/fixtures/proof-checks, made by make.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ProofCheck } from '../../contract/proofChecks';
import { proofChecks, proofs } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount, createAdmin, createBusiness, createTenant } from '../helpers/fixtures';
import { mailTo } from '../helpers/mailbox';
import { completeDefaultFlow, createCampaign } from '../helpers/claim';
import { thread } from '../helpers/threadScreenshot';
import { HASH_VERSION, imageHashes, sameImage, toSigned } from '../../server/domain/proofChecks/imageHash';
import { rehashBatch } from '../../server/domain/proofChecks/rehash';
import { addReusedSignal, runQueuedCheck } from '../../server/domain/proofChecks/run';
import { domainEvents } from '../../server/db/schema';
import { VOUCHER_PAGE_TEXTS } from '../../server/public/voucherStates';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/proof-checks/${name}.jpg`, import.meta.url));
const TAGGED = fixture('tagged');
const UNTAGGED = fixture('untagged');
const NO_TEXT = fixture('unreadable');

let t: TestApp;
let business: number;
let other: number;
beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: "Tony's Pizza" })).id;
  other = (await createBusiness(t.app, { brand: 'Luna Cafe' })).id;
});
afterAll(async () => t.close());
// Each test starts with no screenshot seen before: the same fixtures would otherwise be flagged as reused.
beforeEach(async () => { await t.app.db.delete(proofChecks); });

let customers = 0;
const tagged = { hashtags: ['#TonysPizza', '#brooklyneats'], instagramMentions: ['@tonyspizzabk'] };
const campaign = (businessId: number, level: string, extra: Parameters<typeof createCampaign>[2] = {}) => createCampaign(t.app, businessId, {
  codes: ['SLICE-1', 'SLICE-2', 'SLICE-3', 'SLICE-4'], ...tagged, ...extra,
  flow: {
    side_effect_data: { auto_check_proofs: level as never, extra_word_check: ['delicious'] },
    contact_info_data: { collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'], required_contact_info: ['EMAIL_ADDRESS'] },
    ...extra.flow,
  },
});

/** Walks the flow with the screenshot, waits for the check job, answers the proof, its check and the e-mail. */
async function claimWith(code: string, screenshot: Buffer, email = `c${(customers += 1)}-${Date.now()}@example.test`) {
  await completeDefaultFlow(t.app, code, { FIRST_NAME: 'Ana', EMAIL_ADDRESS: email }, screenshot);
  const mail = await mailTo(t.app, email);
  const [proof] = await t.app.db.select().from(proofs).where(eq(proofs.email, email)).orderBy(desc(proofs.id)).limit(1);
  const [check] = await t.app.db.select().from(proofChecks).where(eq(proofChecks.proofId, proof!.id));
  return { proof: proof!, check: check!, mail };
}

describe('OCR_STRICT', () => {
  it('approves a screenshot showing every tag and the extra word: the code is claimed and the approval e-mail holds it', async () => {
    const { code } = await campaign(business, 'OCR_STRICT');
    const { proof, check, mail } = await claimWith(code, TAGGED);
    expect(check).toMatchObject({ status: 'DONE', decision: 'APPROVED', missing: [] });
    expect(check.found.map((f) => f.value).sort()).toEqual(['TonysPizza', 'brooklyneats', 'delicious', 'tonyspizzabk']);
    expect(check.ocrText).toContain('Best slice in town');
    expect(check.postDate).not.toBeNull();
    expect(proof.reviewStatus).toBe('APPROVED');
    expect(proof.reviewedBy).toBeNull();
    expect(proof.reviewComments).toBe('Approved automatically: found #TonysPizza, #brooklyneats, @tonyspizzabk, delicious (review level OCR_STRICT)');
    expect(mail.find((m) => m.subject === "Your reward from Tony's Pizza")?.textBody).toContain('Your code: SLICE-1');
  });

  it('would approve a screenshot with every tag but the code list is empty: the proof waits for a person, the customer hears so, the business gets one e-mail about it', async () => {
    const shop = (await createBusiness(t.app, { brand: 'Empty Shelf Bakery' })).id;
    const owner = `owner-${Date.now()}@example.test`;
    await createAccount(t.app, 'CLIENT', [shop], owner);
    const { code } = await campaign(shop, 'OCR_STRICT', { codes: [] });
    const first = await claimWith(code, TAGGED);
    expect(first.check).toMatchObject({ status: 'DONE', decision: 'REVIEW', missing: [] });
    expect(first.proof.reviewStatus).toBe('PENDING');
    expect(first.mail.map((m) => m.subject)).toEqual(['We received your post for Empty Shelf Bakery']);
    await t.app.db.delete(proofChecks);
    const second = await claimWith(code, TAGGED);
    expect(second.check).toMatchObject({ status: 'DONE', decision: 'REVIEW' });
    await t.app.jobs.drain();
    // Once a day per campaign, as when a claim approved at once finds no code (claimFlow.test.ts).
    const toOwner = await mailTo(t.app, owner);
    expect(toOwner.map((m) => m.subject)).toEqual(['Campaign "Free drink for a post" (#' + first.proof.swayOfferId + ') has no voucher codes left']);
  });

  it('takes the reading the contact step\'s hint made of the same screenshot instead of reading it again (decision 0280)', async () => {
    const { code } = await campaign(business, 'OCR_STRICT');
    await t.app.jobs.drain();
    const read = vi.spyOn(t.app.services.ocr, 'read');
    try {
      const { check } = await claimWith(code, TAGGED);
      expect(check).toMatchObject({ status: 'DONE', decision: 'APPROVED', missing: [] });
      // One reading (its first pass saw every tag), made for the hint.
      expect(read).toHaveBeenCalledTimes(1);
      expect(read.mock.calls[0]![1]).toMatchObject({ optional: true });
    } finally {
      read.mockRestore();
    }
  });

  it('denies a readable screenshot without the tags, says which are missing, and tells the customer why', async () => {
    const { code } = await campaign(business, 'OCR_STRICT');
    const { proof, check, mail } = await claimWith(code, UNTAGGED);
    expect(check.decision).toBe('DENIED');
    expect(proof.reviewStatus).toBe('DENIED');
    expect(proof.reviewComments).toBe('Denied automatically: not found on the screenshot: #TonysPizza, #brooklyneats, @tonyspizzabk, delicious');
    const denial = mail.find((m) => m.subject === "About your post for Tony's Pizza");
    // In the customer's words, with a fresh attempt one tap away.
    expect(denial?.textBody).toContain('We could not approve the screenshot you sent for "Free drink for a post". We could not see #TonysPizza, #brooklyneats, @tonyspizzabk and delicious on your screenshot.');
    expect(denial?.textBody).toMatch(/You are welcome to try again: http:\/\/console\.test\/v\/[A-Za-z0-9_-]+\/retry/);
  });

  it('sends a screenshot it cannot read to a person, with no e-mail', async () => {
    const { code } = await campaign(business, 'OCR_STRICT');
    const { proof, check, mail } = await claimWith(code, NO_TEXT);
    expect(proof.reviewStatus).toBe('PENDING');
    expect(check).toMatchObject({ status: 'DONE', decision: 'REVIEW', reason: 'Sent to review: the screenshot could not be read' });
    expect(mail.filter((m) => /reward|About your post/.test(m.subject))).toEqual([]);
  });
});

describe('AUTO and REVIEW', () => {
  it('AUTO approves all three at once without reading them', async () => {
    const { code } = await campaign(business, 'AUTO');
    for (const screenshot of [TAGGED, UNTAGGED, NO_TEXT]) {
      const { proof, check, mail } = await claimWith(code, screenshot);
      expect(proof.reviewStatus).toBe('APPROVED');
      expect(check).toMatchObject({ status: 'DONE', decision: 'APPROVED', ocrText: null });
      expect(mail.some((m) => m.subject === "Your reward from Tony's Pizza")).toBe(true);
    }
  });

  it('REVIEW leaves all three to a person without reading them', async () => {
    const { code } = await campaign(other, 'REVIEW');
    for (const screenshot of [TAGGED, UNTAGGED, NO_TEXT]) {
      const { proof, check, mail } = await claimWith(code, screenshot);
      expect(proof.reviewStatus).toBe('PENDING');
      expect(check).toMatchObject({ status: 'DONE', decision: 'REVIEW', ocrText: null });
      expect(mail.filter((m) => /reward|About your post/.test(m.subject))).toEqual([]);
    }
  });
});

describe('signals', () => {
  // No tags asked: these claims are about the pictures, and a campaign with tags has the contact
  // step's hint read every screenshot (decision 0280), seconds of OCR each that nothing here looks at.
  const untaggedCampaign = (businessId: number, level: string) => campaign(businessId, level, { hashtags: [], instagramMentions: [], flow: { side_effect_data: { auto_check_proofs: level as never } } });
  it('flags a screenshot sent again, smaller and re-compressed, to another business, without naming the first', async () => {
    const first = await untaggedCampaign(other, 'REVIEW');
    const original = await sharp(TAGGED).resize(360).jpeg({ quality: 90 }).toBuffer();
    await claimWith(first.code, original);
    const second = await untaggedCampaign(business, 'AUTO');
    const again = await sharp(TAGGED).resize(300).jpeg({ quality: 45 }).toBuffer();
    const { proof, check } = await claimWith(second.code, again);
    expect(proof.reviewStatus).toBe('PENDING');
    expect(check.signals).toEqual([{ kind: 'REUSED_IMAGE', proof_id: null, same_business: false, count: null }]);
    expect(check.reason).toBe('Sent to review: the same screenshot was sent to another business');
    // A REVIEW campaign's proof is decided at once; its CLAIM_COMPLETED event compares the pictures after the commit.
    const third = await claimWith((await untaggedCampaign(business, 'REVIEW')).code, again);
    expect(third.check).toMatchObject({ status: 'DONE', decision: 'REVIEW', signals: [{ kind: 'REUSED_IMAGE', proof_id: proof.id, same_business: true, count: null }] });

    const admin = await createAdmin(t.app, business);
    const queue = await t.app.inject({ method: 'GET', url: `/api/swayOffer/proofsForOffer/${second.offer.id}`, headers: admin.headers });
    const [listed] = queue.json<{ proofs: { id: number; check: ProofCheck }[] }>().proofs;
    expect(listed).toMatchObject({ id: proof.id, check: { level: 'AUTO', decision: 'REVIEW', signals: [{ kind: 'REUSED_IMAGE', same_business: false }] } });
  });

  it('a hash stored by the older way of hashing is made again from its image, and a re-send of it is flagged again (decision 0277)', async () => {
    const first = await untaggedCampaign(other, 'REVIEW');
    const original = await sharp(TAGGED).resize(360).jpeg({ quality: 90 }).toBuffer();
    const { proof: earlier } = await claimWith(first.code, original);
    // As a server of the older version left it: another hash, far from this image's, of version 1.
    const stale = { imageHash: 0x0123456789abcdefn, windowHashes: [0x0123456789abcdefn], hashBands: [1, 300, 600], hashVersion: 1 };
    await t.app.db.update(proofChecks).set(stale).where(eq(proofChecks.proofId, earlier.id));
    const gone = await claimWith((await untaggedCampaign(other, 'REVIEW')).code, UNTAGGED);
    await t.app.db.update(proofs).set({ proofImageUrl: `${gone.proof.proofImageUrl}-deleted` }).where(eq(proofs.id, gone.proof.id));
    await t.app.db.update(proofChecks).set(stale).where(eq(proofChecks.proofId, gone.proof.id));

    expect(await rehashBatch(t.app, -1)).toEqual({ found: 2, last: gone.proof.id });
    const [made] = await t.app.db.select().from(proofChecks).where(eq(proofChecks.proofId, earlier.id));
    const now = await imageHashes(original);
    expect(made).toMatchObject({ hashVersion: HASH_VERSION, imageHash: toSigned(now.main), windowHashes: now.windows.map(toSigned) });
    const [cleared] = await t.app.db.select().from(proofChecks).where(eq(proofChecks.proofId, gone.proof.id));
    expect(cleared).toMatchObject({ hashVersion: HASH_VERSION, imageHash: null, hashBands: null });
    expect(await rehashBatch(t.app, -1)).toEqual({ found: 0, last: -1 });

    const second = await untaggedCampaign(business, 'AUTO');
    const { check } = await claimWith(second.code, await sharp(TAGGED).resize(300).jpeg({ quality: 45 }).toBuffer());
    expect(check.signals).toEqual([{ kind: 'REUSED_IMAGE', proof_id: null, same_business: false, count: null }]);
  });

  it('does not flag another post in the same app\'s layout, which the hash alone takes for the same screenshot (issue 33)', async () => {
    const first = await untaggedCampaign(other, 'REVIEW');
    // As phones send them: JPEG (the claim flow's upload is image/jpeg). Seeds 1 and 7 at quality
    // 70 hash 6 bits apart: the hash alone takes them for one screenshot (asserted, so that this
    // test cannot pass for want of a candidate).
    const asJpeg = async (seed: number) => sharp(await thread(seed)).jpeg({ quality: 70 }).toBuffer();
    const [one, seven] = [await asJpeg(1), await asJpeg(7)];
    expect(sameImage(await imageHashes(one), await imageHashes(seven))).toBe(true);
    await claimWith(first.code, one);
    const second = await untaggedCampaign(business, 'AUTO');
    const { proof, check } = await claimWith(second.code, seven);
    expect(check.signals).toEqual([]);
    expect(proof.reviewStatus).toBe('APPROVED');
  });

  it('flags the same customer\'s third proof for the business within 30 days', async () => {
    const email = `again-${Date.now()}@example.test`;
    const states = [];
    for (let i = 0; i < 3; i += 1) {
      const { code } = await untaggedCampaign(business, 'AUTO');
      const screenshot = await sharp({ create: { width: 300, height: 500, channels: 3, background: { r: 40 * i, g: 200 - 50 * i, b: 90 } } })
        .composite([{ input: Buffer.from(`<svg width="300" height="500"><rect x="${30 + 60 * i}" y="${80 * i}" width="120" height="200" fill="#fff"/></svg>`) }])
        .jpeg().toBuffer();
      const { proof, check } = await claimWith(code, screenshot, email);
      states.push([proof.reviewStatus, check.signals.map((s) => `${s.kind}:${s.count}`).join()]);
    }
    expect(states).toEqual([['APPROVED', ''], ['APPROVED', ''], ['PENDING', 'REPEAT_CLAIMER:3']]);
  });
});

describe('pictures compared after the claim (decision 0279)', () => {
  it('a claim whose hash meets an earlier one is answered without comparing: AUTO waits on its voucher page for the check job, REVIEW gets its signal afterwards', async () => {
    // Another app whose event dispatcher is stopped: the check job runs only when this test says.
    const held = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
    try {
      await held.app.events.stop();
      const shop = (await createBusiness(held.app, { brand: 'Corner Deli' })).id;
      // No tags: nothing here reads a screenshot, and a campaign with tags has the hint read each one.
      const level = (name: string) => createCampaign(held.app, shop, { codes: ['DELI-1', 'DELI-2'], hashtags: [], flow: { side_effect_data: { auto_check_proofs: name as never } } });
      const claim = async (code: string, screenshot: Buffer) => {
        const email = `held-${(customers += 1)}-${Date.now()}@example.test`;
        const { res } = await completeDefaultFlow(held.app, code, { FIRST_NAME: 'Ana', EMAIL_ADDRESS: email }, screenshot);
        const [proof] = await held.app.db.select().from(proofs).where(eq(proofs.email, email));
        const state = async () => (await held.app.db.select().from(proofChecks).where(eq(proofChecks.proofId, proof!.id)))[0]!;
        const [event] = await held.app.db.select().from(domainEvents).where(sql`${domainEvents.type} = 'CLAIM_COMPLETED' and (${domainEvents.payload}->>'proofId')::int = ${proof!.id}`);
        return { res, proof: proof!, state, event: event! };
      };

      const auto = await level('AUTO');
      const first = await claim(auto.code, await sharp(TAGGED).resize(360).jpeg({ quality: 90 }).toBuffer());
      expect(first.proof.reviewStatus).toBe('APPROVED');

      const again = await claim(auto.code, await sharp(TAGGED).resize(300).jpeg({ quality: 45 }).toBuffer());
      expect(again.proof.reviewStatus).toBe('PENDING');
      expect(await again.state()).toMatchObject({ status: 'QUEUED', decision: null, signals: [] });
      expect(again.event.payload).toMatchObject({ outcome: 'CHECK_QUEUED' });
      const page = await held.app.inject({ method: 'GET', url: String(again.res.headers.location) });
      expect(page.body).toContain(VOUCHER_PAGE_TEXTS.PENDING.heading);
      await runQueuedCheck(held.app, again.proof.id);
      expect(await again.state()).toMatchObject({
        status: 'DONE', decision: 'REVIEW', reason: `Sent to review: the same screenshot was sent before (proof #${first.proof.id})`,
        signals: [{ kind: 'REUSED_IMAGE', proof_id: first.proof.id, same_business: true, count: null }],
      });
      // Only the later of two is a re-send: the first, compared afterwards, finds nothing before it.
      await addReusedSignal(held.app, first.proof.id);
      expect((await first.state()).signals).toEqual([]);

      const review = await level('REVIEW');
      const third = await claim(review.code, TAGGED);
      expect(await third.state()).toMatchObject({ status: 'DONE', decision: 'REVIEW', signals: [] });
      expect(third.event.payload).toMatchObject({ outcome: 'IN_REVIEW', compare: true });
      await addReusedSignal(held.app, third.proof.id);
      expect((await third.state()).signals).toEqual([{ kind: 'REUSED_IMAGE', proof_id: first.proof.id, same_business: true, count: null }]);
    } finally {
      await held.close();
    }
  });
});

describe('review incentives', () => {
  it('a one-star review earns the reward like any other: no rating or wording is read for it', async () => {
    const { code } = await campaign(business, 'OCR_STRICT', {
      tasks: ['ONLINE_REVIEW'], flow: { side_effect_data: { auto_check_proofs: 'OCR_STRICT', extra_word_check: [] } },
    });
    const { proof, check } = await claimWith(code, fixture('review-one-star'));
    expect(check.required).toEqual([]);
    expect(check.ocrText).toContain('Slow service');
    expect(proof.reviewStatus).toBe('APPROVED');
  });
});

describe('the reading queue on /timelineReview', () => {
  it('tells an admin how many reads wait and the oldest wait; a business user may not ask', async () => {
    const admin = await createAdmin(t.app, business);
    const idle = await t.app.inject({ method: 'GET', url: '/api/proofChecks/queue', headers: admin.headers });
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toEqual({ depth: 0, oldest_wait_seconds: 0 });
    const client = await createTenant(t.app);
    const refused = await t.app.inject({ method: 'GET', url: '/api/proofChecks/queue', headers: client.headers });
    expect(refused.statusCode).toBe(403);
  });
});
