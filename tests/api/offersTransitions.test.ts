// Every status × action × role of the offer state machine (spec 2 §4), through the real routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { offers, shortUrls } from '../../server/db/schema';
import { OFFER_STATUSES, type OfferStatus } from '../../contract/offers';
import { insertOffer, offerCast } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => { t = await buildTestApp(); cast = await offerCast(t.app); });
afterAll(async () => { await t.close(); });

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const put = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url, headers });

/** The table as implemented: status -> outcome of each action ('refused' or the next status). */
const TABLE: Record<OfferStatus, { approve: OfferStatus | 'refused'; pause: OfferStatus | 'refused'; stopToday: OfferStatus | 'refused'; stopLater: OfferStatus | 'refused' }> = {
  NEEDS_APPROVAL: { approve: 'ACTIVE', pause: 'refused', stopToday: 'COMPLETE', stopLater: 'NEEDS_APPROVAL' },
  SCHEDULED: { approve: 'refused', pause: 'refused', stopToday: 'COMPLETE', stopLater: 'SCHEDULED' },
  ACTIVE: { approve: 'refused', pause: 'PAUSED', stopToday: 'COMPLETE', stopLater: 'ACTIVE' },
  PAUSED: { approve: 'ACTIVE', pause: 'refused', stopToday: 'COMPLETE', stopLater: 'PAUSED' },
  COMPLETE: { approve: 'refused', pause: 'refused', stopToday: 'refused', stopLater: 'refused' },
  FULL: { approve: 'refused', pause: 'refused', stopToday: 'COMPLETE', stopLater: 'FULL' },
};

describe('offer state machine as admin', () => {
  for (const status of OFFER_STATUSES) {
    const row = TABLE[status];
    it(`${status}: approve -> ${row.approve}`, async () => {
      const o = await insertOffer(t.app, cast.business.id, status);
      const res = await put(`/api/offer/approve/${o.id}`, cast.admin);
      const [after] = await t.app.db.select().from(offers).where(eq(offers.id, o.id));
      if (row.approve === 'refused') {
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatch(/cannot be approved/);
        expect(after.offerStatus).toBe(status);
        expect(after.shortUrlId).toBeNull();
      } else {
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.offer_status).toBe(row.approve);
        expect(body.short_url_id).toMatch(/^[A-Za-z0-9]{10}$/);
        const [link] = await t.app.db.select().from(shortUrls).where(eq(shortUrls.id, body.short_url_id));
        expect(link).toMatchObject({ offerId: o.id, url: `/share/offer/${o.id}` });
        expect(after.shortUrlId).toBe(body.short_url_id);
      }
    });
    it(`${status}: pause -> ${row.pause}`, async () => {
      const o = await insertOffer(t.app, cast.business.id, status);
      const res = await put(`/api/offer/pause/${o.id}`, cast.admin);
      if (row.pause === 'refused') {
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatch(/cannot be paused/);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ offer_status: row.pause, expiration_date: null });
      }
    });
    for (const [label, day, expected] of [['today', today, row.stopToday], ['a later day', () => inDays(10), row.stopLater]] as const) {
      it(`${status}: stop on ${label} -> ${expected}`, async () => {
        const o = await insertOffer(t.app, cast.business.id, status);
        const d = day();
        const res = await put(`/api/offer/stop/${o.id}/${d}`, cast.admin);
        const [after] = await t.app.db.select().from(offers).where(eq(offers.id, o.id));
        if (expected === 'refused') {
          expect(res.statusCode).toBe(409);
          expect(res.json().error).toBe('This offer is already complete');
          expect(after.expirationDate).toBeNull();
        } else {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ offer_status: expected, expiration_date: `${d}T23:59:59.999Z` });
          expect(after.offerStatus).toBe(expected);
        }
      });
    }
  }

  it('schedules an approved offer whose start lies ahead, and keeps an existing short URL', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'NEEDS_APPROVAL', { offerStartDate: new Date(Date.now() + 5 * 86_400_000) });
    const res = await put(`/api/offer/approve/${o.id}`, cast.admin);
    expect(res.json().offer_status).toBe('SCHEDULED');
    const paused = await insertOffer(t.app, cast.business.id, 'PAUSED');
    await t.app.db.insert(shortUrls).values({ id: `keep${paused.id}`, businessId: cast.business.id, offerId: paused.id, url: '/x' });
    await t.app.db.update(offers).set({ shortUrlId: `keep${paused.id}` }).where(eq(offers.id, paused.id));
    expect((await put(`/api/offer/approve/${paused.id}`, cast.admin)).json().short_url_id).toBe(`keep${paused.id}`);
  });

  it('refuses to approve an offer without an image', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'NEEDS_APPROVAL', { offerImageUrl: null });
    const res = await put(`/api/offer/approve/${o.id}`, cast.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/image/);
  });

  it('refuses a stop date that is not a day', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    expect((await put(`/api/offer/stop/${o.id}/2026-02-30`, cast.admin)).statusCode).toBe(400);
    expect((await put(`/api/offer/stop/${o.id}/tomorrow`, cast.admin)).statusCode).toBe(400);
  });

  it('applies exactly one of two parallel approvals', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'NEEDS_APPROVAL');
    const results = await Promise.all([put(`/api/offer/approve/${o.id}`, cast.admin), put(`/api/offer/approve/${o.id}`, cast.admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(shortUrls).where(eq(shortUrls.offerId, o.id))).toHaveLength(1);
  });
});

describe('offer controls for business users', () => {
  for (const role of ['owner', 'lite'] as const) {
    for (const status of OFFER_STATUSES) {
      it(`${role} cannot approve, pause or stop a ${status} offer (403) and nothing changes`, async () => {
        const o = await insertOffer(t.app, cast.business.id, status);
        for (const url of [`/api/offer/approve/${o.id}`, `/api/offer/pause/${o.id}`, `/api/offer/stop/${o.id}/${today()}`]) {
          expect((await put(url, cast[role])).statusCode).toBe(403);
        }
        const [after] = await t.app.db.select().from(offers).where(eq(offers.id, o.id));
        expect(after.offerStatus).toBe(status);
        expect(after.expirationDate).toBeNull();
      });
    }
  }

  it('an admin acting in another business gets 404', async () => {
    const other = await offerCast(t.app);
    const o = await insertOffer(t.app, other.business.id, 'NEEDS_APPROVAL');
    expect((await put(`/api/offer/approve/${o.id}`, cast.admin)).statusCode).toBe(404);
  });
});
