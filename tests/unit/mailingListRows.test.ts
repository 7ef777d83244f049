// The rules of a mailing list file (server/domain/mailingListRows.ts;
// docs/decisions/0073-mailing-list-files.md): binary sniffing, header aliases, and the reasons a row is refused.
import { describe, expect, it } from 'vitest';
import { columnsOf, contactOf, headerOf, looksBinary } from '../../server/domain/mailingListRows';

describe('mailing list file rules', () => {
  it('tells text from a picture, a spreadsheet, a PDF, UTF-16 or anything with a NUL byte', () => {
    expect(looksBinary(Buffer.from('email,first\na@b.test,Ann\n'))).toBe(false);
    expect(looksBinary(Buffer.from('\uFEFFemail\n'))).toBe(false);
    for (const head of [[0x89, 0x50, 0x4e, 0x47], [0x50, 0x4b, 0x03, 0x04], [0x25, 0x50, 0x44, 0x46], [0xff, 0xfe, 0x65, 0x00], [0x65, 0x6d, 0x00, 0x61]]) {
      expect(looksBinary(Buffer.from(head))).toBe(true);
    }
  });

  it('finds the columns by their usual names, whatever the case, spaces or underscores', () => {
    expect(columnsOf(['E-Mail', 'First Name', 'Surname', 'Mobile', 'Postal Code', 'Notes'])).toEqual({
      email: 0, firstName: 1, lastName: 2, phone: 3, zipcode: 4,
    });
    expect(columnsOf(['\uFEFFemail_address', 'FIRST_NAME', 'last_name', 'EMAIL'])).toEqual({ email: 0, firstName: 1, lastName: 2 });
    expect(columnsOf(['name', 'phone'])).toEqual({ phone: 1 });
    expect(headerOf(Buffer.from('"Email Address",First\r\nann@example.test,Ann'))).toEqual(['Email Address', 'First']);
  });

  it('gives each refused row its line and reason', () => {
    const columns = { email: 0, firstName: 1, phone: 2, zipcode: 3 };
    expect(contactOf([' Ann@Example.TEST ', ' Ann ', '', ''], columns, 2)).toEqual({
      email: 'ann@example.test', first_name: 'Ann', last_name: null, phone: null, zipcode: null,
    });
    expect(contactOf(['', 'Ann'], columns, 3)).toBe('Line 3: the e-mail is missing');
    expect(contactOf(['ann at example.test'], columns, 4)).toBe('Line 4: "ann at example.test" is not an e-mail address');
    expect(contactOf(['a@b.test', 'x'.repeat(101)], columns, 5)).toBe('Line 5: the first name is longer than 100 characters');
    expect(contactOf(['a@b.test', '', '555-01'], columns, 6)).toBe('Line 6: "555-01" is not a phone number');
    expect(contactOf(['a@b.test', '', '+1 (555) 010-2000', '9021O!'], columns, 7)).toBe('Line 7: "9021O!" is not a ZIP code');
  });
});
