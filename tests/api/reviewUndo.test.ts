// Taking a review back (issue 13 item 4): within the undo window the reviewer's own approval is
// undone — the proof is pending again, its code reserved but unused, its billing item gone, and
// the waiting approval e-mail is never sent. Another admin's review, or one past the window, is
// refused with 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createTenant } from '../helpers/fixtures';
import { mailTo } from '../helpers/mailbox';
import { billingAddons, billingItems, codeLists, codes, emailTemplates, proofs, swayFlows, swayOffers } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REVIEW_UNDO_SECONDS: '2' });
  await t.app.db.insert(emailTemplates).values({ id: 'approve-tpl', subject: 'Your reward', body: 'Your code is {code}.' });
  await t.app.db.insert(billingAddons).values({ id: 'gift-5', name: 'Gift 5' });
});
afterAll(async () => t.close());

async function pendingProof(businessId: number, email: string) {
  const [offer] = await t.app.db.insert(swayOffers).values({ businessId, offerSummary: 'Free pie' }).returning();
  await t.app.db.insert(swayFlows).values({ swayOfferId: offer!.id, sideEffectData: { chargebee_addon_id: 'gift-5' } });
  const [list] = await t.app.db.insert(codeLists).values({ businessId, swayOfferId: offer!.id, kind: 'SWAY', listName: 'L' }).returning();
  await t.app.db.insert(codes).values({ codeListId: list!.id, value: `PIE-${offer!.id}` });
  const [proof] = await t.app.db.insert(proofs).values({
    businessId, swayOfferId: offer!.id, isSway: true, proofType: 'INSTAGRAM_POST', proofDate: new Date(), email, firstName: 'Ann',
  }).returning();
  return proof!;
}

const approve = (id: number, headers: Record<string, string>) => t.app.inject({
  method: 'PUT', url: `/api/reverseFlow/proof/review/${id}`, headers,
  payload: { reviewType: 'APPROVED', reviewTemplateTitle: 'Approved', reviewEmailTemplateId: 'approve-tpl' },
});
/** The undo window passes: the review events waiting for it become due (the clock is the database's). */
const windowPassed = () => t.app.db.execute(sql`update domain_events set run_after = now() where status = 'PENDING' and type = 'PROOF_REVIEWED'`);
const undo = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/api/reverseFlow/proof/review/${id}/undo`, headers });

describe('PUT reverseFlow/proof/review/{proofId}/undo', () => {
  it('undoes the reviewer\'s own approval: pending again, code unused, no billing item, and the e-mail never goes', async () => {
    const { business } = await createTenant(t.app);
    const { headers } = await createAdmin(t.app, business.id);
    const proof = await pendingProof(business.id, 'undo-me@example.test');
    expect((await approve(proof.id, headers)).statusCode).toBe(200);
    expect(await t.app.db.select().from(billingItems).where(eq(billingItems.proofId, proof.id))).toHaveLength(1);

    const res = await undo(proof.id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: proof.id, review_status: 'PENDING' });
    const [stored] = await t.app.db.select().from(proofs).where(eq(proofs.id, proof.id));
    expect(stored).toMatchObject({ reviewStatus: 'PENDING', reviewedBy: null, reviewedAt: null, reviewTemplateTitle: null });
    const [code] = await t.app.db.select().from(codes).where(eq(codes.proofId, proof.id));
    expect(code).toMatchObject({ usedAt: null, usedBy: null });
    expect(await t.app.db.select().from(billingItems).where(eq(billingItems.proofId, proof.id))).toHaveLength(0);
    // The approval e-mail waits out the window; once it has passed, it finds the review gone.
    await windowPassed();
    expect(await mailTo(t.app, 'undo-me@example.test')).toEqual([]);

    // Reviewed again, it is approved with the same code and the e-mail goes.
    expect((await approve(proof.id, headers)).json()).toMatchObject({ review_status: 'APPROVED', couponCode: `PIE-${proof.swayOfferId}` });
    expect(await mailTo(t.app, 'undo-me@example.test')).toEqual([]);
    await windowPassed();
    expect((await mailTo(t.app, 'undo-me@example.test')).map((m) => m.subject)).toEqual(['Your reward']);
  });

  it('refuses another admin\'s review, a review past the window, and a pending proof', async () => {
    const { business } = await createTenant(t.app);
    const first = await createAdmin(t.app, business.id);
    const second = await createAdmin(t.app, business.id);
    const proof = await pendingProof(business.id, 'keep-me@example.test');
    expect((await undo(proof.id, first.headers)).statusCode).toBe(409);
    await approve(proof.id, first.headers);
    const refused = await undo(proof.id, second.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only your own review of the last 2 seconds can be undone');
    await t.app.db.execute(sql`update proofs set reviewed_at = now() - interval '3 seconds' where id = ${proof.id}`);
    expect((await undo(proof.id, first.headers)).statusCode).toBe(409);
    const [stored] = await t.app.db.select().from(proofs).where(eq(proofs.id, proof.id));
    expect(stored?.reviewStatus).toBe('APPROVED');
  });
});
