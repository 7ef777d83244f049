// Proof review (spec 1 §4, §5, §7): approve with a template e-mails the code, deny needs a reason
// or a comment, a proof is reviewed once, tenancy (ADMIN only, in the business it switched to),
// the default approval template, the pending list and the admin-only image replacement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount, createAdmin, createTenant, bearer, tokenFor } from '../helpers/fixtures';
import { mailTo } from '../helpers/mailbox';
import { billingAddons, billingItems, codeLists, codes, emailTemplates, proofs, swayFlows, swayOffers } from '../../server/db/schema';

let t: TestApp;
let admin: Record<string, string>;

async function offerWithProofs(businessId: number, opts: { codes?: number; addon?: string } = {}) {
  const [offer] = await t.app.db.insert(swayOffers).values({ businessId, offerSummary: 'Free <b>pie</b>' }).returning();
  await t.app.db.insert(swayFlows).values({ swayOfferId: offer.id, sideEffectData: { default_approve_email_template_id: 'approve-tpl', chargebee_addon_id: opts.addon ?? null } });
  if (opts.codes) {
    const [list] = await t.app.db.insert(codeLists).values({ businessId, swayOfferId: offer.id, kind: 'SWAY', listName: 'L' }).returning();
    await t.app.db.insert(codes).values(Array.from({ length: opts.codes }, (_, i) => ({ codeListId: list.id, value: `C${offer.id}-${i}` })));
  }
  const rows = await t.app.db.insert(proofs).values([0, 1, 2].map((i) => ({
    businessId, swayOfferId: offer.id, isSway: true, proofType: 'INSTAGRAM_POST' as const, proofDate: new Date(),
    firstName: i === 0 ? '<Ann>' : `Local${i}`, email: `local${offer.id}-${i}@example.test`, offerSummary: offer.offerSummary,
  }))).returning();
  return { offer, proofs: rows };
}

