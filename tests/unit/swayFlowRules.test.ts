// The flow rules of spec 3 §4-§5 shared by the editor and the server, the default restoration per
// part, and what the preview's button does (spec 3 §2 preview-only toasts).
import { describe, expect, it } from 'vitest';
import { defaultFlow, defaultFlowPart } from '../../contract/swayFlowDefaults';
import {
  cleanExtraWords, endTypeAfterSwitch, enabledScreens, extraWordsShown, proofRequirementsEnabled, timeoutDays, withContactField,
} from '../../contract/swayFlowRules';
import { FLOW_PARTS } from '../../contract/swayFlow';
import { previewStep } from '../../resources/swayOffers/previewSteps';

const flow = (answers: Parameters<typeof defaultFlow>[0] = { claim_enabled: true, contact_info_enabled: true, end_type: 'VOUCHER' }) => defaultFlow(answers);

describe('defaults', () => {
  it('restores each part to a fresh copy of its default', () => {
    for (const part of FLOW_PARTS) {
      const first = defaultFlowPart(part);
      expect(first).toEqual(defaultFlowPart(part));
      expect(first).not.toBe(defaultFlowPart(part));
    }
    const edited = defaultFlowPart('voucher_data');
    edited.title = 'Changed';
    expect(defaultFlowPart('voucher_data').title).toBe('Thank you! Here is your reward');
  });

  it('a new flow takes the three answers of the modal', () => {
    expect(flow({ claim_enabled: false, contact_info_enabled: true, end_type: 'WHATS_NEXT' })).toMatchObject({
      claim_enabled: false, contact_info_enabled: true, end_type: 'WHATS_NEXT',
    });
  });
});

describe('rules', () => {
  it('switching one end off sets the other; switching it on keeps it', () => {
    expect(endTypeAfterSwitch('VOUCHER', false)).toBe('WHATS_NEXT');
    expect(endTypeAfterSwitch('WHATS_NEXT', false)).toBe('VOUCHER');
    expect(endTypeAfterSwitch('WHATS_NEXT', true)).toBe('WHATS_NEXT');
  });

  it('proof requirements need claim on and require_social_proof on', () => {
    const f = flow();
    expect(proofRequirementsEnabled(f)).toBe(true);
    expect(proofRequirementsEnabled({ ...f, claim_enabled: false })).toBe(false);
    expect(proofRequirementsEnabled({ ...f, claim_data: { ...f.claim_data, require_social_proof: false } })).toBe(false);
  });

  it('deselecting a contact field removes its required and no-duplicate flags', () => {
    const data = defaultFlowPart('contact_info_data');
    const without = withContactField(data, 'EMAIL_ADDRESS', false);
    expect(without.collect_contact_info).toEqual(['FIRST_NAME']);
    expect(without.required_contact_info).toEqual(['FIRST_NAME']);
    expect(without.prevent_duplicate_contact_info).toEqual([]);
    expect(withContactField(without, 'PHONE_NUMBER', true).collect_contact_info).toEqual(['FIRST_NAME', 'PHONE_NUMBER']);
  });

  it('the duplicate timeout is a whole number of days when duplicates from other offers are refused', () => {
    expect(timeoutDays({ prevent_duplicates_from_other_offers: true, prevent_duplicate_timeout_in_days: ' 14 ' })).toEqual({ days: 14 });
    expect(timeoutDays({ prevent_duplicates_from_other_offers: true, prevent_duplicate_timeout_in_days: 'two weeks' }))
      .toEqual({ error: 'Invalid duplicate timeout day number' });
    expect(timeoutDays({ prevent_duplicates_from_other_offers: true, prevent_duplicate_timeout_in_days: 1.5 }))
      .toEqual({ error: 'Invalid duplicate timeout day number' });
    expect(timeoutDays({ prevent_duplicates_from_other_offers: false, prevent_duplicate_timeout_in_days: 'x' })).toEqual({ days: undefined });
  });

  it('extra words are trimmed, blanks ignored, and shown only for the OCR levels', () => {
    expect(cleanExtraWords([' pizza ', '', '  ', 'slice'])).toEqual(['pizza', 'slice']);
    expect(['AUTO', 'OCR_PERMISSIVE', 'OCR_STRICT', 'OCR_MANUAL', 'REVIEW'].filter((l) => extraWordsShown(l as never)))
      .toEqual(['OCR_PERMISSIVE', 'OCR_STRICT', 'OCR_MANUAL']);
  });

  it('only the screens of the flow can be previewed, in the customer order', () => {
    expect(enabledScreens(flow())).toEqual(['campaign', 'claim', 'proofRequirements', 'contactInfo', 'voucher']);
    expect(enabledScreens(flow({ claim_enabled: false, contact_info_enabled: false, end_type: 'WHATS_NEXT' }))).toEqual(['campaign', 'whatsNext']);
  });
});

describe('the preview button', () => {
  it('shows the tutorial toast after the screenshot, and the delivery toasts after the contact info', () => {
    const f = flow();
    expect(previewStep('claim', f)).toEqual({ next: 'proofRequirements', toasts: ['tutorial'] });
    const sending = { ...f, contact_info_data: { ...f.contact_info_data, send_voucher_via_contact: true, collect_contact_info: ['EMAIL_ADDRESS', 'PHONE_NUMBER'] as never } };
    expect(previewStep('contactInfo', sending)).toEqual({ next: 'voucher', toasts: ['emailSent', 'textSent', 'forwarded'] });
    expect(previewStep('contactInfo', { ...f, end_type: 'WHATS_NEXT' })).toEqual({ next: 'whatsNext', toasts: [] });
    expect(previewStep('voucher', f)).toEqual({ next: null, toasts: [] });
  });
});
