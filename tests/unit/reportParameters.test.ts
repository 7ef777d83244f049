// The ADDRESS report's parameters (issue 34): without an address nothing is sent and the message is
// on Address; with a point, the contract's rules mark each wrong field before any call.
import { describe, expect, it } from 'vitest';
import { parametersOf } from '../../src/pages/simpleReports/reportParameters';
import { initialParameters } from '../../src/pages/simpleReports/ReportParametersForm';
import type { SimpleReport } from '../../contract/simpleReports';

const address = { id: 4, query_name: 'Customers near an address', query_description: 'Near a point', query_type: 'ADDRESS' } as SimpleReport;
const values = (patch: Partial<ReturnType<typeof initialParameters>>) => ({ ...initialParameters(), redeemAfter: '2026-01-01', ...patch });

describe('ADDRESS report parameters', () => {
  it('without an address: the message is on Address, no numbers (no NaN/NaN)', () => {
    expect(parametersOf(address, values({}))).toEqual({ address: 'Address: choose an address, or give its longitude and latitude' });
    expect(parametersOf(address, values({ long: '-73.99', lat: ' ' }))).toEqual({ address: 'Address: choose an address, or give its longitude and latitude' });
  });

  it('a point out of range or a blank distance is marked on its own field', () => {
    expect(parametersOf(address, values({ long: '-200', lat: '40.69', distance: '' }))).toEqual({
      long: 'Longitude: a number from -180 to 180', distance: 'Distance: more than 0 and at most 500 miles',
    });
    expect(parametersOf(address, values({ long: '-73.99', lat: '40.69', redeemAfter: '' }))).toEqual({
      redeemAfter: 'Redeemed after: a date as YYYY-MM-DD, not in the future',
    });
  });

  it('a chosen address gives the call its numbers', () => {
    expect(parametersOf(address, values({ long: '-73.99', lat: '40.69', distance: '30' })))
      .toEqual({ type: 'ADDRESS', long: -73.99, lat: 40.69, distance: 30, redeemAfter: '2026-01-01' });
  });
});
