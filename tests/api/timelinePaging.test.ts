// Timeline pages at any depth (GET proof/before/{ms}): every page is exactly the slice of the
// business's live proofs before the instant, newest first, that a reference sort in the test gives,
// including runs of proofs on one instant (ordered by id), deleted proofs and other businesses'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { proofs } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createBusiness, tokenFor } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const monthStart = (iso: string) => new Date(`${iso}-01T00:00:00Z`);

async function seedProofs() {
  faker.seed(11);
  const business = await createBusiness(t.app);
  const other = await createBusiness(t.app);
  const headers = bearer(await tokenFor(t.app, await createAccount(t.app, 'CLIENT', [business.id]), business.id));
  const rows: (typeof proofs.$inferInsert)[] = [];
  for (let i = 0; i < 1200; i += 1) {
    const tie = i % 40 === 0; // a run of proofs on one month's first instant
    const date = tie ? monthStart(`2026-0${1 + (i % 9)}`) : faker.date.between({ from: '2025-06-01T00:00:00Z', to: '2026-11-21T00:00:00Z' });
    rows.push({ businessId: i % 7 === 0 ? other.id : business.id, proofType: 'FACEBOOK_POST', proofDate: new Date('2026-01-01T00:00:00Z'), dateSubmitted: date,
      deletedAt: i % 13 === 0 ? new Date() : null, reviewStatus: 'APPROVED' });
  }
  await t.app.db.insert(proofs).values(rows);
  const live = (await t.app.db.select({ id: proofs.id, at: proofs.dateSubmitted, deletedAt: proofs.deletedAt })
    .from(proofs).where(eq(proofs.businessId, business.id)))
    .filter((p) => p.deletedAt === null)
    .sort((x, y) => y.at.getTime() - x.at.getTime() || y.id - x.id);
  const otherProof = (await t.app.db.select({ id: proofs.id }).from(proofs).where(eq(proofs.businessId, other.id)).limit(1))[0]?.id ?? 0;
  return { headers, live, otherProof };
}

let seeded: Awaited<ReturnType<typeof seedProofs>>;
beforeAll(async () => { seeded = await seedProofs(); });

const pageIds = async (before: Date, query: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/proof/before/${before.getTime()}?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { proofs: { id: number }[] }).proofs.map((p) => p.id);
};

describe('GET proof/before/{ms} at any depth', () => {
  it('gives exactly the page that a reference sort of the proofs gives', async () => {
    const { headers, live } = seeded;
    // Late, early and exactly at the start of a month (where a run of proofs shares the instant).
    for (const before of [new Date('2026-11-21T12:00:00Z'), monthStart('2026-05'), new Date('2026-03-17T08:30:00Z'), new Date('2026-02-05T10:00:00Z')]) {
      const older = live.filter((p) => p.at < before);
      const offsets = [0, 10, 199, 200, 207, 333, 500, 640,
        older.length - 10, older.length - 3, older.length, older.length + 5].filter((o) => o >= 0);
      for (const offset of offsets) {
        const got = await pageIds(before, `offset=${offset}&limit=10`, headers);
        expect(got, `before ${before.toISOString()}, offset ${offset}`).toEqual(older.slice(offset, offset + 10).map((p) => p.id));
      }
    }
  });

  it('pages after a given proof (keyset) through the whole timeline, runs on one instant included', async () => {
    const { headers, live } = seeded;
    for (const before of [new Date('2026-11-21T12:00:00Z'), monthStart('2026-05')]) {
      const older = live.filter((p) => p.at < before);
      const walked: number[] = [];
      let page = await pageIds(before, 'limit=10', headers);
      while (page.length > 0) {
        walked.push(...page);
        page = await pageIds(before, `limit=10&after_id=${page[page.length - 1]}`, headers);
      }
      expect(walked).toEqual(older.map((p) => p.id));
      // With an offset too: it counts from the proof given.
      const at = older[300]?.id ?? 0;
      expect(await pageIds(before, `offset=7&limit=10&after_id=${at}`, headers)).toEqual(older.slice(308, 318).map((p) => p.id));
    }
  });

  it("answers nothing after another business's proof", async () => {
    const { headers, otherProof } = seeded;
    expect(await pageIds(new Date('2026-11-21T12:00:00Z'), `limit=10&after_id=${otherProof}`, headers)).toEqual([]);
  });
});
