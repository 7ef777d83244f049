// The flow's order is enforced by the server (issue 32): on every shape a flow can take, a form
// posted for a step the claim has not reached answers with the step the customer must do next
// and creates nothing; a flow with a screenshot step never completes without the upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Flow } from '../../contract/swayFlow';
import { claims, proofs, swayFlows, vouchers } from '../../server/db/schema';
import { stepsBeforeEnd } from '../../server/domain/claims/campaign';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createBusiness } from '../helpers/fixtures';
import { createCampaign, customerOn } from '../helpers/claim';

let t: TestApp;
let business: number;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  business = (await createBusiness(t.app)).id;
});
afterAll(async () => t.close());

/** Every shape: screenshot step off, on without proof requirements, on with them; contact step on or off; either end. */
const shapes: Array<Partial<Flow>> = [];
for (const claim of ['off', 'upload', 'upload+requirements'] as const) {
  for (const contact of [true, false]) {
    for (const end of ['VOUCHER', 'WHATS_NEXT'] as const) {
      shapes.push({
        claim_enabled: claim !== 'off',
        claim_data: { step_one_title: 'Upload your screenshot', require_social_proof: claim === 'upload+requirements' },
        contact_info_enabled: contact,
        contact_info_data: { collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'], required_contact_info: ['EMAIL_ADDRESS'] },
        end_type: end,
        side_effect_data: { auto_check_proofs: 'AUTO' },
      });
    }
  }
}
const shapeName = (f: Partial<Flow>) => `claim ${f.claim_enabled ? (f.claim_data?.require_social_proof ? 'with requirements' : 'on') : 'off'}, contact ${f.contact_info_enabled ? 'on' : 'off'}, ${f.end_type}`;

const countOf = async (offerId: number) => ({
  proofs: (await t.app.db.select({ id: proofs.id }).from(proofs).where(eq(proofs.swayOfferId, offerId))).length,
  vouchers: (await t.app.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.swayOfferId, offerId))).length,
  claims: (await t.app.db.select({ id: claims.id }).from(claims).where(eq(claims.swayOfferId, offerId))).length,
});

describe('a step posted out of turn', () => {
  it.each(shapes.map((flow) => [shapeName(flow), flow] as const))('%s: answers the next step to do and creates nothing', async (_name, flow) => {
    const { offer, code } = await createCampaign(t.app, business, { flow });
    const steps = stepsBeforeEnd({ ...flow } as Flow);
    for (const later of steps.slice(1)) {
      // Without a claim at all: nothing is started.
      const stranger = customerOn(t.app, code);
      const cold = await stranger.step(later, { EMAIL_ADDRESS: 'skip@example.test', image_url: 'x' });
      expect(cold.statusCode).toBe(303);
      expect(cold.headers.location).toBe(`/c/${code}`);
      expect(stranger.cookie).toBe('');
      expect((await stranger.page()).body).toContain('data-screen="campaign"');
    }
    // With a claim on its first step: every later step but the next is refused, and the page shows the next.
    for (const skipped of steps.slice(2)) {
      const phone = customerOn(t.app, code);
      expect((await phone.step('campaign')).statusCode).toBe(303);
      const res = await phone.step(skipped, { EMAIL_ADDRESS: 'skip@example.test', FIRST_NAME: 'Sam' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/c/${code}`);
      expect((await phone.page()).body).toContain(`data-screen="${steps[1]}"`);
    }
    const started = steps.slice(2).length;
    expect(await countOf(offer.id)).toEqual({ proofs: 0, vouchers: 0, claims: started });
  });

  it('a claim that reached its contact step before the screenshot step was switched on must upload before it completes', async () => {
    const { offer, code } = await createCampaign(t.app, business, { flow: { claim_enabled: false, side_effect_data: { auto_check_proofs: 'AUTO' } } });
    const phone = customerOn(t.app, code);
    await phone.step('campaign');
    expect((await phone.page()).body).toContain('data-screen="contactInfo"');
    await t.app.db.update(swayFlows).set({ claimEnabled: true }).where(eq(swayFlows.swayOfferId, offer.id));
    const res = await phone.step('contactInfo', { EMAIL_ADDRESS: 'late@example.test' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/c/${code}`);
    expect((await phone.page()).body).toContain('data-screen="claim"');
    expect((await countOf(offer.id)).proofs).toBe(0);
    // Done in order, it completes.
    await phone.step('claim', { image_url: await phone.upload() });
    await phone.step('proofRequirements');
    const done = await phone.step('contactInfo', { EMAIL_ADDRESS: 'late@example.test' });
    expect(done.headers.location).toMatch(/^\/v\//);
    expect((await countOf(offer.id)).proofs).toBe(1);
  });
});
