// A doubled or retried change runs once (issue 18 defect 3, issue 34): every change accepts an
// Idempotency-Key (tests/api/idempotencyEveryChange.test.ts); the same key, caller and body answer
// the first reply, while it runs and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { codeLists, offers } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { insertOffer, offerCast, validOffer } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await offerCast(t.app);
});
afterAll(async () => t.close());

const post = (url: string, headers: Record<string, string>, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const offersNamed = async (summary: string) =>
  t.app.db.select().from(offers).where(and(eq(offers.businessId, cast.business.id), eq(offers.offerSummary, summary)));

describe('Idempotency-Key on creating calls', () => {
  it('two offers submitted at once with one key make one offer, and a later retry gets the same answer', async () => {
    const body = { ...validOffer, offer_summary: 'Double-clicked offer' };
    const [a, b] = await Promise.all([
      post('/api/offer/', cast.owner, body, 'wizard-key-0001'),
      post('/api/offer/', cast.owner, body, 'wizard-key-0001'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const retry = await post('/api/offer/', cast.owner, body, 'wizard-key-0001');
    expect(retry.json()).toEqual(a.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await offersNamed('Double-clicked offer')).toHaveLength(1);
  });

  it('a different body, caller or key creates again; without a key nothing changes', async () => {
    const body = { ...validOffer, offer_summary: 'Keyed offer' };
    await post('/api/offer/', cast.owner, body, 'wizard-key-0002');
    await post('/api/offer/', cast.owner, { ...body, offer_summary: 'Keyed offer 2' }, 'wizard-key-0002');
    await post('/api/offer/', cast.admin, body, 'wizard-key-0002');
    await post('/api/offer/', cast.owner, body, 'wizard-key-0003');
    await post('/api/offer/', cast.owner, body);
    await post('/api/offer/', cast.owner, body);
    expect(await offersNamed('Keyed offer')).toHaveLength(5);
    expect(await offersNamed('Keyed offer 2')).toHaveLength(1);
  });

  it('a refused request is not kept: the corrected one runs', async () => {
    const refused = await post('/api/offer/', cast.owner, { ...validOffer, offer_summary: '' }, 'wizard-key-0004');
    expect(refused.statusCode).toBe(400);
    const again = await post('/api/offer/', cast.owner, { ...validOffer, offer_summary: '' }, 'wizard-key-0004');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await post('/api/offer/', cast.owner, { ...validOffer, offer_summary: 'Fixed offer' }, 'wizard-key-0004')).statusCode).toBe(200);
  });

  it('a code list created twice at once with one key exists once', async () => {
    const offer = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const body = { selectedOfferId: offer.id, listName: 'Doubled list' };
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/coupon/codeList/network', cast.owner, body, 'code-list-key-1')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const lists = await t.app.db.select().from(codeLists).where(eq(codeLists.listName, 'Doubled list'));
    expect(lists).toHaveLength(1);
  });

  it('refuses a malformed key with a field message', async () => {
    const res = await post('/api/offer/', cast.owner, validOffer, 'bad key!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid Idempotency-Key', fields: { 'idempotency-key': '8 to 100 letters, digits, - or _' } });
  });
});
