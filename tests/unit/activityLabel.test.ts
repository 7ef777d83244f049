// The dashboard's activity action labels (the value model itself is SQL: tests/api/valueModel.test.ts).
import { describe, expect, it } from 'vitest';
import { activityLabel } from '../../contract/activityLabel';

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
