// The dashboard's dollar value model (issue 3, docs/decisions.md) and the activity action labels.
import { describe, expect, it } from 'vitest';
import { itemValue, resolveSettings } from '../../server/domain/value';
import { activityLabel } from '../../contract/activityLabel';

describe('resolveSettings', () => {
  it('takes the business value, else the industry value, else 0', () => {
    expect(resolveSettings({ business: { postCents: 100, reviewCents: null }, industry: { reviewCents: 250, ticketCents: null } }))
      .toEqual({ postCents: 100, reviewCents: 250, ticketCents: 0 });
    expect(resolveSettings({ business: {}, industry: null })).toEqual({ postCents: 0, reviewCents: 0, ticketCents: 0 });
  });
});

describe('itemValue', () => {
  const s = { postCents: 1500, reviewCents: 2000, ticketCents: 5000 };
  it('prices reviews, posts (check-ins and videos too) and the ticket of a redeemed voucher', () => {
    expect(itemValue({ proofTypes: ['ONLINE_REVIEW', 'INSTAGRAM_POST', 'FACEBOOK_CHECKIN'], redeemed: true }, s))
      .toEqual({ postCents: 3000, reviewCents: 2000, ticketCents: 5000, totalCents: 10000 });
  });
  it("uses the voucher's own ticket value when recorded, and no ticket before redemption", () => {
    expect(itemValue({ proofTypes: ['TIK_TOK'], redeemed: true, voucherValueCents: 4321 }, s).totalCents).toBe(5821);
    expect(itemValue({ proofTypes: ['FACEBOOK_REVIEW'], redeemed: false, voucherValueCents: 4321 }, s).totalCents).toBe(2000);
  });
});

describe('activityLabel', () => {
  const now = new Date('2026-05-15T00:00:00Z');
  it('labels offers STARTED, STOPPING (future) and STOPPED (past)', () => {
    expect(activityLabel({ type: 'offer_starts', activity_date: '2026-05-01T00:00:00Z', proof_types: [] }, now)).toBe('STARTED');
    expect(activityLabel({ type: 'offer_end', activity_date: '2026-05-20T00:00:00Z', proof_types: [] }, now)).toBe('STOPPING');
    expect(activityLabel({ type: 'offer_end', activity_date: '2026-05-10T00:00:00Z', proof_types: [] }, now)).toBe('STOPPED');
  });
  it('labels other rows TICKET plus the proof types, underscores as spaces, upper case', () => {
    expect(activityLabel({ type: 'redeem', activity_date: '2026-05-01T00:00:00Z', proof_types: ['TIK_TOK', 'ONLINE_REVIEW'] }, now))
      .toBe('TICKET + TIK TOK + ONLINE REVIEW');
  });
});
