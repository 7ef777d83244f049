// Every rule and message of spec 2 §5 (offers and settings), with boundary cases, plus the
// pure state machine of spec 2 §4.
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ORDER_FLOWS, eventListError, eventTimeError, facebookReviewUrl, flowAllowed, isQuarterTime, maskPhone,
  normalizeHashtags, normalizeMentions, ONE_TIME_MIN_DAYS, optionalDollars, orderFlowErrors, offersPerLocation,
  randomShortCode, savedOrderUrl, socialProofSettingsRules, specialInstructions, tasksRequired, displayPriorityFor,
  errorsOf, businessSettingsRules, dollarsToCents, centsToDollars,
} from '../../contract/validation';
import { transition, endOfDay } from '../../server/domain/offerStateMachine';

const ev = (event_date: string, start_time: string, end_time: string) => ({ event_date, start_time, end_time });

describe('event times', () => {
  it('checks date, then start, then end, in the spec order', () => {
    expect(eventTimeError({})).toBe('No Date Selected.');
    expect(eventTimeError({ start_time: '10:00', end_time: '11:00' })).toBe('No Date Selected.');
    expect(eventTimeError({ event_date: '2030-13-45', start_time: '10:00' })).toBe('No Date Selected.');
    expect(eventTimeError({ event_date: '2030-01-01', end_time: '11:00' })).toBe('No Start Time Selected.');
    expect(eventTimeError({ event_date: '2030-01-01', start_time: '10:00' })).toBe('No End Time Selected.');
    expect(eventTimeError({ event_date: '2030-01-01', start_time: '10:00', end_time: '' })).toBe('No End Time Selected.');
  });
  it('allows an end equal to the start, refuses one before it', () => {
    expect(eventTimeError(ev('2030-01-01', '10:00', '10:00'))).toBeUndefined();
    expect(eventTimeError(ev('2030-01-01', '10:15', '10:00'))).toBe('End time must come after start time.');
    expect(eventTimeError(ev('2030-01-01', '23:45', '00:00'))).toBe('End time must come after start time.');
  });
  it('refuses an exact duplicate but not a different time on the same day', () => {
    const list = [ev('2030-01-01', '10:00', '11:00')];
    expect(eventTimeError(ev('2030-01-01', '10:00', '11:00'), list)).toBe('Event Date And Time Already added.');
    expect(eventTimeError(ev('2030-01-01', '10:00', '11:15'), list)).toBeUndefined();
  });
  it('allows only minutes 0, 15, 30, 45', () => {
    for (const ok of ['00:00', '09:15', '12:30', '23:45']) expect(isQuarterTime(ok)).toBe(true);
    for (const bad of ['09:10', '09:44', '24:00', '9:15', '12:60']) expect(isQuarterTime(bad)).toBe(false);
    expect(eventTimeError(ev('2030-01-01', '10:05', '11:00'))).toMatch(/Minutes/);
  });
  it('needs at least one time for EVENT only', () => {
    expect(eventListError('EVENT', [])).toBe('No event times selected');
    expect(eventListError('VISIT', [])).toBeUndefined();
    expect(eventListError('EVENT', [ev('2030-01-01', '10:00', '11:00'), ev('2030-01-01', '10:00', '11:00')])).toBe('Event Date And Time Already added.');
  });
});

describe('order flows and redeem fields', () => {
  it('allows VISIT/CALL/URL/EVENT for LOCAL and CALL/URL for WEB', () => {
    expect(ALLOWED_ORDER_FLOWS.WEB).toEqual(['CALL', 'URL']);
    expect(flowAllowed('WEB', 'VISIT')).toBe(false);
    expect(flowAllowed('WEB', 'EVENT')).toBe(false);
    expect(flowAllowed('LOCAL', 'EVENT')).toBe(true);
  });
  it('requires a valid order URL for URL, and keeps the rest optional but valid', () => {
    expect(orderFlowErrors({ offer_order_flow_type: 'URL' })).toEqual({ offer_url: 'Required' });
    expect(orderFlowErrors({ offer_order_flow_type: 'URL', offer_url: 'example.com' })).toEqual({ offer_url: 'Invaild URL' });
    expect(orderFlowErrors({ offer_order_flow_type: 'URL', offer_url: 'https://example.com' })).toEqual({});
    expect(orderFlowErrors({ offer_order_flow_type: 'CALL' })).toEqual({});
    expect(orderFlowErrors({ offer_order_flow_type: 'CALL', offer_phone: '(555) 555-555' })).toEqual({ offer_phone: 'Invalid phone number' });
    expect(orderFlowErrors({ offer_order_flow_type: 'VISIT', offer_description_url: 'x y' })).toEqual({ offer_description_url: 'Invaild URL' });
  });
  it('saves the order URL only when non-empty and valid', () => {
    expect(savedOrderUrl('')).toBeNull();
    expect(savedOrderUrl('nope')).toBeNull();
    expect(savedOrderUrl(' https://a.example.com ')).toBe('https://a.example.com');
  });
  it('masks phones as (###) ###-####', () => {
    expect(maskPhone('5555555555')).toBe('(555) 555-5555');
    expect(maskPhone('555')).toBe('(555');
    expect(maskPhone('55555555559999')).toBe('(555) 555-5555');
  });
});

