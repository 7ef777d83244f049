// "Already claimed? Get my reward again" (issue 32): on every campaign and network-offer page and
// in the "already claimed" answer; the link is sent (an event for the notifications module), never
// shown; the answer is the same for a known and an unknown contact; tries are counted in the
// database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { domainEvents, vouchers } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import { RECOVERY_LIMITS, RECOVERY_MESSAGES } from '../../server/domain/claims/recovery';
import { mailTo } from '../helpers/mailbox';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { completeDefaultFlow, createCampaign } from '../helpers/claim';
import { insertOffer } from './offersHelpers';
import { followRefusal } from '../helpers/refusedForm';

let t: TestApp;
let business: number;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: 'Tony\'s Pizza' })).id;
});
afterAll(async () => t.close());

const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() });
const ask = (path: string, contact: string, ip = '10.0.0.1') => {
  const { payload, ...headers } = form({ contact });
  return t.app.inject({ method: 'POST', url: `${path}/recover`, headers, payload, remoteAddress: ip });
};
const recoveryEvents = () => t.app.db.select().from(domainEvents).where(eq(domainEvents.type, 'REWARD_RECOVERY_REQUESTED'));
const keyIn = (location: string | undefined) => location?.match(/^\/v\/([A-Za-z0-9_-]{22})$/)?.[1] ?? '';

describe('a campaign', () => {
  it('offers recovery on its first page and in the "already claimed" answer', async () => {
    const { code } = await createCampaign(t.app, business);
    expect((await t.app.inject({ url: `/c/${code}` })).body).toContain(`<a class="sw-link" href="/c/${code}/recover">Already claimed? Get my reward again</a>`);
    await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'twice@example.test' });
    const again = await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'twice@example.test' });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.body).toContain(`href="/c/${code}/recover">Already claimed? Get my reward again</a>`);
  });

  it('answers a known and an unknown contact the same, and sends only to the known one', async () => {
    const { code } = await createCampaign(t.app, business);
    const { res } = await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'Known@Example.test' });
    const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, keyIn(res.headers.location)));
    const before = (await recoveryEvents()).length;
    const known = await ask(`/c/${code}`, ' known@example.TEST ', '10.0.1.1');
    const unknown = await ask(`/c/${code}`, 'nobody@example.test', '10.0.1.2');
    expect([known.statusCode, unknown.statusCode]).toEqual([303, 303]);
    expect(known.headers.location).toBe(`/c/${code}/recover?sent=1`);
    expect(unknown.headers.location).toBe(known.headers.location);
    const [knownPage, unknownPage] = await Promise.all([known, unknown].map((r) => t.app.inject({ url: r.headers.location! })));
    expect(knownPage!.body).toBe(unknownPage!.body);
    expect(knownPage!.body).toContain(RECOVERY_MESSAGES.sent);
    expect(knownPage!.body).not.toContain('/v/');
    const events = (await recoveryEvents()).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ businessId: business, payload: { channel: 'EMAIL', to: 'Known@Example.test', voucherIds: [voucher!.id] } });
  });

  it('finds a claim by its phone number, whatever its punctuation, and sends to the number the claim gave', async () => {
    const { code } = await createCampaign(t.app, business, {
      flow: { contact_info_data: { collect_contact_info: ['FIRST_NAME', 'PHONE_NUMBER'], required_contact_info: ['PHONE_NUMBER'] } },
    });
    await completeDefaultFlow(t.app, code, { PHONE_NUMBER: '+1 (312) 555-0199' });
    const before = (await recoveryEvents()).length;
    expect((await ask(`/c/${code}`, '13125550199', '10.0.2.1')).statusCode).toBe(303);
    // Not to what was typed: '+13125550199' and '13125550199' match by their digits, but a
    // gateway would read a missing or added country code as another number.
    expect((await recoveryEvents()).slice(before)).toMatchObject([{ payload: { channel: 'PHONE', to: '+1 (312) 555-0199' } }]);
  });

  it('names the fix for something that is neither an e-mail nor a phone number, keeping what was typed', async () => {
    const { code } = await createCampaign(t.app, business);
    // Refused by a 303 to the same page (post/redirect/get), which shows the refusal and what was typed.
    const res = await followRefusal(t.app, await ask(`/c/${code}`, 'ann at example', '10.0.3.1'), `/c/${code}/recover`);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(RECOVERY_MESSAGES.invalid);
    expect(res.body).toContain('value="ann at example"');
    expect(res.body).toContain('maxlength="254"');
  });

  it('counts a contact\'s tries in the database, the same for a known and an unknown contact', async () => {
    const { code } = await createCampaign(t.app, business);
    await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'often@example.test' });
    for (const contact of ['often@example.test', 'never@example.test']) {
      const statuses = [];
      const answers = [];
      for (let i = 0; i <= RECOVERY_LIMITS.perContact; i += 1) answers.push(await ask(`/c/${code}`, contact, `10.0.4.${i}`));
      expect(answers.map((a) => a.headers.location)).toEqual([...Array(RECOVERY_LIMITS.perContact).fill(`/c/${code}/recover?sent=1`), `/c/${code}/recover`]);
      const limited = await followRefusal(t.app, answers.at(-1)!);
      statuses.push(...answers.slice(0, -1).map((a) => a.statusCode), limited.statusCode);
      expect(statuses).toEqual([303, 303, 303, 429]);
      expect(limited.body).toContain(RECOVERY_MESSAGES.limited);
    }
    const [row] = await queryRows<{ count: number }>(t.app.db, sql`select count from rate_limit_hits where key = ${`recovery:${business}:EMAIL:never@example.test`}`);
    expect(Number(row!.count)).toBe(RECOVERY_LIMITS.perContact + 1);
  });
});

