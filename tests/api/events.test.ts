// The events outbox (issue 35; docs/decisions/0250-events-outbox.md): a claim's completion writes
// its event with the proof, the one notifications module sends one message per event, a handler run
// again sends nothing again, two servers' dispatchers take each event once, a failing handler is
// retried with backoff until DEAD, a lease that ran out lets another server take the event, and an
// OCR check read twice by two servers decides once.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { domainEvents, outbox, proofChecks, proofs, vouchers } from '../../server/db/schema';
import { createEventDispatcher, MAX_ATTEMPTS, type EventHandler } from '../../server/domain/events/dispatcher';
import { recordEvent } from '../../server/domain/events/outbox';
import { LONG_EVENTS } from '../../server/domain/events/handlers';
import { runQueuedCheck } from '../../server/domain/proofChecks/run';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness, createTenant } from '../helpers/fixtures';
import { mailTo } from '../helpers/mailbox';
import { completeDefaultFlow, createCampaign } from '../helpers/claim';
import { insertOffer } from './offersHelpers';

let t: TestApp;
let business: number;
beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app, { brand: "Tony's Pizza" })).id;
});
afterAll(async () => t.close());

const eventsOfProof = (proofId: number) => t.app.db.select().from(domainEvents).where(sql`(${domainEvents.payload}->>'proofId')::int = ${proofId}`);