describe('admin fields, socials and settings', () => {
  it('special instructions are required (lower-case message)', () => {
    expect(specialInstructions('  ')).toBe('required');
    expect(specialInstructions('x')).toBeUndefined();
  });
  it('offers per location is required and at least 0; tasks are required', () => {
    expect(offersPerLocation('')).toBe('Required');
    expect(offersPerLocation(-1)).toBe('Must be 0 or more');
    expect(offersPerLocation(0)).toBeUndefined();
    expect(offersPerLocation(1.5)).toBe('Must be 0 or more');
    expect(tasksRequired([])).toBe('Required');
    expect(tasksRequired(['TIK_TOK'])).toBeUndefined();
  });
  it('display priority only for WEB; one-time is 36500 days', () => {
    expect(displayPriorityFor('LOCAL', 3)).toBeNull();
    expect(displayPriorityFor('WEB', 3)).toBe(3);
    expect(ONE_TIME_MIN_DAYS).toBe(36500);
  });
  it('prefixes hashtags and mentions and trims them', () => {
    expect(normalizeHashtags([' pizza ', '#pizza', '', 'new york'])).toEqual(['#pizza', '#newyork']);
    expect(normalizeMentions(['tony', '@@tony', ' @x '])).toEqual(['@tony', '@x']);
  });
  it('short codes are 10 random letters and digits', () => {
    expect(randomShortCode()).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(randomShortCode(10, () => 0)).toBe('AAAAAAAAAA');
  });
  it('checks the Facebook review URL, business fields, dollars and widget settings', () => {
    expect(facebookReviewUrl('')).toBeUndefined();
    expect(facebookReviewUrl('https://www.facebook.com/x/reviews')).toBeUndefined();
    expect(facebookReviewUrl('https://notfacebook.com/x')).toBe('URL must be a valid Facebook Review URL');
    expect(errorsOf(businessSettingsRules, { brand: '', title: 'T', industryCategoryId: null })).toEqual({ brand: 'Required', industryCategoryId: 'Required' });
    expect(optionalDollars('12.5')).toBeUndefined();
    expect(optionalDollars('12.555')).toBe('Must be a dollar amount');
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(centsToDollars(1250)).toBe('12.50');
    expect(errorsOf(socialProofSettingsRules, { verified_by_name: 'n', verified_by_icon: 'www.x', install_url: 'http://x', time_between_posts: '8', cycle_delay: '3.5' }))
      .toEqual({ verified_by_icon: 'Must be a valid URL', cycle_delay: 'Must be a valid number' });
  });
});

describe('state machine (pure)', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const ctx = { startDate: null, hasImage: true, now };
  it('approves from NEEDS_APPROVAL and PAUSED only, scheduling a future start', () => {
    expect(transition('NEEDS_APPROVAL', 'approve', ctx)).toEqual({ ok: true, next: 'ACTIVE' });
    expect(transition('PAUSED', 'approve', { ...ctx, startDate: new Date('2030-07-01') })).toEqual({ ok: true, next: 'SCHEDULED' });
    expect(transition('ACTIVE', 'approve', ctx).ok).toBe(false);
    expect(transition('NEEDS_APPROVAL', 'approve', { ...ctx, hasImage: false }).ok).toBe(false);
  });
  it('stops today (or earlier) to COMPLETE, later keeps the status', () => {
    expect(transition('ACTIVE', 'stop', { ...ctx, stopDay: '2030-06-15' })).toEqual({ ok: true, next: 'COMPLETE' });
    expect(transition('ACTIVE', 'stop', { ...ctx, stopDay: '2030-06-16' })).toEqual({ ok: true, next: 'ACTIVE' });
    expect(transition('COMPLETE', 'stop', { ...ctx, stopDay: '2030-06-16' }).ok).toBe(false);
    expect(endOfDay('2030-02-30')).toBeNull();
  });
});

describe('coupon CSV parsing (console, papaparse)', async () => {
  const { parseCodes, previewCodes } = await import('../../resources/couponCodes/csv');
  it('takes the first column, skips blank lines and the header, and keeps file lines', () => {
    const codes = parseCodes('code,note\nA1,x\n\n"B,2",y\n  C3  \n', true);
    expect(codes).toEqual([{ value: 'A1', line: 2 }, { value: 'B,2', line: 4 }, { value: 'C3', line: 5 }]);
    expect(parseCodes('code\nA1\n', false).map((c) => c.value)).toEqual(['code', 'A1']);
  });
  it('keeps a row whose first cell is empty so the server can name that line', () => {
    expect(parseCodes('h\n,x\n', true)).toEqual([{ value: '', line: 2 }]);
  });
  it('previews the first 5 and the last 5 codes', () => {
    const codes = Array.from({ length: 12 }, (_, i) => ({ value: `C${i + 1}`, line: i + 2 }));
    const { first, last } = previewCodes(codes);
    expect(first.map((c) => c.value)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    expect(last.map((c) => c.value)).toEqual(['C8', 'C9', 'C10', 'C11', 'C12']);
    expect(previewCodes(codes.slice(0, 7)).last.map((c) => c.value)).toEqual(['C6', 'C7']);
    expect(previewCodes(codes.slice(0, 3))).toEqual({ first: codes.slice(0, 3), last: [] });
  });
});