const review = (id: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/reverseFlow/proof/review/${id}`, headers, payload });

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(emailTemplates).values([
    { id: 'approve-tpl', subject: 'Reward for {offer_summary}', body: 'Hi {first_name}, your code is {code}.' },
    { id: 'deny-tpl', subject: 'Sorry', body: 'Hi {first_name}, we could not verify your post.' },
  ]);
  await t.app.db.insert(billingAddons).values({ id: 'gift-5', name: 'Gift 5' });
});
afterAll(async () => t.close());

describe('PUT reverseFlow/proof/review/{proofId}', () => {
  it('approves with a template: reserves and uses the code, e-mails it, leaves the pending list, queues billing', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { offer, proofs: [p] } = await offerWithProofs(business.id, { codes: 3, addon: 'gift-5' });
    const next = (await t.app.inject({ method: 'GET', url: `/api/coupon/codeList/sway/getNextForProof/${p.id}`, headers: admin })).json<{ code: string }>();
    const res = await review(p.id, { reviewType: 'APPROVED', reviewTemplateTitle: 'Approved', reviewEmailTemplateId: 'approve-tpl', couponCode: next.code, reviewComments: 'nice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: p.id, review_status: 'APPROVED', couponCode: next.code, emailSent: true });

    const [mail] = await mailTo(t.app, p.email ?? '');
    expect(mail?.subject).toBe('Reward for Free <b>pie</b>');
    expect(mail?.textBody).toMatch(new RegExp(`^Hi <Ann>, your code is ${next.code}\\.\\n\\nThank you,\\n\\S`));
    expect(mail?.htmlBody).toContain('Hi &lt;Ann&gt;');
    expect(mail?.htmlBody).not.toContain('<Ann>');

    const [stored] = await t.app.db.select().from(proofs).where(eq(proofs.id, p.id));
    expect(stored?.reviewStatus).toBe('APPROVED');
    expect(stored?.reviewTemplateTitle).toBe('Approved');
    const [code] = await t.app.db.select().from(codes).where(eq(codes.proofId, p.id));
    expect(code?.usedAt).not.toBeNull();
    expect(await t.app.db.select().from(billingItems).where(eq(billingItems.proofId, p.id))).toHaveLength(1);

    const pending = (await t.app.inject({ method: 'GET', url: `/api/swayOffer/proofsForOffer/${offer.id}`, headers: admin })).json<{ proofs: { id: number }[] }>();
    expect(pending.proofs.map((x) => x.id)).not.toContain(p.id);
    expect(pending.proofs).toHaveLength(2);

    expect((await review(p.id, { reviewType: 'DENIED', reviewComments: 'again' })).statusCode).toBe(409);
  });

  it('needs a reason to approve and a reason or comment to deny, with the spec texts', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { proofs: [p] } = await offerWithProofs(business.id);
    const approve = await review(p.id, { reviewType: 'APPROVED', reviewComments: 'ok' });
    expect(approve.statusCode).toBe(400);
    expect(approve.json<{ fields: Record<string, string> }>().fields.reviewTemplateTitle).toBe('Select a review reason');
    const deny = await review(p.id, { reviewType: 'DENIED', reviewComments: '  ' });
    expect(deny.json<{ fields: Record<string, string> }>().fields.reviewTemplateTitle).toBe('Select a review reason or leave a comment');
    const ok = await review(p.id, { reviewType: 'DENIED', reviewComments: 'Blurry' });
    expect(ok.json()).toMatchObject({ review_status: 'DENIED', emailSent: false, couponCode: null });
  });

  it('refuses approval without a code when the list is empty, and keeps the proof pending', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { proofs: [p, q] } = await offerWithProofs(business.id, { codes: 1 });
    expect((await review(p.id, { reviewType: 'APPROVED', reviewTemplateTitle: 'A', reviewEmailTemplateId: 'approve-tpl' })).statusCode).toBe(200);
    const res = await review(q.id, { reviewType: 'APPROVED', reviewTemplateTitle: 'A', reviewEmailTemplateId: 'approve-tpl' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'No codes left in the code list of this sway offer' });
    const [stored] = await t.app.db.select().from(proofs).where(eq(proofs.id, q.id));
    expect(stored?.reviewStatus).toBe('PENDING');
  });

  it('approves a proof of a campaign with no code list without a code, leaving the code sentence out of the e-mail (issue 18 defect 7)', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { proofs: [p] } = await offerWithProofs(business.id);
    const next = await t.app.inject({ method: 'GET', url: `/api/coupon/codeList/sway/getNextForProof/${p.id}`, headers: admin });
    expect(next.statusCode).toBe(409);
    expect(next.json()).toEqual({ error: 'This sway offer has no code list', codeStatus: 'NO_LIST', countLeft: 0 });
    const res = await review(p.id, { reviewType: 'APPROVED', reviewTemplateTitle: 'A', reviewEmailTemplateId: 'approve-tpl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: p.id, review_status: 'APPROVED', couponCode: null, emailSent: true });
    const [mail] = await mailTo(t.app, p.email ?? '');
    // The template's text, signed with the business's name.
    expect(mail?.textBody).toMatch(/^Hi <Ann>\.\n\nThank you,\n\S/);
  });

  it('gives a reserved code back when the proof is denied, and refuses an unknown e-mail template', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { proofs: [p] } = await offerWithProofs(business.id, { codes: 2 });
    await t.app.inject({ method: 'GET', url: `/api/coupon/codeList/sway/getNextForProof/${p.id}`, headers: admin });
    expect((await review(p.id, { reviewType: 'DENIED', reviewTemplateTitle: 'D', reviewEmailTemplateId: 'nope' })).statusCode).toBe(400);
    const res = await review(p.id, { reviewType: 'DENIED', reviewTemplateTitle: 'D', reviewEmailTemplateId: 'deny-tpl' });
    expect(res.json()).toMatchObject({ review_status: 'DENIED', emailSent: true });
    expect(await t.app.db.select().from(codes).where(eq(codes.proofId, p.id))).toHaveLength(0);
    const [mail] = await mailTo(t.app, p.email ?? '');
    expect(mail?.subject).toBe('Sorry');
  });

  it('is for an admin only, on proofs of the business it switched to (404 elsewhere)', async () => {
    const mine = await createTenant(t.app);
    const other = await createTenant(t.app);
    const { proofs: [p, q] } = await offerWithProofs(other.business.id);
    const adminOfMine = (await createAdmin(t.app, mine.business.id)).headers;
    expect((await review(p.id, { reviewType: 'DENIED', reviewComments: 'x' }, adminOfMine)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/swayOffer/defaultApprovalEmailForProof/${p.id}`, headers: adminOfMine })).statusCode).toBe(404);
    expect((await review(p.id, { reviewType: 'DENIED', reviewComments: 'x' }, other.headers)).statusCode).toBe(403);
    expect((await review(q.id, { reviewType: 'DENIED', reviewComments: 'x' }, (await createAdmin(t.app, other.business.id)).headers)).statusCode).toBe(200);
    const lite = await createAccount(t.app, 'CLIENT_LITE', [other.business.id]);
    const liteHeaders = bearer(await tokenFor(t.app, lite, other.business.id));
    expect((await review(p.id, { reviewType: 'DENIED', reviewComments: 'x' }, liteHeaders)).statusCode).toBe(403);
  });
});

describe('review helpers', () => {
  it('answers the default approval template of the proof\'s flow', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { proofs: [p] } = await offerWithProofs(business.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/swayOffer/defaultApprovalEmailForProof/${p.id}`, headers: admin });
    expect(res.json()).toEqual({ defaultApprovalId: 'approve-tpl' });
  });

  it('finds offers by summary or business for an admin, pending first', async () => {
    const { business } = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, business.id));
    const { offer } = await offerWithProofs(business.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/swayOffer/search?q=${encodeURIComponent(business.title)}`, headers: admin });
    expect(res.json<{ swayOffers: { id: number; pending_count: number }[] }>().swayOffers).toEqual([
      expect.objectContaining({ id: offer.id, pending_count: 3, business_title: business.title }),
    ]);
  });

  it('replaces a proof image for an admin only', async () => {
    const tenant = await createTenant(t.app);
    ({ headers: admin } = await createAdmin(t.app, tenant.business.id));
    const { proofs: [p] } = await offerWithProofs(tenant.business.id);
    const url = `/api/proof/${p.id}/updateProofImage`;
    const payload = { proofImageUrl: 'http://console.test/uploads/proof/b1/00000000-0000-4000-8000-000000000000.png' };
    expect((await t.app.inject({ method: 'PUT', url, headers: tenant.headers, payload })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PUT', url, headers: admin, payload });
    expect(res.json()).toEqual({ id: p.id, proof_image_url: payload.proofImageUrl });
    expect((await t.app.inject({ method: 'PUT', url, headers: admin, payload: { proofImageUrl: 'javascript:alert(1)' } })).statusCode).toBe(400);
  });
});
