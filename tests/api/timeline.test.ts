// Timeline pages and proof actions (issue 3; spec 1 §2 Timeline, §4, §6, §7, §9): page size 10 by
// offset, feedback on a voucher, admin-only type change and delete, tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { businesses, locations, offers, proofs } from '../../server/db/schema';
import { buildDashboardFixture, ownerHeaders } from './dashboardFixture';

let t: TestApp;
let f: Awaited<ReturnType<typeof buildDashboardFixture>>;
let owner: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildDashboardFixture(t.app);
  owner = await ownerHeaders(t.app, f.business.id);
  admin = (await createAdmin(t.app, f.business.id)).headers;
});
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });

interface Page { proofs: { id: number; date_submitted: string; first_name: string }[] }

describe('GET proof/before/{ms}', () => {
  it('pages by 10, newest first, with a short last page and nothing from other businesses', async () => {
    const tenant = await createTenant(t.app);
    const base = Date.UTC(2026, 0, 10, 12);
    await t.app.db.insert(proofs).values(Array.from({ length: 23 }, (_, i) => ({
      businessId: tenant.business.id, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(base + i * 3600_000),
      dateSubmitted: new Date(base + i * 3600_000), firstName: `Local ${i}`,
    })));
    const page = async (offset: number, ms = Date.now()) =>
      (await call('GET', `proof/before/${ms}?offset=${offset}&limit=10`, tenant.headers)).json() as Page;
    const pages = [await page(0), await page(10), await page(20)];
    expect(pages.map((p) => p.proofs.length)).toEqual([10, 10, 3]);
    const names = pages.flatMap((p) => p.proofs.map((x) => x.first_name));
    expect(names).toEqual(Array.from({ length: 23 }, (_, i) => `Local ${22 - i}`));
    // "before" a date: the calendar's jump.
    const jumped = await page(0, base + 5 * 3600_000);
    expect(jumped.proofs.map((x) => x.first_name)).toEqual(['Local 4', 'Local 3', 'Local 2', 'Local 1', 'Local 0']);
  });

  it('gives its dates as UTC ISO texts to the millisecond, as Date.toISOString() writes them, and the image as img_url', async () => {
    const tenant = await createTenant(t.app);
    // Microseconds the reply cuts off, as JavaScript's Date does; a session in another time zone.
    await t.app.db.execute(sql`insert into proofs (business_id, proof_type, proof_date, date_submitted, first_name, proof_image_url)
      values (${tenant.business.id}, 'INSTAGRAM_POST', timestamptz '2026-01-10 07:00:00.123789-05:00',
              timestamptz '2026-01-10 23:59:59.999999+00', 'Micro', '/demo/instagram-post.svg')`);
    const [proof] = ((await call('GET', `proof/before/${Date.UTC(2026, 0, 11)}`, tenant.headers)).json() as Page).proofs;
    expect(proof).toMatchObject({
      first_name: 'Micro', proof_date: '2026-01-10T12:00:00.123Z', date_submitted: '2026-01-10T23:59:59.999Z',
      proof_image_url: '/demo/instagram-post.svg', img_url: '/demo/instagram-post.svg',
    });
  });

  it('leaves out deleted proofs', async () => {
    const body = (await call('GET', `proof/before/${Date.now() + 365 * 86400_000}`, owner)).json() as Page;
    expect(body.proofs).toHaveLength(9);
  });
});

