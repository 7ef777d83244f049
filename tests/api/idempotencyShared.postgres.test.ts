// Kept Idempotency-Key answers are shared by every server on one PostgreSQL database (issue 35,
// decision 0265): two apps on the same database stand for two servers behind a balancer. A retry
// that reaches the other server is replayed; the same change sent to both at once runs once; a
// refused change is not kept; a change whose server stopped renewing its lease does not hold the
// key; answers past their 15 minutes are not replayed and are pruned.
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { offers } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { connectionBeside } from '../helpers/database';
import { offerCast, validOffer } from './offersHelpers';

let a: TestApp;
let b: TestApp;
let other: pg.Client;
let cast: Awaited<ReturnType<typeof offerCast>>;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { beside: a });
  cast = await offerCast(a.app);
  // A connection of its own, as psql would be: it holds locks to keep a change running.
  other = await connectionBeside(a.app.db);
});
// A test that failed while holding locks does not leave them to the next.
afterEach(async () => { await other.query('rollback'); });
afterAll(async () => {
  await other.end();
  await b.close();
  await a.close();
});

const post = (t: TestApp, payload: object, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/offer/', headers: { ...cast.owner, 'idempotency-key': key }, payload });
const offersNamed = async (summary: string) =>
  a.app.db.select().from(offers).where(and(eq(offers.businessId, cast.business.id), eq(offers.offerSummary, summary)));
const unfinishedKeys = async () => (await other.query<{ key: string }>('select key from idempotency_keys where status is null')).rows.map((r) => r.key);

/**
 * Sends the offer to server A and holds it running, its key claimed, until `release`: its insert
 * waits for this lock on the business (the foreign key check's).
 */
async function runningOnA(body: object, key: string) {
  await other.query('begin');
  await other.query('select 1 from businesses where id = $1 for update', [cast.business.id]);
  const onA = post(a, body, key);
  await vi.waitFor(async () => expect(await unfinishedKeys()).toHaveLength(1), { timeout: 10_000, interval: 20 });
  return { onA, release: () => other.query('commit') };
}

describe('Idempotency-Key answers shared by two servers on one database', () => {
  it('a retry that reaches the other server is replayed, and the change ran once', async () => {
    const body = { ...validOffer, offer_summary: 'Retried on another server' };
    const first = await post(a, body, 'shared-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await post(b, body, 'shared-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await offersNamed('Retried on another server')).toHaveLength(1);
  });

  it('the same change sent to both servers at once runs once; the second waits and gets the first answer', async () => {
    const body = { ...validOffer, offer_summary: 'Sent to both servers' };
    const { onA, release } = await runningOnA(body, 'shared-key-0002');
    const { rows: [sent] } = await other.query<{ at: Date }>('select clock_timestamp() as at');
    let bAnswered = false;
    const onB = post(b, body, 'shared-key-0002').finally(() => { bAnswered = true; });
    // B has read the key's row (the claim's second statement: the key is taken, not to be taken over)
    // while A cannot finish: B is waiting for A's answer.
    await vi.waitFor(async () => {
      const read = await other.query(`select 1 from pg_stat_activity where datname = current_database()
        and query like '%with claimed as%' and query_start > $1`, [sent!.at]);
      expect(read.rowCount).toBeGreaterThan(0);
    }, { timeout: 10_000, interval: 20 });
    expect(bAnswered).toBe(false);
    await release();
    const [first, second] = await Promise.all([onA, onB]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await offersNamed('Sent to both servers')).toHaveLength(1);
  });

  it('a refused change is not kept: the same request runs again on the other server', async () => {
    const refused = await post(a, { ...validOffer, offer_summary: '' }, 'shared-key-0003');
    expect(refused.statusCode).toBe(400);
    expect(await unfinishedKeys()).toEqual([]);
    const again = await post(b, { ...validOffer, offer_summary: '' }, 'shared-key-0003');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const fixed = await post(b, { ...validOffer, offer_summary: 'Fixed on another server' }, 'shared-key-0003');
    expect(fixed.statusCode).toBe(200);
    expect(await offersNamed('Fixed on another server')).toHaveLength(1);
  });

  it('a running change whose lease has run out (its server died) does not hold the key', async () => {
    const body = { ...validOffer, offer_summary: 'Server died mid-way' };
    const { onA, release } = await runningOnA(body, 'shared-key-0004');
    // What a dead server leaves: an unfinished row that nobody renews (written outside the held transaction).
    await a.app.db.execute(sql`update idempotency_keys set owner = 'dead.1', lease_until = now() - interval '1 second' where status is null`);
    const onB = post(b, body, 'shared-key-0004');
    await vi.waitFor(async () => expect((await other.query("select 1 from idempotency_keys where status is null and owner <> 'dead.1'")).rowCount).toBe(1),
      { timeout: 10_000, interval: 20 });
    await release();
    const [lost, taken] = await Promise.all([onA, onB]);
    expect([lost.statusCode, taken.statusCode]).toEqual([200, 200]);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    // The answer kept is that of the server that held the key when it answered.
    const retry = await post(a, body, 'shared-key-0004');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(taken.json());
    expect(await offersNamed('Server died mid-way')).toHaveLength(2);
  });

  it('an answer older than 15 minutes is not replayed, and old answers are pruned', async () => {
    const body = { ...validOffer, offer_summary: 'Kept a quarter of an hour' };
    expect((await post(a, body, 'shared-key-0005')).statusCode).toBe(200);
    await other.query("update idempotency_keys set created_at = now() - interval '16 minutes'");
    const later = await post(b, body, 'shared-key-0005');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await offersNamed('Kept a quarter of an hour')).toHaveLength(2);
    await other.query("update idempotency_keys set created_at = now() - interval '16 minutes'");
    // A server prunes on its first keyed change, then at most once a minute.
    const c = await buildTestApp({}, { beside: a });
    try {
      expect((await post(c, { ...validOffer, offer_summary: 'Pruning trigger' }, 'shared-key-0006')).statusCode).toBe(200);
      await vi.waitFor(async () => {
        const { rows } = await other.query<{ old: number }>("select count(*)::int as old from idempotency_keys where created_at < now() - interval '15 minutes'");
        expect(rows[0]!.old).toBe(0);
      }, { timeout: 10_000, interval: 20 });
    } finally {
      await c.close();
    }
  });
});
