// The server's 400 field messages put on form fields (issue 18 defect 5): by top-level name for
// react-admin forms, by whole path for the flow editor's nested fields.
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fieldErrorsOf } from '../../src/components/submit/fieldErrors';

const refusal = new HttpError('Invalid body', 400, {
  error: 'Invalid body',
  fields: { 'hashtags.3': 'At most 30 characters', 'hashtags.5': 'Use letters and digits', 'voucher_data.steps.0.title': 'Required', '': 'Body refused', count: 3 },
});

describe('fieldErrorsOf', () => {
  it('keeps the first message per top-level field, and a pathless one as body', () => {
    expect(fieldErrorsOf(refusal)).toEqual({ hashtags: 'At most 30 characters', voucher_data: 'Required', body: 'Body refused' });
  });

  it('keeps whole paths when asked, for editors with nested fields', () => {
    expect(fieldErrorsOf(refusal, { keepPaths: true })).toEqual({
      'hashtags.3': 'At most 30 characters', 'hashtags.5': 'Use letters and digits', 'voucher_data.steps.0.title': 'Required', body: 'Body refused',
    });
  });

  it('answers nothing for errors that are not field refusals', () => {
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(fieldErrorsOf(new HttpError('Not found', 404, { error: 'Not found' }))).toEqual({});
  });
});
