// Code lists: creation scoped to the business, the all-or-nothing import of 100,000 codes with
// duplicate reports, a malformed file changing nothing, and the listing (spec 2 §2, §3, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { codeImports, codes, swayOffers } from '../../server/db/schema';
import { insertOffer, offerCast } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => { t = await buildTestApp(); cast = await offerCast(t.app); });
afterAll(async () => { await t.close(); });

const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const lines = (values: string[], firstLine = 2) => values.map((value, i) => ({ value, line: i + firstLine }));
const codeCount = async (listId: number) => (await t.app.db.select({ n: count() }).from(codes).where(eq(codes.codeListId, listId)))[0].n;

async function newList(kind: 'network' | 'sway' = 'network') {
  const offerId = kind === 'network'
    ? (await insertOffer(t.app, cast.business.id, 'ACTIVE')).id
    : (await t.app.db.insert(swayOffers).values({ businessId: cast.business.id, offerSummary: 'Sway one' }).returning())[0].id;
  const res = await post(`/api/coupon/codeList/${kind}`, cast.owner, { selectedOfferId: offerId, listName: '  My list  ', pendingCodeTemplateId: ' tpl-1 ' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('code lists', () => {
  it('creates network and sway lists with trimmed fields and lists them apart', async () => {
    const network = await newList('network');
    expect(network).toMatchObject({ list_name: 'My list', pending_code_template_id: 'tpl-1', kind: 'NETWORK', total_codes: 0, used_percentage: 0, codes: [] });
    const sway = await newList('sway');
    expect(sway.offer.offer_summary).toBe('Sway one');
    const lists = (await t.app.inject({ url: '/api/coupon/codeLists', headers: cast.lite })).json();
    expect(lists.map((l: { id: number }) => l.id)).toContain(network.id);
    expect(lists.map((l: { id: number }) => l.id)).not.toContain(sway.id);
    expect((await t.app.inject({ url: '/api/coupon/swayCodeLists', headers: cast.owner })).json()[0].id).toBe(sway.id);
  });

  it('refuses an offer or a list of another business (404)', async () => {
    const other = await offerCast(t.app);
    const foreign = await insertOffer(t.app, other.business.id, 'ACTIVE');
    expect((await post('/api/coupon/codeList/network', cast.owner, { selectedOfferId: foreign.id, listName: 'x' })).statusCode).toBe(404);
    const mine = await newList();
    expect((await post(`/api/coupon/addCodes/${mine.id}`, other.headers, { codes: lines(['A1']) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/coupon/codeLists', headers: other.headers })).json()).toEqual([]);
  });

  it('imports 100,000 codes in one request, reporting duplicates in the file and in the list', async () => {
    const list = await newList();
    expect((await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(['DUP-1', 'DUP-2']) })).json().addedCodes).toBe(2);
    const values = Array.from({ length: 100_000 }, (_, i) => `CODE-${i}`);
    values[500] = 'DUP-1';
    values[99_999] = 'CODE-7';
    const res = await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(values) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      addedCodes: 99_998, duplicatesInListCount: 1, duplicatesInList: [{ value: 'DUP-1', line: 502 }],
      duplicatesInFileCount: 1, duplicatesInFile: [{ value: 'CODE-7', line: 100_001 }],
    });
    expect(await codeCount(list.id)).toBe(100_000);
    const listed = (await t.app.inject({ url: '/api/coupon/codeLists', headers: cast.owner })).json().find((l: { id: number }) => l.id === list.id);
    expect(listed.total_codes).toBe(100_000);
    expect(listed.codes).toHaveLength(1000);
  }, 120_000);

  it('changes nothing when one line of a large file is malformed, and names the line', async () => {
    const list = await newList();
    const values = Array.from({ length: 20_000 }, (_, i) => `OK-${i}`);
    values[12_345] = 'has space';
    const res = await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(values) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Line 12347: /);
    const empty = await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: [{ value: '   ', line: 4 }] });
    expect(empty.json().error).toBe('Line 4: the code is empty');
    expect(await codeCount(list.id)).toBe(0);
  });

  it('shows used codes, used percentage and pending codes', async () => {
    const list = await newList();
    await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(['U1', 'U2', 'U3', 'U4']) });
    await t.app.db.update(codes).set({ usedAt: new Date(), usedBy: 'a@b.c' }).where(eq(codes.value, 'U1'));
    const listed = (await t.app.inject({ url: '/api/coupon/codeLists', headers: cast.owner })).json().find((l: { id: number }) => l.id === list.id);
    expect(listed).toMatchObject({ total_codes: 4, used_codes: 1, used_percentage: 25 });
    expect(listed.codes.find((c: { value: string }) => c.value === 'U1').used_by).toBe('a@b.c');
  });

  it("keeps an unfinished import's codes invisible, and the next import removes an abandoned one (issue 19 finding 4)", async () => {
    const list = await newList();
    expect((await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(['KEPT-1']) })).json().addedCodes).toBe(1);
    // What a server killed halfway through an import leaves: an uncommitted import and some of its codes.
    const [abandoned] = await t.app.db.insert(codeImports).values({ codeListId: list.id, touchedAt: new Date(Date.now() - 10 * 60_000) }).returning();
    await t.app.db.insert(codes).values([{ codeListId: list.id, value: 'HALF-1', importId: abandoned.id }, { codeListId: list.id, value: 'HALF-2', importId: abandoned.id }]);
    const shown = (await t.app.inject({ url: '/api/coupon/codeLists', headers: cast.owner })).json().find((l: { id: number }) => l.id === list.id);
    expect(shown.total_codes).toBe(1);
    expect(shown.codes.map((c: { value: string }) => c.value)).toEqual(['KEPT-1']);
    const res = await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(['HALF-1', 'NEW-1']) });
    expect(res.json()).toMatchObject({ addedCodes: 2, duplicatesInListCount: 0 });
    expect(await codeCount(list.id)).toBe(3);
    expect(await t.app.db.select().from(codeImports).where(eq(codeImports.id, abandoned.id))).toEqual([]);
  });

  it('refuses a second import into a list while one is running (409), and changes nothing', async () => {
    const list = await newList();
    await t.app.db.insert(codeImports).values({ codeListId: list.id });
    const res = await post(`/api/coupon/addCodes/${list.id}`, cast.owner, { codes: lines(['X-1']) });
    expect(res.statusCode).toBe(409);
    expect(await codeCount(list.id)).toBe(0);
  });
});