describe('messages follow the event', () => {
  it('an AUTO claim writes one event with its proof and sends one message: the approval, with the voucher link and PIN, signed by the business', async () => {
    const { offer, code } = await createCampaign(t.app, business, { codes: ['SLICE-9'], flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
    const { res } = await completeDefaultFlow(t.app, code, { FIRST_NAME: 'Ann', EMAIL_ADDRESS: 'auto-one@example.test' });
    expect(res.statusCode).toBe(303);
    const [proof] = await t.app.db.select().from(proofs).where(eq(proofs.swayOfferId, offer.id));
    const events = await eventsOfProof(proof!.id);
    expect(events.map((e) => [e.type, e.payload])).toEqual([['CLAIM_COMPLETED', { proofId: proof!.id, outcome: 'APPROVED', noCodesLeft: false }]]);

    const mail = await mailTo(t.app, 'auto-one@example.test');
    const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.id, proof!.voucherId!));
    expect(mail.map((m) => m.subject)).toEqual(["Your reward from Tony's Pizza"]);
    expect(mail[0]!.textBody).toContain('Your code: SLICE-9');
    expect(mail[0]!.textBody).toContain(`Your voucher: http://console.test/v/${voucher!.publicKey}`);
    expect(mail[0]!.textBody).toContain(`say your PIN: ${voucher!.pin}`);
    expect(mail[0]!.textBody).toMatch(/Thank you,\nTony's Pizza$/);
    expect(mail[0]!.htmlBody).toContain(`<a href="http://console.test/v/${voucher!.publicKey}">`);
    expect(mail[0]).toMatchObject({ eventId: events[0]!.id, messageKey: 'approved' });
    expect((await eventsOfProof(proof!.id))[0]).toMatchObject({ status: 'DONE', attempts: 1 });

    // The server died after sending and before marking the event DONE: another takes it again and sends nothing again.
    await t.app.db.update(domainEvents).set({ status: 'PENDING', lockedUntil: null }).where(eq(domainEvents.id, events[0]!.id));
    expect(await mailTo(t.app, 'auto-one@example.test')).toHaveLength(1);
    expect((await eventsOfProof(proof!.id))[0]).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('a message whose delivery failed is delivered when its event is taken again, still once', async () => {
    const { code } = await createCampaign(t.app, business, { flow: { side_effect_data: { auto_check_proofs: 'REVIEW' } } });
    const send = t.app.mail.send;
    let down = true;
    t.app.mail.send = async (message, ref) => {
      if (down) throw new Error('SMTP is down');
      return send.call(t.app.mail, message, ref);
    };
    try {
      await completeDefaultFlow(t.app, code, { FIRST_NAME: 'Bo', EMAIL_ADDRESS: 'retry-me@example.test' });
      expect(await mailTo(t.app, 'retry-me@example.test')).toHaveLength(0);
      const [event] = await t.app.db.select().from(domainEvents).orderBy(sql`${domainEvents.id} desc`).limit(1);
      expect(event).toMatchObject({ type: 'CLAIM_COMPLETED', status: 'PENDING', lastError: 'Error: SMTP is down' });
      // SMTP is back, and the event's backoff has passed.
      down = false;
      await t.app.db.update(domainEvents).set({ runAfter: sql`now()` }).where(eq(domainEvents.id, event!.id));
      const mail = await mailTo(t.app, 'retry-me@example.test');
      expect(mail.map((m) => m.subject)).toEqual(["We received your post for Tony's Pizza"]);
      expect(mail[0]!.sentAt).not.toBeNull();
    } finally {
      t.app.mail.send = send;
    }
  });

  it("a network offer's voucher is e-mailed when it is granted, so a closed tab loses nothing", async () => {
    const offer = await insertOffer(t.app, business, 'ACTIVE', { offerSummary: 'Free latte', tasks: ['INSTAGRAM_POST'], couponCode: 'LATTE' });
    const res = await t.app.inject({
      method: 'POST', url: `/share/offer/${offer.id}/claim`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ first_name: 'Di', heard_from: 'A friend', email: 'Di@Example.test' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.offerId, offer.id));
    const mail = await mailTo(t.app, 'di@example.test');
    expect(mail.map((m) => m.subject)).toEqual(["Your voucher from Tony's Pizza"]);
    expect(mail[0]!.textBody).toContain(`Here is your voucher for "Free latte": http://console.test/v/${voucher!.publicKey}`);
    expect(mail[0]!.textBody).toContain(`say your PIN: ${voucher!.pin}`);
  });
});

describe('dispatchers', () => {
  const counting = () => {
    const seen: number[] = [];
    const handler: EventHandler = async (_app, event) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(event.id);
    };
    return { seen, handlersFor: () => [handler] };
  };

  it('two servers on one database handle each event once', async () => {
    const a = counting();
    const b = counting();
    const first = createEventDispatcher(t.app, a.handlersFor, { pollMs: 3_600_000 });
    const second = createEventDispatcher(t.app, b.handlersFor, { pollMs: 3_600_000 });
    // Events the app's own dispatcher has no handler for would be taken by it too: these are this test's.
    await t.app.events.stop();
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await recordEvent(t.app.db, { type: 'VOUCHER_REDEEMED', businessId: business, payload: { voucherId: i } }));
    await Promise.all([first.drain(), second.drain(), first.drain()]);
    expect([...a.seen, ...b.seen].sort((x, y) => x - y)).toEqual(ids);
    const rows = await t.app.db.select().from(domainEvents).where(sql`${domainEvents.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(rows.every((r) => r.status === 'DONE' && r.attempts === 1)).toBe(true);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('keeps a hand for messages while long events (OCR checks, imports, reports) hold the others', async () => {
    await t.app.events.stop();
    let open = () => {};
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const started: string[] = [];
    let settle = () => {};
    // Resolves once the short event ran, or once every hand holds a long one (where it could not run).
    const decided = new Promise<void>((resolve) => { settle = resolve; });
    const handler: EventHandler = async (_app, event) => {
      started.push(event.type);
      if (event.type === 'VOUCHER_REDEEMED' || started.filter((s) => s === 'REPORT_REQUESTED').length === 3) settle();
      if (event.type === 'REPORT_REQUESTED') await gate;
    };
    const dispatcher = createEventDispatcher(t.app, () => [handler], { pollMs: 3_600_000, long: LONG_EVENTS });
    for (let i = 0; i < 3; i += 1) await recordEvent(t.app.db, { type: 'REPORT_REQUESTED', businessId: business, payload: { runId: -1 - i } as never });
    await recordEvent(t.app.db, { type: 'VOUCHER_REDEEMED', businessId: business, payload: { voucherId: -1 } });
    dispatcher.wake();
    await decided;
    // The message ran beside two long events; the third long one waits for a free hand.
    expect(started).toEqual(['REPORT_REQUESTED', 'REPORT_REQUESTED', 'VOUCHER_REDEEMED']);
    open();
    await dispatcher.drain();
    expect(started.filter((s) => s === 'REPORT_REQUESTED')).toHaveLength(3);
    await dispatcher.stop();
  });

  it('retries a failing handler with growing waits, then marks the event DEAD with its error', async () => {
    const failing = createEventDispatcher(t.app, () => [async () => { throw new Error('the gateway said no'); }], { pollMs: 3_600_000 });
    const id = await recordEvent(t.app.db, { type: 'VOUCHER_REDEEMED', businessId: business, payload: { voucherId: 1 } });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await failing.drain();
      const [row] = await t.app.db.select({
        status: domainEvents.status, attempts: domainEvents.attempts, lastError: domainEvents.lastError,
        wait: sql<number>`round(extract(epoch from ${domainEvents.runAfter} - now()))::int`,
      }).from(domainEvents).where(eq(domainEvents.id, id));
      expect(row).toMatchObject({ attempts: attempt, lastError: 'Error: the gateway said no' });
      expect(row!.status).toBe(attempt < MAX_ATTEMPTS ? 'PENDING' : 'DEAD');
      waits.push(row!.wait);
      await t.app.db.update(domainEvents).set({ runAfter: sql`now()` }).where(eq(domainEvents.id, id));
    }
    expect(waits.slice(0, 4)).toEqual([2, 4, 8, 16]);
    // A DEAD event is taken by nobody, and an admin sees it with its error; nobody else does.
    await failing.drain();
    expect((await t.app.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS });
    await failing.stop();
    const { headers } = await createAdmin(t.app, business);
    const queue = await t.app.inject({ url: '/api/admin/events', headers });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().deadEvents[0]).toMatchObject({ id, type: 'VOUCHER_REDEEMED', attempts: MAX_ATTEMPTS, lastError: 'Error: the gateway said no' });
    const tenant = await createTenant(t.app);
    expect((await t.app.inject({ url: '/api/admin/events', headers: tenant.headers })).statusCode).toBe(403);

    // Once its cause is fixed, an admin hands it back: attempts from zero, taken again at once.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/events/${id}/retry`, headers: tenant.headers })).statusCode).toBe(403);
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/events/${id}/retry`, headers });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().deadEvents.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await t.app.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]).toMatchObject({ status: 'PENDING', attempts: 0, lastError: 'Error: the gateway said no' });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/events/${id}/retry`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No failed event with this id' });
    const healed = createEventDispatcher(t.app, () => [async () => undefined], { pollMs: 3_600_000 });
    await healed.drain();
    expect((await t.app.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]).toMatchObject({ status: 'DONE', attempts: 1, lastError: null });
    await healed.stop();
  });

  it('marks DEAD an event whose server died during each of its attempts, instead of taking it forever', async () => {
    const c = counting();
    const survivor = createEventDispatcher(t.app, c.handlersFor, { pollMs: 3_600_000 });
    const id = await recordEvent(t.app.db, { type: 'VOUCHER_REDEEMED', businessId: business, payload: { voucherId: 7 } });
    // The eighth attempt's server was killed: its lease ran out with no failure recorded.
    await t.app.db.update(domainEvents).set({ attempts: MAX_ATTEMPTS, lockedUntil: sql`now() - interval '1 second'`, lockedBy: 'killed' }).where(eq(domainEvents.id, id));
    await survivor.drain();
    expect(c.seen).not.toContain(id);
    expect((await t.app.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]).toMatchObject({
      status: 'DEAD', attempts: MAX_ATTEMPTS, lastError: `the server handling it stopped during each of its ${MAX_ATTEMPTS} attempts`,
    });
    await survivor.stop();
  });

  it('takes an event whose server died holding it once its lease has run out, and not before', async () => {
    const c = counting();
    const survivor = createEventDispatcher(t.app, c.handlersFor, { pollMs: 3_600_000 });
    const id = await recordEvent(t.app.db, { type: 'VOUCHER_REDEEMED', businessId: business, payload: { voucherId: 2 } });
    await t.app.db.update(domainEvents).set({ lockedBy: 'dead-server', lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 }).where(eq(domainEvents.id, id));
    await survivor.drain();
    expect(c.seen).not.toContain(id);
    await t.app.db.update(domainEvents).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(domainEvents.id, id));
    await survivor.drain();
    expect(c.seen).toEqual([id]);
    expect((await t.app.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]).toMatchObject({ status: 'DONE', attempts: 2, lockedBy: survivor.serverId });
    await survivor.stop();
  });
});

