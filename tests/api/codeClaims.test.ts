// The atomic code claim (DESIGN §4 Concurrency): 200 concurrent claims for 200 proofs against
// 200 codes give 200 distinct codes and the 201st proof gets the empty-list error; the same proof
// asking twice (even at once) gets the same code; countLeft is exact. Runs on PGlite and, with
// TEST_ENGINE=postgres, on a PostgreSQL server where the claims really run in parallel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { testEngine } from '../helpers/database';
import { codeLists, codes, proofs, swayOffers } from '../../server/db/schema';

let t: TestApp;
let adminHeaders: Record<string, string>;

async function swayOfferWithCodes(businessId: number, codeCount: number, proofCount: number) {
  const [offer] = await t.app.db.insert(swayOffers).values({ businessId, offerSummary: 'Free pie for a post' }).returning();
  const [list] = await t.app.db.insert(codeLists).values({ businessId, swayOfferId: offer.id, kind: 'SWAY', listName: 'Pie codes' }).returning();
  if (codeCount > 0) {
    await t.app.db.insert(codes).values(Array.from({ length: codeCount }, (_, i) => ({ codeListId: list.id, value: `PIE-${offer.id}-${i}` })));
  }
  const proofRows = await t.app.db.insert(proofs).values(Array.from({ length: proofCount }, (_, i) => ({
    businessId, swayOfferId: offer.id, isSway: true, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(),
    firstName: `Local${i}`, email: `local${i}@example.test`, offerSummary: offer.offerSummary,
  }))).returning({ id: proofs.id });
  return { offer, list, proofIds: proofRows.map((p) => p.id) };
}

const claim = (proofId: number, headers = adminHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/coupon/codeList/sway/getNextForProof/${proofId}`, headers });

beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

describe(`getNextForProof on ${testEngine}`, () => {
  it('hands 200 codes to 200 concurrent proofs, each once, then answers the empty-list error', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: adminHeaders } = await createAdmin(t.app, business.id));
    const { list, proofIds } = await swayOfferWithCodes(business.id, 200, 201);
    const first200 = proofIds.slice(0, 200);
    const started = performance.now();
    const answers = await Promise.all(first200.map((id) => claim(id)));
    const elapsed = performance.now() - started;
    expect(answers.map((a) => a.statusCode)).toEqual(first200.map(() => 200));
    const bodies = answers.map((a) => a.json<{ code: string; codeStatus: string; countLeft: number }>());
    expect(new Set(bodies.map((b) => b.code)).size).toBe(200);
    expect(bodies.every((b) => b.codeStatus === 'OK')).toBe(true);
    // Each answer counts the free codes after its own commit: never more than 199, and the last
    // claim to commit sees every other one, so the smallest answer is exactly 0.
    expect(Math.max(...bodies.map((b) => b.countLeft))).toBeLessThanOrEqual(199);
    expect(Math.min(...bodies.map((b) => b.countLeft))).toBe(0);

    const stored = await t.app.db.select().from(codes).where(eq(codes.codeListId, list.id));
    const byProof = new Map(stored.filter((c) => c.proofId != null).map((c) => [c.proofId, c.value]));
    expect(byProof.size).toBe(200);
    first200.forEach((id, i) => expect(byProof.get(id)).toBe(bodies[i]?.code));

    const last = await claim(proofIds[200] ?? 0);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: 'No codes left in the code list of this sway offer', codeStatus: 'EMPTY', countLeft: 0 });
    console.info(`[codeClaims] ${testEngine}: 200 concurrent claims in ${elapsed.toFixed(0)} ms, 200 distinct codes, 201st -> 409 EMPTY`);
  });

  it('gives the same proof the same code, even when it asks twice at once, and counts exactly', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: adminHeaders } = await createAdmin(t.app, business.id));
    const { proofIds } = await swayOfferWithCodes(business.id, 5, 2);
    const [a, b] = proofIds as [number, number];
    const twice = await Promise.all([claim(a), claim(a), claim(a)]);
    const codesOfA = twice.map((r) => r.json<{ code: string; countLeft: number }>());
    expect(new Set(codesOfA.map((c) => c.code)).size).toBe(1);
    expect(codesOfA.map((c) => c.countLeft)).toEqual([4, 4, 4]);
    const other = (await claim(b)).json<{ code: string; countLeft: number }>();
    expect(other.code).not.toBe(codesOfA[0]?.code);
    expect(other.countLeft).toBe(3);
    const reserved = await t.app.db.select().from(codes).where(isNotNull(codes.proofId));
    expect(reserved.filter((c) => c.proofId === a)).toHaveLength(1);
  });

  it('gives a reviewed proof no new code', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: adminHeaders } = await createAdmin(t.app, business.id));
    const { proofIds } = await swayOfferWithCodes(business.id, 3, 1);
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED' }).where(eq(proofs.id, proofIds[0] ?? 0));
    const res = await claim(proofIds[0] ?? 0);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe('This proof was already reviewed');
  });

  it('answers NO_LIST for an offer without a list, and 404 to an admin switched to another business', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: adminHeaders } = await createAdmin(t.app, business.id));
    const [offer] = await t.app.db.insert(swayOffers).values({ businessId: business.id, offerSummary: 'No list' }).returning();
    const [proof] = await t.app.db.insert(proofs).values({ businessId: business.id, swayOfferId: offer.id, isSway: true, proofType: 'TIK_TOK', proofDate: new Date() }).returning();
    const res = await claim(proof.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ codeStatus: string }>().codeStatus).toBe('NO_LIST');

    const stranger = await createTenant(t.app);
    expect((await claim(proof.id, (await createAdmin(t.app, stranger.business.id)).headers)).statusCode).toBe(404);
  });
});