describe('a network offer', () => {
  it('offers recovery on its share page and after "already claimed"; the voucher of a closed tab is sent again', async () => {
    const offer = await insertOffer(t.app, business, 'ACTIVE', { offerSummary: 'Free latte', tasks: [], couponCode: 'LATTE', minDaysBetweenOffer: 36_500 });
    const page = await t.app.inject({ url: `/share/offer/${offer.id}` });
    expect(page.body).toContain(`<a class="sw-link" href="/share/offer/${offer.id}/recover">Already claimed? Get my reward again</a>`);
    const claim = () => {
      const { payload, ...headers } = form({ first_name: 'Ann', heard_from: 'A friend', email: 'tab@example.test' });
      return t.app.inject({ method: 'POST', url: `/share/offer/${offer.id}/claim`, headers, payload });
    };
    const first = await claim();
    const key = keyIn(first.headers.location);
    const [voucher] = await t.app.db.select().from(vouchers).where(and(eq(vouchers.publicKey, key)));
    // The same phone re-opening the share link (the tab was closed) is led to its voucher; another phone is not.
    const kept = [first.headers['set-cookie']].flat().find((c) => String(c).startsWith('swo='))!;
    const cookie = String(kept).split(';')[0]!;
    expect(kept).toContain(`Path=/share/offer/${offer.id}; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    const reopened = await t.app.inject({ url: `/share/offer/${offer.id}`, headers: { cookie } });
    expect(reopened.body).toContain(`<strong>You already claimed this offer.</strong></p><a class="sw-btn" href="/v/${key}">Open my voucher</a>`);
    expect((await t.app.inject({ url: `/share/offer/${offer.id}` })).body).not.toContain('Open my voucher');
    const again = await followRefusal(t.app, await claim());
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(`href="/share/offer/${offer.id}/recover">Already claimed? Get my reward again</a>`);
    const before = (await recoveryEvents()).length;
    const asked = await ask(`/share/offer/${offer.id}`, 'tab@example.test', '10.0.5.1');
    expect(asked.headers.location).toBe(`/share/offer/${offer.id}/recover?sent=1`);
    expect((await recoveryEvents()).slice(before)).toMatchObject([{ payload: { channel: 'EMAIL', voucherIds: [voucher!.id] } }]);
    // Both e-mails greet the customer by the first name the survey asked for.
    const mail = await mailTo(t.app, 'tab@example.test');
    expect(mail.map((m) => m.textBody.split('\n')[0])).toEqual(['Hi Ann,', 'Hi Ann,']);
  });
});
