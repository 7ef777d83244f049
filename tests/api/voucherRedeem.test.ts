// Redeeming a voucher at the counter (issue 12): found by PIN or QR key in the staff's business,
// once only under 20 parallel attempts (the others say when and where), not before its post is
// approved, never another business's; the dashboard's redeemed count follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { VoucherAtCounter } from '../../contract/vouchers';
import { businesses, domainEvents, locations, proofs, vouchers } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTenant } from '../helpers/fixtures';
import { completeDefaultFlow, createCampaign } from '../helpers/claim';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let counter: number;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_STARTS_PER_IP: '1000' });
  tenant = await createTenant(t.app);
  other = await createTenant(t.app);
  counter = (await t.app.db.insert(locations).values({ businessId: tenant.business.id, address: '12 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' }).returning())[0]!.id;
  await t.app.db.update(businesses).set({ timeZone: 'America/Chicago' }).where(eq(businesses.id, tenant.business.id));
});
afterAll(async () => t.close());

async function claimedVoucher(level: 'AUTO' | 'REVIEW', email: string) {
  const { code } = await createCampaign(t.app, tenant.business.id, { codes: ['CODE-1', 'CODE-2', 'CODE-3'], flow: { side_effect_data: { auto_check_proofs: level } } });
  const { res } = await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: email });
  const key = res.headers.location!.slice(3);
  const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, key));
  return { key, voucher: voucher! };
}

const find = (code: string, headers = tenant.headers) => t.app.inject({ method: 'GET', url: `/api/voucher/find/${code}`, headers });
const redeem = (id: number, headers = tenant.headers, location_id: number | null = counter) =>
  t.app.inject({ method: 'PUT', url: `/api/voucher/redeem/${id}`, headers, payload: { location_id } });
const redeemedCount = async () => (await t.app.inject({ method: 'GET', url: '/api/businesses/voucherActivity', headers: tenant.headers })).json<{ voucher_count: number }>().voucher_count;

describe('finding a voucher', () => {
  it('by PIN, by the QR key or by the code as printed in the e-mail, with whose it is and its code; another business sees nothing', async () => {
    const { key, voucher } = await claimedVoucher('AUTO', 'ivy@example.test');
    const byPin = await find(voucher.pin!);
    expect(byPin.statusCode).toBe(200);
    expect(byPin.json<VoucherAtCounter>()).toMatchObject({
      id: voucher.id, state: 'READY', code: 'CODE-1', offer_summary: 'Free drink for a post', date_redeemed: null, redeemed_message: null,
    });
    expect((await find(key)).json<VoucherAtCounter>().id).toBe(voucher.id);
    // The code as the customer reads it out: any case, spaces aside.
    expect((await find('CODE-1')).json<VoucherAtCounter>().id).toBe(voucher.id);
    expect((await find(encodeURIComponent(' code-1'))).json<VoucherAtCounter>().id).toBe(voucher.id);
    const foreign = await find(voucher.pin!, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: "No voucher of this business has this PIN or code. Check it on the customer's screen or e-mail." });
    expect((await find('CODE-1', other.headers)).statusCode).toBe(404);
    const bad = await find(encodeURIComponent('12ab!'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the 6-digit PIN or the code shown on the voucher, or scan its QR code');
  });
  it('by a printed code of 22 characters, the shape of a QR key: a campaign code list may hold any', async () => {
    const long = 'BeanThere-2026-Summer0';
    expect(long).toHaveLength(22);
    const { code } = await createCampaign(t.app, tenant.business.id, { codes: [long], flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
    const { res } = await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: 'long-code@example.test' });
    const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, res.headers.location!.slice(3)));
    const found = await find(long);
    expect(found.statusCode).toBe(200);
    expect(found.json<VoucherAtCounter>()).toMatchObject({ id: voucher!.id, code: long });
    expect((await find(long.toLowerCase())).json<VoucherAtCounter>().id).toBe(voucher!.id);
    // Another business's key or code is still nobody's here.
    expect((await find(voucher!.publicKey!, other.headers)).statusCode).toBe(404);
    expect((await find(long, other.headers)).statusCode).toBe(404);
  });
});

describe('redeeming', () => {
  it('once only under 20 parallel attempts; the others say when and where; the dashboard count goes up by one', async () => {
    const { voucher } = await claimedVoucher('AUTO', 'jo@example.test');
    const before = await redeemedCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(voucher.id)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json<VoucherAtCounter>()).toMatchObject({ state: 'REDEEMED', redeemed_at_location: '12 Main St, Springfield' });
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json<{ error: string }>().error).toMatch(/^Already redeemed on [A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\s?[AP]M [A-Z]{2,4}T? at 12 Main St, Springfield\.$/);
    expect(await redeemedCount()).toBe(before + 1);
    const [row] = await t.app.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row).toMatchObject({ locationId: counter, redeemedBy: tenant.owner.id });
    expect(row!.dateRedeemed).toBeInstanceOf(Date);
    // One redemption, one event (issue 35).
    const events = await t.app.db.select().from(domainEvents).where(and(eq(domainEvents.type, 'VOUCHER_REDEEMED'), sql`(${domainEvents.payload}->>'voucherId')::int = ${voucher.id}`));
    expect(events).toHaveLength(1);
    // The customer's page says it was used.
    const page = await t.app.inject({ method: 'GET', url: `/v/${voucher.publicKey}` });
    expect(page.body).toContain('<h1>This voucher has been used</h1>');
  });

  it('not before the post is approved, and not after it was denied', async () => {
    const { voucher } = await claimedVoucher('REVIEW', 'kay@example.test');
    const pending = await redeem(voucher.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ error: 'This voucher is waiting for its post to be reviewed; it cannot be redeemed yet.' });
    expect((await find(voucher.pin!)).json<VoucherAtCounter>().state).toBe('PENDING_REVIEW');
    await t.app.db.update(proofs).set({ reviewStatus: 'DENIED' }).where(eq(proofs.voucherId, voucher.id));
    expect((await redeem(voucher.id)).json()).toEqual({ error: "This voucher's post was not approved; it cannot be redeemed." });
  });

  it("refuses another business's location and another business's voucher", async () => {
    const { voucher } = await claimedVoucher('AUTO', 'lu@example.test');
    const [elsewhere] = await t.app.db.insert(locations).values({ businessId: other.business.id, address: '1 Other Rd', city: 'Elsewhere', state: 'IL', zipcode: '60000' }).returning();
    const wrongPlace = await redeem(voucher.id, tenant.headers, elsewhere!.id);
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.body).toContain('Choose one of your locations');
    expect((await redeem(voucher.id, other.headers, null)).statusCode).toBe(404);
  });
});