describe('the OCR check', () => {
  it('read by two servers at once decides once and records one event', async () => {
    const app = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
    try {
      const shop = (await createBusiness(app.app, { brand: 'Luna Cafe' })).id;
      const { offer, code } = await createCampaign(app.app, shop, { flow: { side_effect_data: { auto_check_proofs: 'OCR_STRICT' } } });
      // The claim's own event stays untaken: the two reads below are the two servers.
      await app.app.events.stop();
      const blank = readFileSync(new URL('../fixtures/proof-checks/unreadable.jpg', import.meta.url));
      await completeDefaultFlow(app.app, code, { FIRST_NAME: 'Cy', EMAIL_ADDRESS: 'cy@example.test' }, blank);
      const [proof] = await app.app.db.select().from(proofs).where(eq(proofs.swayOfferId, offer.id));
      await Promise.all([runQueuedCheck(app.app, proof!.id), runQueuedCheck(app.app, proof!.id)]);
      const [check] = await app.app.db.select().from(proofChecks).where(eq(proofChecks.proofId, proof!.id));
      expect(check!.decision).toBe('REVIEW');
      const events = await app.app.db.select({ type: domainEvents.type }).from(domainEvents).where(sql`(${domainEvents.payload}->>'proofId')::int = ${proof!.id}`);
      expect(events.map((e) => e.type).sort()).toEqual(['CLAIM_COMPLETED', 'PROOF_SENT_TO_REVIEW']);
    } finally {
      await app.close();
    }
  });
});

it('keeps one outbox row per event and key', async () => {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(outbox)
    .where(sql`${outbox.eventId} is not null`).groupBy(outbox.eventId, outbox.messageKey).having(sql`count(*) > 1`);
  expect(row).toBeUndefined();
});
