// Server refusals name the field, in one shape, with words for the person who typed it (issue 18
// defect 5): `400 { error, fields: { field: message } }`, the spec's message where it has one,
// and the limits of contract/limits.ts.
// engine-independent: it checks the 400 answers that validation gives before any statement runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { proofs, swayOffers } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { insertOffer, offerCast, validOffer } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await offerCast(t.app);
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });
const failed = (fields: Record<string, string>) => ({ error: 'Validation failed please check your entries', fields });

describe('field errors', () => {
  it('offer texts, numbers and chips over their limits', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const long = await send('PUT', `offer/${o.id}`, cast.owner, { offer_special_instructions: 'x'.repeat(LIMITS.specialInstructions + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(failed({ offer_special_instructions: 'At most 2000 characters' }));
    const tag = await send('PUT', `offer/${o.id}`, cast.owner, { hashtags: [`#${'h'.repeat(299)}`] });
    expect(tag.json()).toEqual(failed({ 'hashtags.0': 'At most 100 characters' }));
    const priority = await send('PUT', `offer/${o.id}`, cast.admin, { display_priority: 1.5 });
    expect(priority.json()).toEqual(failed({ display_priority: 'Must be a whole number' }));
  });

  it('an EVENT offer saved with no times gets the spec text; a new offer with a past event date is refused', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE', { offerOrderFlowType: 'EVENT', eventDateOption: [{ event_date: '2031-05-01', start_time: '18:00', end_time: '20:00' }] });
    const none = await send('PUT', `offer/${o.id}`, cast.owner, { event_date_option: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(failed({ event_date_option: 'No event times selected' }));
    const past = await send('POST', 'offer/', cast.owner, {
      ...validOffer, offer_order_flow_type: 'EVENT', event_date_option: [{ event_date: '2020-01-01', start_time: '18:00', end_time: '20:00' }],
    });
    expect(past.json()).toEqual(failed({ event_date_option: 'The event date has passed' }));
  });

  it('a short code with other characters, a 10,000-character last name, a long review comment', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    const code = await send('POST', `k/offer/${o.id}`, cast.admin, { shortCode: 'no spaces!' });
    expect(code.json()).toEqual(failed({ shortCode: 'Letters, digits, - and _ only' }));
    const name = await send('PUT', 'user/account/name', cast.owner, { firstName: 'Ann', lastName: 'x'.repeat(10_000) });
    expect(name.json()).toEqual(failed({ lastName: 'At most 100 characters' }));
    const [offer] = await t.app.db.insert(swayOffers).values({ businessId: cast.business.id, offerSummary: 'Sway' }).returning();
    const [proof] = await t.app.db.insert(proofs).values({
      businessId: cast.business.id, swayOfferId: offer.id, isSway: true, proofType: 'INSTAGRAM_POST', proofDate: new Date(),
    }).returning();
    const review = await send('PUT', `reverseFlow/proof/review/${proof.id}`, cast.admin, { reviewType: 'DENIED', reviewComments: 'x'.repeat(2001) });
    expect(review.json()).toEqual(failed({ reviewComments: 'At most 2000 characters' }));
  });
});
