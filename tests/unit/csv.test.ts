// The CSV the product writes (server/lib/csv.ts): quoting per RFC 4180 and formula injection
// neutralised as OWASP recommends; streamed batch by batch.
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from '../../server/lib/csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
  ])('neutralises the formula %j', (value, expected) => expect(csvCell(value)).toBe(expected));

  it('quotes text with commas, quotes and line breaks, and leaves inner formula characters alone', () => {
    expect(csvCell('Tony\'s "Pizza", NYC')).toBe('"Tony\'s ""Pizza"", NYC"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('')).toBe('""');
  });

  it("writes the product's own numbers, booleans, dates and blanks as they are", () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('""');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-11-01T10:00:00Z'))).toBe('"2026-11-01T10:00:00.000Z"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe('csvLine and csvStream', () => {
  it('ends each line with CRLF', () => expect(csvLine(['a', 1])).toBe('"a",1\r\n'));

  it('streams the header and each batch in order', async () => {
    async function* batches() {
      yield [['Ann', '=1'], ['Bob', 2]];
      yield [];
      yield [['Cy', null]];
    }
    expect(await text(csvStream(['name', 'value'], batches()))).toBe('"name","value"\r\n"Ann","\'=1"\r\n"Bob",2\r\n"Cy",""\r\n');
  });
});
