// Spec 1 §9 report constants: count labels, k labels and the five ranges (issue 4).
import { describe, expect, it } from 'vitest';
import { countLabel, DEFAULT_RANGE, kLabel, rangeStart, REPORT_RANGES } from '../../contract/analytics';

describe('count labels', () => {
  it.each([[0, '0'], [1, '1'], [24, '24'], [25, 'A Few'], [100, 'A Few'], [101, 'Some'], [1000, 'Some'], [1001, 'Many']])('%i → %s', (n, label) => {
    expect(countLabel(n)).toBe(label);
  });
});

describe('k labels above 1000', () => {
  it.each([[0, '0'], [999, '999'], [1000, '1000'], [1500, '1.5k'], [2000, '2k'], [12345, '12.3k']])('%i → %s', (n, label) => {
    expect(kLabel(n)).toBe(label);
  });
});

describe('report ranges', () => {
  const today = new Date(2026, 4, 20); // 20 May 2026, local time
  it('lists the five ranges of §9 with their grouping, 90 Days by default', () => {
    expect(REPORT_RANGES.map((r) => `${r.label}/${r.group}`)).toEqual(['Year/month', '6 months/month', '90 Days/week', '4 Weeks/week', 'Month to Date/week']);
    expect(DEFAULT_RANGE).toBe('ninetyDays');
  });
  it('computes each start day', () => {
    expect(rangeStart('year', today)).toBe('2025-05-21');
    expect(rangeStart('sixMonths', today)).toBe('2025-11-20');
    expect(rangeStart('ninetyDays', today)).toBe('2026-02-19');
    expect(rangeStart('fourWeeks', today)).toBe('2026-04-22');
    expect(rangeStart('monthToDate', today)).toBe('2026-05-01');
  });
});
