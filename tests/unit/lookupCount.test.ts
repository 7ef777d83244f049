// User Lookup's count (issue 34: it said '1 proofs found').
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';

describe('User Lookup count', () => {
  it('says "1 proof found" and "2 proofs found"', () => {
    const found = (count: number) => i18nProvider.translate('reviews.lookup.found', { count, smart_count: count });
    expect(found(1)).toBe('1 proof found');
    expect(found(2)).toBe('2 proofs found');
    expect(found(0)).toBe('0 proofs found');
  });
});