describe('PUT proof/clientFeedback/{id}', () => {
  it('stores the feedback on every proof of the voucher and shows it in the voucher details', async () => {
    const res = await call('PUT', `proof/clientFeedback/${f.p1.id}`, owner, { clientFeedback: ['THANK_YOU', 'GREAT_PHOTO'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, first_name: 'Ann' });
    const details = (await call('GET', `dashboard/voucherDetails/${f.v1.id}`, owner)).json() as { proofs: { client_feedback: string[] }[] };
    expect(details.proofs.map((p) => p.client_feedback)).toEqual([['THANK_YOU', 'GREAT_PHOTO'], ['THANK_YOU', 'GREAT_PHOTO']]);
  });

  it('needs at least one known type, and 404s for another business', async () => {
    expect((await call('PUT', `proof/clientFeedback/${f.p1.id}`, owner, { clientFeedback: [] })).statusCode).toBe(400);
    expect((await call('PUT', `proof/clientFeedback/${f.p1.id}`, owner, { clientFeedback: ['NOPE'] })).statusCode).toBe(400);
    const other = await createTenant(t.app);
    expect((await call('PUT', `proof/clientFeedback/${f.p1.id}`, other.headers, { clientFeedback: ['THANK_YOU'] })).statusCode).toBe(404);
  });
});

describe('admin proof actions', () => {
  it('refuses a type change and a delete to a CLIENT (403)', async () => {
    expect((await call('PUT', `proof/${f.swayProof.id}/updateSwayProofType/INSTAGRAM_POST`, owner)).statusCode).toBe(403);
    expect((await call('DELETE', `proof/${f.swayProof.id}`, owner)).statusCode).toBe(403);
  });

  it('lets an admin change a sway proof type; unknown types and non-sway proofs answer an error', async () => {
    const res = await call('PUT', `proof/${f.swayProof.id}/updateSwayProofType/INSTAGRAM_POST`, admin);
    expect(res.json()).toEqual({ ok: true });
    const details = (await call('GET', `dashboard/swayProofDetails/${f.swayProof.id}`, admin)).json() as { sway_proof: { proof_type: string } };
    expect(details.sway_proof.proof_type).toBe('INSTAGRAM_POST');
    expect((await call('PUT', `proof/${f.swayProof.id}/updateSwayProofType/BOGUS`, admin)).json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect((await call('PUT', `proof/${f.p1.id}/updateSwayProofType/TIK_TOK`, admin)).json()).toMatchObject({ ok: false });
  });

  it("answers 404 to an admin switched to another business, and deletes in the admin's business", async () => {
    const other = await createTenant(t.app);
    const elsewhere = (await createAdmin(t.app, other.business.id)).headers;
    expect((await call('DELETE', `proof/${f.swayProof.id}`, elsewhere)).statusCode).toBe(404);
    expect((await call('PUT', `proof/${f.swayProof.id}/updateSwayProofType/TIK_TOK`, elsewhere)).statusCode).toBe(404);
    expect((await call('PUT', `proof/${f.swayProof.id}/updateSwayProofType/BOGUS`, elsewhere)).statusCode).toBe(404);
    expect((await call('DELETE', `proof/${f.swayProof.id}`, admin)).json()).toEqual({ ok: true });
    // A deleted proof takes no further action.
    expect((await call('PUT', `proof/${f.swayProof.id}/updateSwayProofType/TIK_TOK`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `proof/clientFeedback/${f.swayProof.id}`, owner, { clientFeedback: ['THANK_YOU'] })).statusCode).toBe(404);
    expect((await call('GET', `dashboard/swayProofDetails/${f.swayProof.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `proof/${f.swayProof.id}`, admin)).statusCode).toBe(404);
  });
});

describe('setup progress', () => {
  it('is 33 per step done, 98 or more shown as 100, from what the business did', async () => {
    const tenant = await createTenant(t.app);
    const progress = async () => ((await call('GET', 'businesses/current', tenant.headers)).json() as { setup_progress: number }).setup_progress;
    expect(await progress()).toBe(0);
    await t.app.db.update(businesses).set({ defaultInstagramMentions: ['@tonys'] }).where(eq(businesses.id, tenant.business.id));
    expect(await progress()).toBe(33);
    await t.app.db.insert(locations).values({ businessId: tenant.business.id, address: '1 Main St', city: 'Hoboken', state: 'NJ', zipcode: '07030' });
    expect(await progress()).toBe(66);
    await t.app.db.insert(offers).values({ businessId: tenant.business.id, offerSummary: 'Free coffee' });
    expect(await progress()).toBe(100);
  });
});
