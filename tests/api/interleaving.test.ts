// Another client is not kept waiting by the largest import one request may ask for (issue 19
// finding 4): the 200,000 codes go in short statements, each its own transaction, so another
// client's requests run between them. On PGlite every statement runs on one database thread, so a
// single long statement would hold every other request until it ended (32.5 s before the split).
// This asserts the order of events, not milliseconds (issue 37): the other client's answers arrive
// while the import is still running, at many different points of it, which happens only if the
// import yields between its chunks. How long the other client waits, and during a year's report,
// is measured by `npm run bench:interleaving` (bench/interleaving/run.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_IMPORT_CODES } from '../../contract/coupons';
import { codes } from '../../server/db/schema';
import { queryRows } from '../../server/db/sql';
import { buildTestApp, type TestApp } from '../helpers/app';
import { testEngine } from '../helpers/database';
import { offerCast, insertOffer } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
let bystander: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await offerCast(t.app);
  bystander = (await offerCast(t.app)).owner;
}, 300_000);
afterAll(async () => { await t.close(); });

// `businesses/all` runs two short statements; `user/loggedIn` and `businesses/current` are kept
// answers that never wait for the database, so they would prove nothing.
const theirBusinesses = async () => (await t.app.inject({ url: '/api/businesses/all', headers: bystander })).statusCode;
/** Codes of the list. */
const codesOf = async (listId: number) =>
  Number((await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from ${codes} where code_list_id = ${listId}`))[0].n);
/**
 * The newest code's id: this file's database has no other writer, so while the import runs it
 * tells how many codes its committed chunks hold, read from the primary key's index at once
 * (counting the list's rows at every answer made the test as slow as the import).
 */
const newestCodeId = async () =>
  Number((await queryRows<{ id: number | null }>(t.app.db, sql`select max(id)::int as id from ${codes}`))[0].id ?? 0);

describe(`another client during the largest allowed import on ${testEngine}`, () => {
  it(`is answered between the chunks of a ${MAX_IMPORT_CODES.toLocaleString('en-US')}-code import, which stays all or nothing`, async () => {
    const offer = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const list = (await t.app.inject({ method: 'POST', url: '/api/coupon/codeList/network', headers: cast.owner, payload: { selectedOfferId: offer.id, listName: 'Big' } })).json<{ id: number }>();
    const payload = { codes: Array.from({ length: MAX_IMPORT_CODES }, (_, i) => ({ value: `BIG-${i}`, line: i + 2 })) };
    const before = await newestCodeId();
    let importEnded = false;
    const importing = t.app.inject({ method: 'POST', url: `/api/coupon/addCodes/${list.id}`, headers: cast.owner, payload })
      .finally(() => { importEnded = true; });
    // For each answer the other client got before the import ended: how many codes were written then.
    const writtenAtAnswers: number[] = [];
    while (!importEnded) {
      expect(await theirBusinesses()).toBe(200);
      if (!importEnded) writtenAtAnswers.push((await newestCodeId()) - before);
    }
    const result = await importing;
    expect(result.statusCode).toBe(200);
    expect(result.json().addedCodes).toBe(MAX_IMPORT_CODES);
    expect(await codesOf(list.id)).toBe(MAX_IMPORT_CODES);
    // Answered in the middle of the import, at many different points of it: a single long statement
    // (or one transaction) shows nothing in between, and no answer could come between its rows.
    const midImport = new Set(writtenAtAnswers.filter((n) => n > 0 && n < MAX_IMPORT_CODES));
    console.info(`[interleaving] ${testEngine}: ${writtenAtAnswers.length} answers to another client during the import, at ${midImport.size} different points of it`);
    expect(midImport.size).toBeGreaterThanOrEqual(10);
    // ...and the running import's codes stay invisible to the list's readers until it commits:
    // tests/api/coupons.test.ts (visibleCode) covers what a reader of the list sees meanwhile.
  }, 600_000); // the largest import there is: a bound on a hung test only, on a machine as busy as it gets
});
