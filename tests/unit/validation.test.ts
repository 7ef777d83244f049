// Spec 1 §5 validation rules, case by case, with the spec's exact messages (issue 4 deliverable 5).
import { describe, expect, it } from 'vitest';
import {
  email, firstError, googleReviewUrl, latitude, longitude, manualLocationErrors, maskPhone, normalizeHashtags,
  normalizeMentions, optionalImageUrl, optionalPhone, optionalUrl, phone, required, requiredName, trimManualLocation, url, usState,
  US_STATES, zipcode, type Rule, optionalDollars, dollarsToCents, MAX_MONEY_CENTS, industryDollars, proofRatio,
} from '../../contract/validation';

const cases = (rule: Rule, valid: unknown[], invalid: [unknown, string][]) => {
  it.each(valid.map((v) => [v]))('accepts %j', (v) => expect(rule(v)).toBeUndefined());
  it.each(invalid)('rejects %j with %j', (v, message) => expect(rule(v)).toBe(message));
};

describe('required', () => {
  cases(required, ['a', ' x ', 0, 'false'], [['', 'Required'], ['   ', 'Required'], [null, 'Required'], [undefined, 'Required']]);
});
describe('name', () => {
  cases(requiredName, ['Ann'], [['', 'required'], [' ', 'required']]);
});

describe('url (as spelt: Invaild URL)', () => {
  cases(url, [
    'https://example.com', 'http://a.b/c?d=1', ' https://example.com/x ', 'HTTPS://Example.COM/Path',
    // issue 18 defect 1: the product's own uploads on the default setup, and hosts without a dot
    'http://localhost:3000/uploads/offer/1/abc.png', 'https://localhost', 'http://127.0.0.1:3000/uploads/x.png',
    'http://[::1]:3000/x.png', 'http://minio:9000/bucket/offer/1.png', 'https://bücher.de/', 'https://a-b.example.co.uk/x#y',
  ], [
    ['', 'Required'], ['example.com', 'Invaild URL'], ['localhost:3000/x', 'Invaild URL'], ['ftp://example.com', 'Invaild URL'],
    ['https://exa mple.com', 'Invaild URL'], ['nope', 'Invaild URL'], ['http://', 'Invaild URL'], ['https:///x', 'Invaild URL'],
    ['http:example.com', 'Invaild URL'], ['https:/example.com', 'Invaild URL'], ['//example.com/x', 'Invaild URL'],
    ['/uploads/x.png', 'Invaild URL'], ['javascript:alert(1)', 'Invaild URL'], ['JavaScript://example.com/%0aalert(1)', 'Invaild URL'],
    ['data:image/png;base64,AAAA', 'Invaild URL'], ['http://exa_mple.com', 'Invaild URL'], ['http://-example.com', 'Invaild URL'],
    ['http://example-.com', 'Invaild URL'], ['http://example..com', 'Invaild URL'], ['http://example.com.', 'Invaild URL'],
    ['http://256.1.1.1', 'Invaild URL'], ['http://localhost:99999', 'Invaild URL'], ['http://[::1', 'Invaild URL'],
    ['https://user:pass@example.com', 'Invaild URL'], ['https://example.com@evil.com', 'Invaild URL'],
    ['http://exa\tmple.com', 'Invaild URL'],
  ]);
  describe('optional variant', () => {
    cases(optionalUrl, ['', '  ', null, 'https://example.com', 'http://localhost:3000/uploads/a.png'], [['nope', 'Invaild URL'], ['javascript:alert(1)', 'Invaild URL']]);
  });
  describe('image variant: a web URL or a path on this host', () => {
    cases(optionalImageUrl, [
      '', null, 'https://cdn.example.com/a.png', 'http://localhost:3000/uploads/offer/1/abc.png', '/uploads/offer/1/abc.png', '/demo/offer-pizza.svg',
    ], [
      ['javascript:alert(1)', 'Invaild URL'], ['data:image/png;base64,AAAA', 'Invaild URL'], ['//evil.example/x.png', 'Invaild URL'],
      ['/\\evil.example/x.png', 'Invaild URL'], ['/a b.png', 'Invaild URL'], ['uploads/a.png', 'Invaild URL'], ['vbscript:x', 'Invaild URL'],
    ]);
  });
});

