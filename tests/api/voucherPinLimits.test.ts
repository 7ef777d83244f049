// A 6-digit voucher PIN cannot be guessed at the counter (issue 36 finding 3): lookups are limited
// per login and per business a minute, typed PINs wait after repeated misses, the misses are
// recorded for the business, and all of it is counted in the database, shared by every server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { vouchers, voucherLookups } from '../../server/db/schema';
import { LOOKUP_MESSAGES } from '../../server/domain/voucherLookupGuard';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app';
import { bearer, createTenant, tokenFor } from '../helpers/fixtures';
import { completeDefaultFlow, createCampaign } from '../helpers/claim';

const LIMITS = { CLAIM_STARTS_PER_IP: '1000', VOUCHER_LOOKUPS_PER_MINUTE: '8', VOUCHER_LOOKUPS_PER_BUSINESS_MINUTE: '100', VOUCHER_MISSES_BEFORE_LOCK: '4' };
let t: TestApp;

beforeAll(async () => { t = await buildTestApp(LIMITS); });
afterAll(async () => t.close());

async function tenantWithVoucher() {
  const tenant = await createTenant(t.app);
  const { code } = await createCampaign(t.app, tenant.business.id, { codes: ['PIN-1'], flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
  const { res } = await completeDefaultFlow(t.app, code, { EMAIL_ADDRESS: `pin${tenant.business.id}@example.test` });
  const key = res.headers.location!.slice(3);
  const [voucher] = await t.app.db.select().from(vouchers).where(eq(vouchers.publicKey, key));
  const anotherLogin = async () => bearer(await tokenFor(t.app, tenant.owner, tenant.business.id));
  return { tenant, key, pin: voucher!.pin!, anotherLogin };
}
const find = (app: TestApp['app'], code: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/voucher/find/${code}`, headers });
/** A PIN that is not the voucher's. */
const wrong = (pin: string, i: number) => String((Number(pin) + 1 + i) % 1_000_000).padStart(6, '0');

describe('voucher PIN lookups (issue 36 finding 3)', () => {
  it('after 4 misses a login waits, even for the right PIN, while its QR scans still work and the misses are recorded', async () => {
    const { tenant, key, pin } = await tenantWithVoucher();
    for (let i = 0; i < 4; i++) expect((await find(t.app, wrong(pin, i), tenant.headers)).statusCode).toBe(404);
    const locked = await find(t.app, pin, tenant.headers);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOOKUP_MESSAGES.locked });
    expect((await find(t.app, key, tenant.headers)).statusCode).toBe(200);
    const misses = await t.app.db.select().from(voucherLookups)
      .where(and(eq(voucherLookups.businessId, tenant.business.id), eq(voucherLookups.found, false)));
    expect(misses).toHaveLength(4);
    expect(misses.every((m) => m.accountId === tenant.owner.id)).toBe(true);
    // The business sees them: how many, when and by whom.
    const seen = await t.app.inject({ method: 'GET', url: '/api/voucher/misses', headers: tenant.headers });
    expect(seen.statusCode).toBe(200);
    const report = seen.json<{ last_day: number; last_30_days: number; latest: { at: string; by: string | null }[] }>();
    expect(report).toMatchObject({ last_day: 4, last_30_days: 4 });
    expect(report.latest).toHaveLength(4);
    expect(new Set(report.latest.map((m) => m.by))).toEqual(new Set([`${tenant.owner.firstName} ${tenant.owner.lastName}`.trim() || null]));
  });

  it('the lock ends once the misses are older than 15 minutes', async () => {
    const { tenant, pin } = await tenantWithVoucher();
    for (let i = 0; i < 4; i++) await find(t.app, wrong(pin, i), tenant.headers);
    expect((await find(t.app, pin, tenant.headers)).statusCode).toBe(429);
    await t.app.db.update(voucherLookups).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(voucherLookups.businessId, tenant.business.id));
    expect((await find(t.app, pin, tenant.headers)).statusCode).toBe(200);
  });

  it('a business is locked after 3 logins × 4 misses, so new logins do not buy more guesses', async () => {
    const { pin, anotherLogin } = await tenantWithVoucher();
    for (let login = 0; login < 3; login++) {
      const headers = await anotherLogin();
      for (let i = 0; i < 4; i++) expect((await find(t.app, wrong(pin, login * 4 + i), headers)).statusCode).toBe(404);
    }
    const fresh = await find(t.app, pin, await anotherLogin());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ error: LOOKUP_MESSAGES.locked });
  });

  it('a login may look up 8 PINs a minute, found or not', async () => {
    const { pin, anotherLogin } = await tenantWithVoucher();
    const headers = await anotherLogin();
    const codes = [];
    for (let i = 0; i < 9; i++) codes.push((await find(t.app, pin, headers)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await find(t.app, pin, headers)).json()).toEqual({ error: LOOKUP_MESSAGES.tooFast });
  });

  it('parallel guesses on two servers sharing the database get no more than the lock allows', async () => {
    const second = await buildApp({ config: testConfig(LIMITS), database: t.database });
    await second.ready();
    try {
      const { tenant, pin } = await tenantWithVoucher();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => find(i % 2 ? second : t.app, wrong(pin, i), tenant.headers)));
      expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(4);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8);
    } finally {
      await second.close();
    }
  });
});
