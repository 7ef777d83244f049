// Default mailing list names (spec 3 §2, §9): File → file name without .csv + YYYY_MMM_DD;
// Survey → 'Survey_' + MMM_DD_YYYY.
import { describe, expect, it } from 'vitest';
import { defaultListName } from '../../resources/mailingLists/defaultName';

const now = new Date(2026, 10, 3, 15, 30);

describe('defaultListName', () => {
  it('names a survey list by the date', () => expect(defaultListName('Survey', now)).toBe('Survey_Nov_03_2026'));
  it('names a file list by the file without .csv and the date', () => {
    expect(defaultListName('File', now, 'spring customers.CSV')).toBe('spring customers_2026_Nov_03');
    expect(defaultListName('File', now, 'export.csv.csv')).toBe('export.csv_2026_Nov_03');
  });
  it('has no default for a file list before a file is chosen', () => expect(defaultListName('File', now)).toBe(''));
});