describe('dollar amounts (value settings): at most $100,000.00 (issue 18 defect 6)', () => {
  cases(optionalDollars, ['', null, '0', '0.5', '12.50', '99999.99', '100000', '100000.00', ' 100000.0 ', '000100000.00'], [
    ['100000.01', 'Must be $100,000.00 or less'], ['21474836.47', 'Must be $100,000.00 or less'], ['21474836.48', 'Must be $100,000.00 or less'],
    ['99999999999999999999', 'Must be $100,000.00 or less'], ['-1', 'Must be a dollar amount'], ['1.234', 'Must be a dollar amount'],
    ['1e3', 'Must be a dollar amount'], ['$5', 'Must be a dollar amount'], ['1,000', 'Must be a dollar amount'], ['.5', 'Must be a dollar amount'],
  ]);
  it('converts dollars to cents from the digits, so no amount is off by a cent', () => {
    expect(MAX_MONEY_CENTS).toBe(10_000_000);
    expect(dollarsToCents('100000')).toBe(MAX_MONEY_CENTS);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1.1')).toBe(110);
    expect(dollarsToCents('4.35')).toBe(435);
    expect(dollarsToCents('  ')).toBeNull();
    for (let c = 0; c < 100_000; c += 1) expect(dollarsToCents((c / 100).toFixed(2))).toBe(c);
  });
});

describe('industry values (spec 3 §5 numeric): dollars capped like the business values, a ratio 0 to 1', () => {
  describe('money', () => {
    cases(industryDollars, ['0', '12.50', 12.5, 0.29, '100000'], [
      ['', 'Must be a dollar amount'], [null, 'Must be a dollar amount'], ['abc', 'Must be a dollar amount'],
      ['-3', 'Must be a dollar amount'], ['100000.01', 'Must be $100,000.00 or less'],
    ]);
  });
  describe('proof ratio', () => {
    const message = 'Must be a ratio from 0 to 1 (at most 4 decimals)';
    cases(proofRatio, ['0', '0.35', '.5', '1', '1.0000', 0.3125], [
      ['', message], ['1.0001', message], ['2', message], ['-0.1', message], ['0.12345', message], ['1e-3', message],
    ]);
  });
});

describe('phone', () => {
  cases(phone, ['(555) 555-5555', ' (201) 555-0199 '], [
    ['', 'Invalid phone number'], ['555-555-5555', 'Invalid phone number'], ['(555) 555-555', 'Invalid phone number'],
    ['(555)555-5555', 'Invalid phone number'], ['(555) 555-55555', 'Invalid phone number'], ['5555555555', 'Invalid phone number'],
  ]);
  describe('optional variant', () => {
    cases(optionalPhone, ['', null, '(555) 555-5555'], [['555', 'Invalid phone number']]);
  });
  it('masks typed digits as (###) ###-####', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('5555')).toBe('(555) 5');
    expect(maskPhone('5555555555')).toBe('(555) 555-5555');
    expect(maskPhone('(555) 555-55551234')).toBe('(555) 555-5555');
    expect(maskPhone('abc')).toBe('');
  });
});

describe('e-mail', () => {
  cases(email, ['a@b.co', ' x@y.z ', 'first.last+tag@sub.example.com'], [
    ['', 'E-mail is required'], ['  ', 'E-mail is required'], ['ab.co', 'E-mail must be valid'], ['a@b', 'E-mail must be valid'],
    ['a @b.co', 'E-mail must be valid'], ['a@b .co', 'E-mail must be valid'], ['a@@b.co', 'E-mail must be valid'],
  ]);
});

describe('zipcode: exactly 5 digits', () => {
  cases(zipcode, ['07030', '90210', ' 10001 '], [
    ['', 'Zipcode is required'], ['0703', 'Zipcode must be valid'], ['070301', 'Zipcode must be valid'],
    ['0703a', 'Zipcode must be valid'], ['07030-1234', 'Zipcode must be valid'], ['1 000', 'Zipcode must be valid'],
  ]);
});

describe('latitude: 0 to 90, positive, up to 6 decimals', () => {
  cases(latitude, ['0', '90', '90.0', '90.000000', '40.744500', '45.123456', 45.5, ' 40.1 '], [
    ['', 'Required'], ['90.0000001', 'Invalid latitude'], ['90.000001', 'Invalid latitude'], ['91', 'Invalid latitude'],
    ['-1', 'Invalid latitude'], ['-40.5', 'Invalid latitude'], ['45.1234567', 'Invalid latitude'], ['abc', 'Invalid latitude'],
    ['45.', 'Invalid latitude'], ['1e1', 'Invalid latitude'], ['100', 'Invalid latitude'],
  ]);
});

