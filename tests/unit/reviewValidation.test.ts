// Review rules of spec 1 §5 and the template modal of spec 3 §5, with their exact messages.
import { describe, expect, it } from 'vitest';
import { reviewChoiceError, reviewTemplateRules } from '../../contract/validation/review';
import { fillTemplate } from '../../server/domain/proofReview';

describe('review choice', () => {
  it('needs a reason to approve', () => {
    expect(reviewChoiceError({ reviewType: 'APPROVED', reviewComments: 'nice' })).toBe('Select a review reason');
    expect(reviewChoiceError({ reviewType: 'APPROVED', reviewTemplateTitle: '  ' })).toBe('Select a review reason');
    expect(reviewChoiceError({ reviewType: 'APPROVED', reviewTemplateTitle: 'Approved - default' })).toBeUndefined();
  });

  it('needs a reason or a comment to deny', () => {
    expect(reviewChoiceError({ reviewType: 'DENIED' })).toBe('Select a review reason or leave a comment');
    expect(reviewChoiceError({ reviewType: 'DENIED', reviewComments: ' ' })).toBe('Select a review reason or leave a comment');
    expect(reviewChoiceError({ reviewType: 'DENIED', reviewComments: 'Blurry' })).toBeUndefined();
    expect(reviewChoiceError({ reviewType: 'DENIED', reviewTemplateTitle: 'Denied - blurry' })).toBeUndefined();
  });
});

describe('review template fields', () => {
  it('are all required, and the type is APPROVED or DENIED', () => {
    expect(reviewTemplateRules.title('')).toBe('Required');
    expect(reviewTemplateRules.email_template_id(' ')).toBe('Required');
    expect(reviewTemplateRules.type('')).toBe('Required');
    expect(reviewTemplateRules.type('MAYBE')).toBe('Must be APPROVED or DENIED');
    expect(reviewTemplateRules.type('DENIED')).toBeUndefined();
  });
});

describe('e-mail template filling', () => {
  it('fills the three placeholders and escapes only the values when asked', () => {
    const values = { first_name: '<Ann>', code: 'C-1', offer_summary: 'Pie' };
    expect(fillTemplate('Hi {first_name}, {code} for {offer_summary} {unknown}', values)).toBe('Hi <Ann>, C-1 for Pie {unknown}');
    expect(fillTemplate('Hi {first_name}', values, (v) => v.replace(/</g, '&lt;').replace(/>/g, '&gt;'))).toBe('Hi &lt;Ann&gt;');
  });
});
