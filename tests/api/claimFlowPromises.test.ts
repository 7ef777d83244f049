// No promise that cannot be kept (issue 32): a flow whose end says the reward comes by e-mail or
// text message must ask for that contact. The server refuses such a flow naming the field and the
// fix, a new campaign's defaults never promise it, migration 0024 repairs stored flows, and no
// stored or seeded flow promises a contact it does not collect.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { flowPromiseErrors, promiseMessage, SEND_VOUCHER_NEEDS_CONTACT } from '../../contract/swayFlowRules';
import { swayFlows } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { flowToContract } from '../../server/domain/swayOfferRows';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness, createTenant } from '../helpers/fixtures';
import { createCampaign } from '../helpers/claim';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.db);
});
afterAll(async () => { await t.close(); });

const emailPromise = promiseMessage('EMAIL_ADDRESS');
const textPromise = promiseMessage('PHONE_NUMBER');

describe('the flow rule', () => {
  it('names each end-screen field that promises an unasked-for contact, and the fix', () => {
    expect(emailPromise).toBe('This text promises an e-mail, but the contact step does not ask for it. Collect "E-mail address" in Contact info, or reword this text.');
    const flow = {
      contact_info_enabled: true, end_type: 'WHATS_NEXT' as const,
      contact_info_data: { collect_contact_info: ['FIRST_NAME', 'PHONE_NUMBER'] as Array<'FIRST_NAME' | 'PHONE_NUMBER'> },
      voucher_data: { title: 'We e-mail nothing here: not the end in use' },
      whats_next_data: { subtitle: 'We will e-mail your reward once approved', steps: [{ title: 'Watch your inbox' }, { title: 'We will send you a text' }] },
    };
    expect(flowPromiseErrors(flow)).toEqual({ 'whats_next_data.subtitle': emailPromise, 'whats_next_data.steps.0.title': emailPromise });
    expect(flowPromiseErrors({ ...flow, contact_info_enabled: false })).toEqual({
      'whats_next_data.subtitle': emailPromise, 'whats_next_data.steps.0.title': emailPromise, 'whats_next_data.steps.1.title': textPromise,
    });
    expect(flowPromiseErrors({ ...flow, contact_info_data: { collect_contact_info: ['EMAIL_ADDRESS', 'PHONE_NUMBER'] } })).toEqual({});
    expect(flowPromiseErrors({ ...flow, contact_info_data: { collect_contact_info: ['FIRST_NAME'], send_voucher_via_contact: true }, whats_next_data: {} }))
      .toEqual({ 'contact_info_data.send_voucher_via_contact': SEND_VOUCHER_NEEDS_CONTACT });
  });
});

describe('PUT swayOffer/{id}/flow', () => {
  it('refuses an end that promises an e-mail the contact step does not ask for, with the field and the fix', async () => {
    const tenant = await createTenant(t.app);
    const { headers: admin } = await createAdmin(t.app, tenant.business.id);
    const created = await t.app.inject({
      method: 'POST', url: '/api/swayOffer', headers: tenant.headers,
      payload: { swayOfferBase: { offer_summary: 'Post and get a coffee' }, flow: { claim_enabled: true, contact_info_enabled: false, end_type: 'WHATS_NEXT' } },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    // The defaults of a flow without a contact step promise nothing.
    const offer = (await t.app.inject({ method: 'GET', url: `/api/swayOffer/${id}`, headers: tenant.headers })).json();
    expect(flowPromiseErrors(offer.flow)).toEqual({});
    const res = await t.app.inject({
      method: 'PUT', url: `/api/swayOffer/${id}/flow`, headers: admin,
      payload: { whats_next_data: { ...offer.flow.whats_next_data, subtitle: 'Your reward comes by e-mail within a day' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'whats_next_data.subtitle': emailPromise });
    // Asking for the e-mail in the same save keeps the promise.
    const kept = await t.app.inject({
      method: 'PUT', url: `/api/swayOffer/${id}/flow`, headers: admin,
      payload: {
        contact_info_enabled: true, contact_info_data: { ...offer.flow.contact_info_data, collect_contact_info: ['EMAIL_ADDRESS'] },
        whats_next_data: { ...offer.flow.whats_next_data, subtitle: 'Your reward comes by e-mail within a day' },
      },
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('stored flows', () => {
  it('migration 0024 asks for the contact a stored flow promises', async () => {
    const business = (await createBusiness(t.app)).id;
    const broken = await createCampaign(t.app, business, {
      flow: {
        end_type: 'WHATS_NEXT', contact_info_enabled: true,
        contact_info_data: { collect_contact_info: ['FIRST_NAME', 'PHONE_NUMBER'], required_contact_info: ['PHONE_NUMBER'] },
        whats_next_data: { title: "What's next", subtitle: 'We will e-mail your reward once approved', steps: [{ title: 'Watch your inbox' }] },
      },
    });
    const noContact = await createCampaign(t.app, business, {
      flow: { end_type: 'VOUCHER', contact_info_enabled: false, contact_info_data: {}, voucher_data: { title: 'We will send you a text with your code' } },
    });
    const honest = await createCampaign(t.app, business, {
      flow: { end_type: 'VOUCHER', contact_info_enabled: false, contact_info_data: {}, voucher_data: { title: 'Show this at the counter', couponImgUrl: 'https://x.test/email.png' } },
    });
    const statements = readFileSync('server/db/migrations/0024_flows_keep_promises.sql', 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await t.app.db.execute(sql.raw(statement));
    const flowOf = async (offerId: number) => flowToContract((await t.app.db.select().from(swayFlows).where(eq(swayFlows.swayOfferId, offerId)))[0]!);
    const repaired = await flowOf(broken.offer.id);
    expect(repaired.contact_info_data.collect_contact_info).toEqual(['FIRST_NAME', 'PHONE_NUMBER', 'EMAIL_ADDRESS']);
    expect(repaired.contact_info_data.required_contact_info).toEqual(['PHONE_NUMBER']);
    const texted = await flowOf(noContact.offer.id);
    expect(texted).toMatchObject({ contact_info_enabled: true, contact_info_data: { collect_contact_info: ['PHONE_NUMBER'] } });
    expect(await flowOf(honest.offer.id)).toMatchObject({ contact_info_enabled: false });
    for (const id of [broken.offer.id, noContact.offer.id, honest.offer.id]) expect(flowPromiseErrors(await flowOf(id))).toEqual({});
  });

  it('no stored or seeded flow promises a contact it does not collect', async () => {
    const rows = await t.app.db.select().from(swayFlows);
    expect(rows.length).toBeGreaterThan(5);
    const broken = rows.map((row) => ({ offer: row.swayOfferId, errors: flowPromiseErrors(flowToContract(row)) }))
      .filter((r) => Object.keys(r.errors).length > 0);
    expect(broken).toEqual([]);
  });
});