describe('longitude: negative, down to -180, up to 6 decimals', () => {
  cases(longitude, ['-180', '-180.000000', '-74.032900', '-0.5', '-73.123456', -74.5], [
    ['', 'Required'], ['-180.000001', 'Invalid longitude'], ['-181', 'Invalid longitude'], ['74.0329', 'Invalid longitude'],
    ['0', 'Invalid longitude'], ['-0', 'Invalid longitude'], ['-73.1234567', 'Invalid longitude'], ['-abc', 'Invalid longitude'],
  ]);
});

describe('Google review URL: optional, on Google\'s hosts: {host}/maps/place, goo.gl/maps/, {host}/local/writereview, maps.app.goo.gl, g.page', () => {
  const message = 'URL must be a valid Google Review URL';
  cases(googleReviewUrl, [
    '', null, 'https://www.google.com/maps/place/Tonys+Pizza/@40.7,-74.0,17z', 'https://goo.gl/maps/abc123',
    'https://search.google.com/local/writereview?placeid=ChIJ123', 'http://maps.google.com/maps/place/x',
    'https://www.google.co.uk/maps/place/Pub', 'https://maps.app.goo.gl/AbC123', 'https://g.page/r/CabC123/review',
  ], [
    // Issue 34: the path rule alone let any site through.
    ['https://evil.com/maps/place/x', message], ['https://google.com.evil.com/maps/place/x', message],
    ['https://evil.com/local/writereview?placeid=1', message], ['https://evil.com/x/goo.gl/maps/y', message],
    ['https://evilgoogle.com/maps/place/x', message], ['https://g.page/', message],
    ['https://example.com/review', message], ['www.google.com/maps/place/x', message], ['https://www.google.com/maps/search/x', message],
    ['https://www.google.com/place/maps/place', message], ['https://goo.gl/photos/x', message], ['not a url', message],
  ]);
});

describe('US state: one of the 50', () => {
  it('has 50 two-letter codes without DC or territories', () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_STATES).not.toContain('DC');
    expect(US_STATES).not.toContain('PR');
  });
  cases(usState, ['NJ', 'ny', ' CA '], [['', 'Required'], ['DC', 'Must be one of the 50 US states'], ['XX', 'Must be one of the 50 US states'], ['New Jersey', 'Must be one of the 50 US states']]);
});

describe('manual location: all fields required, values trimmed', () => {
  const good = { google_place_id: ' ChIJ1 ', address: ' 12 Main St ', city: ' Hoboken ', state: ' nj ', zipcode: ' 07030 ', latitude: ' 40.7445 ', longitude: ' -74.0329 ' };
  it('accepts a complete entry and trims it', () => {
    expect(manualLocationErrors(good)).toEqual({});
    expect(trimManualLocation(good)).toEqual({ google_place_id: 'ChIJ1', address: '12 Main St', city: 'Hoboken', state: 'NJ', zipcode: '07030', latitude: '40.7445', longitude: '-74.0329' });
  });
  it('names every missing field with its message', () => {
    expect(manualLocationErrors({})).toEqual({
      google_place_id: 'Required', address: 'Required', city: 'Required', state: 'Required',
      zipcode: 'Zipcode is required', latitude: 'Required', longitude: 'Required',
    });
  });
  it('treats blanks as missing and checks formats', () => {
    expect(manualLocationErrors({ ...good, city: '   ', zipcode: '123456', latitude: '90.0000001', longitude: '74', state: 'PR' })).toEqual({
      city: 'Required', zipcode: 'Zipcode must be valid', latitude: 'Invalid latitude', longitude: 'Invalid longitude', state: 'Must be one of the 50 US states',
    });
  });
});

describe('hashtags and mentions', () => {
  it('prefixes hashtags with # once, drops blanks and duplicates, removes inner spaces', () => {
    expect(normalizeHashtags(['pizza', '#pie', '##hot', ' ', 'new york', 'pizza'])).toEqual(['#pizza', '#pie', '#hot', '#newyork']);
  });
  it('prefixes mentions with @ once', () => {
    expect(normalizeMentions(['tony', '@tony', '@@bean', '#x', ''])).toEqual(['@tony', '@bean', '@x']);
  });
});

describe('firstError', () => {
  it('returns the first failing rule', () => {
    const rule = firstError(required, zipcode);
    expect(rule('')).toBe('Required');
    expect(rule('1')).toBe('Zipcode must be valid');
    expect(rule('12345')).toBeUndefined();
  });
});
