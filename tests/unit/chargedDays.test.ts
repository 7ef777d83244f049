// Billing control's Charged cell (issue 34): a group charged on two days shows both.
import { describe, expect, it } from 'vitest';
import { chargedDays } from '../../src/pages/chargebeeControl/chargedDays';

describe('chargedDays', () => {
  it('one day for a group charged on one day, the first and last for one charged on two', () => {
    expect(chargedDays('2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z')).toBe('Mar 3, 2026');
    expect(chargedDays('2026-03-03T12:00:00.000Z', '2026-03-05T12:00:00.000Z')).toBe('Mar 3, 2026 – Mar 5, 2026');
    expect(chargedDays(null, null)).toBe('--');
  });
});
