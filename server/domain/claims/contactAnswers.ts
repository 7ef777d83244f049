// The contact step of the claim flow (spec 3 §3 contact_info_data): what a customer typed, checked
// against the fields the editor configured, with a message per field that names the fix. The
// normal form of each value is what duplicates are compared on.
import { CONTACT_LIMITS, type ContactFieldKind, type ContactInfoData } from '../../../contract/swayFlow';
import { CONTACT_FIELD_LABELS, SHOW_CONSENT_FIELD, SHOW_CONSENT_VALUE } from '../../../customer/flow/render';

export { CONTACT_LIMITS };

const FORMATS: Partial<Record<ContactFieldKind, { pattern: RegExp; message: string }>> = {
  EMAIL_ADDRESS: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter an e-mail address such as ann@example.com' },
  PHONE_NUMBER: { pattern: /^\+?[\d\s().-]*$/, message: 'Enter a phone number with 7 to 15 digits' },
  ZIP_CODE: { pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, message: 'Enter a ZIP code such as 60614' },
  INSTAGRAM_HANDLE: { pattern: /^@?[A-Za-z0-9._]{1,30}$/, message: 'Enter an Instagram handle such as @ann.smith' },
};

/** The value duplicates are compared on: case, spaces, a phone's punctuation and a handle's @ do not count. */
export function normalContact(kind: ContactFieldKind, value: string): string {
  const text = value.trim();
  switch (kind) {
    case 'PHONE_NUMBER': return text.replace(/\D/g, '');
    case 'INSTAGRAM_HANDLE': return text.replace(/^@/, '').toLowerCase();
    case 'ZIP_CODE': return text.replace(/\s/g, '').toUpperCase();
    default: return text.replace(/\s+/g, ' ').toLowerCase();
  }
}

export interface ContactAnswers {
  /** Trimmed values by field name (contact kinds, custom_info, custom_text); empty ones left out. */
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const fieldName = (kind: ContactFieldKind) => CONTACT_FIELD_LABELS[kind].toLowerCase();

export function checkContactAnswers(data: ContactInfoData, body: Record<string, unknown>): ContactAnswers {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const read = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const required = new Set(data.required_contact_info ?? []);

  for (const kind of data.collect_contact_info ?? []) {
    const value = read(kind);
    if (!value) {
      if (required.has(kind)) errors[kind] = `Enter your ${fieldName(kind)}`;
      continue;
    }
    values[kind] = value;
    const format = FORMATS[kind];
    if (value.length > CONTACT_LIMITS[kind]) errors[kind] = `At most ${CONTACT_LIMITS[kind]} characters`;
    else if (format && !format.pattern.test(value)) errors[kind] = format.message;
    else if (kind === 'PHONE_NUMBER' && !/^\d{7,15}$/.test(normalContact(kind, value))) errors[kind] = FORMATS.PHONE_NUMBER!.message;
  }

  const choice = data.collect_custom_info;
  if (choice?.title) {
    const value = read('custom_info');
    if (value) values.custom_info = value;
    if (!value && choice.required) errors.custom_info = 'Choose an answer';
    else if (value && !choice.choices.includes(value)) errors.custom_info = 'Choose one of the answers in the list';
  }
  const text = data.collect_custom_text;
  if (text?.title) {
    const value = read('custom_text');
    if (value) values.custom_text = value;
    if (!value && text.required) errors.custom_text = 'Enter an answer';
    else if (value.length > CONTACT_LIMITS.customText) errors.custom_text = `At most ${CONTACT_LIMITS.customText} characters`;
  }
  // The customer's optional consent to be shown in the business's widgets (issue 14); unticked, nothing is kept.
  if (read(SHOW_CONSENT_FIELD) === SHOW_CONSENT_VALUE) values[SHOW_CONSENT_FIELD] = SHOW_CONSENT_VALUE;
  return { values, errors };
}
