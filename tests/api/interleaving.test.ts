// Another client is not kept waiting by the largest work one request may ask for (issue 19
// findings 2 and 4): while a 200,000-code import (the most the contract accepts) and a year's
// report by week over a busy business run, another client's `businesses/all` (two short
// statements; `user/loggedIn` and `businesses/current` are answered from kept answers, without the
// database, and a probe loop that never waits for the database would never let its answers in)
// keeps answering in under a second. On PGlite every statement runs on one database thread, so this
// holds only if large writes are split into short statements and reports are bounded.
// The second is measured on an idle 2-core machine; a busier machine stretches every statement,
// so the limit grows with the run queue per core (load average), up to 4×. That still catches the
// regressions it guards (the unsplit import kept others waiting 32.5 s, the unbounded report 68 s).
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_IMPORT_CODES } from '../../contract/coupons';
import { MAX_REPORT_DAYS } from '../../contract/analytics';
import { codes } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import { buildTestApp, type TestApp } from '../helpers/app';
import { testEngine } from '../helpers/database';
import { offerCast, insertOffer } from './offersHelpers';

/** Proofs of the busy business, spread over the year the report covers. */
const REPORT_PROOFS = 30_000;
const IDLE_LIMIT_MS = 1000;
const loadFactor = () => Math.min(4, Math.max(1, os.loadavg()[0] / os.cpus().length));
const limitNow = () => IDLE_LIMIT_MS * loadFactor();

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
let bystander: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await offerCast(t.app);
  bystander = (await offerCast(t.app)).owner;
}, 300_000);
afterAll(async () => { await t.close(); });

/** Runs `probe` back to back until `work` settles; the slowest probe is what a bystander waited. */
async function worstWaitDuring<T>(work: Promise<T>, probe: () => Promise<number>) {
  let settled = false;
  const result = work.finally(() => { settled = true; });
  let worst = 0;
  let probes = 0;
  while (!settled) {
    const started = performance.now();
    expect(await probe()).toBe(200);
    worst = Math.max(worst, performance.now() - started);
    probes += 1;
  }
  return { result: await result, worst, probes };
}
const theirBusinesses = async () => (await t.app.inject({ url: '/api/businesses/all', headers: bystander })).statusCode;

describe(`another client during the largest allowed work on ${testEngine}`, () => {
  it(`answers in under ${IDLE_LIMIT_MS} ms (idle machine) during a ${MAX_IMPORT_CODES.toLocaleString('en-US')}-code import, which stays all or nothing`, async () => {
    const offer = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const list = (await t.app.inject({ method: 'POST', url: '/api/coupon/codeList/network', headers: cast.owner, payload: { selectedOfferId: offer.id, listName: 'Big' } })).json<{ id: number }>();
    const payload = { codes: Array.from({ length: MAX_IMPORT_CODES }, (_, i) => ({ value: `BIG-${i}`, line: i + 2 })) };
    const started = performance.now();
    const { result, worst, probes } = await worstWaitDuring(
      t.app.inject({ method: 'POST', url: `/api/coupon/addCodes/${list.id}`, headers: cast.owner, payload }), theirBusinesses);
    const took = performance.now() - started;
    const limit = limitNow();
    console.info(`[interleaving] ${testEngine}: import of ${MAX_IMPORT_CODES} codes took ${took.toFixed(0)} ms; ${probes} requests of another client, the slowest ${worst.toFixed(0)} ms (limit ${limit.toFixed(0)} ms at load ${os.loadavg()[0].toFixed(1)})`);
    expect(result.statusCode).toBe(200);
    expect(result.json().addedCodes).toBe(MAX_IMPORT_CODES);
    const [{ n }] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from ${codes} where code_list_id = ${list.id}`);
    expect(Number(n)).toBe(MAX_IMPORT_CODES);
    expect(worst).toBeLessThan(limit);
  });

  it(`answers in under ${IDLE_LIMIT_MS} ms (idle machine) during a report over ${MAX_REPORT_DAYS} days of ${REPORT_PROOFS.toLocaleString('en-US')} proofs`, async () => {
    await t.app.db.execute(sql`
      insert into proofs (business_id, offer_id, proof_type, proof_date, date_submitted, first_name)
      select ${cast.business.id}, null, (array['INSTAGRAM_POST','ONLINE_REVIEW','TIK_TOK'])[1 + g % 3],
             now() - (g % 360) * interval '1 day', now() - (g % 360) * interval '1 day', 'Local'
      from generate_series(1, ${REPORT_PROOFS}) g`);
    const start = new Date(Date.now() - (MAX_REPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    for (const graph of ['DATE', 'OFFER', 'MARKET', 'SWAY'] as const) {
      const started = performance.now();
      const { result, worst, probes } = await worstWaitDuring(
        t.app.inject({ url: `/api/analytics/actions/${graph}/${start}/week`, headers: cast.owner }), theirBusinesses);
      const took = performance.now() - started;
      const limit = limitNow();
      console.info(`[interleaving] ${testEngine}: ${graph} report over ${REPORT_PROOFS} proofs took ${took.toFixed(0)} ms; ${probes} requests of another client, the slowest ${worst.toFixed(0)} ms (limit ${limit.toFixed(0)} ms at load ${os.loadavg()[0].toFixed(1)})`);
      expect(result.statusCode).toBe(200);
      expect(worst).toBeLessThan(limit);
    }
  });
});
