// The rules of a sway flow (spec 3 §4, §5), one implementation for the editor and the server:
// which panels are on, what switching one changes, and the normal form a flow is saved in.
import {
  FLOW_LIMITS, FLOW_MESSAGES, OCR_REVIEW_LEVELS, type ContactFieldKind, type ContactInfoData, type Flow, type FlowEndType,
  type ProofReviewLevel,
} from './swayFlow';

/** The screens of the flow in the order a customer sees them; each is a preview mode (spec 3 §2). */
export const FLOW_SCREENS = ['campaign', 'claim', 'proofRequirements', 'contactInfo', 'voucher', 'whatsNext'] as const;
export type FlowScreen = (typeof FLOW_SCREENS)[number];

type FlowSwitches = Pick<Flow, 'claim_enabled' | 'contact_info_enabled' | 'end_type'> & { claim_data: { require_social_proof?: boolean } };

/** Proof requirements and the social tags need claim on and require_social_proof on (spec 3 §4). */
export const proofRequirementsEnabled = (flow: FlowSwitches) => flow.claim_enabled && flow.claim_data.require_social_proof === true;

/** Whether a screen is part of the flow as configured; only these can be previewed. */
export function screenEnabled(flow: FlowSwitches, screen: FlowScreen): boolean {
  switch (screen) {
    case 'campaign': return true;
    case 'claim': return flow.claim_enabled;
    case 'proofRequirements': return proofRequirementsEnabled(flow);
    case 'contactInfo': return flow.contact_info_enabled;
    case 'voucher': return flow.end_type === 'VOUCHER';
    case 'whatsNext': return flow.end_type === 'WHATS_NEXT';
  }
}

/** The screens a customer walks through, in order. */
export const enabledScreens = (flow: FlowSwitches) => FLOW_SCREENS.filter((screen) => screenEnabled(flow, screen));

/** The voucher and what's-next panels are the two ends: switching one sets the end type (spec 3 §4). */
export function endTypeAfterSwitch(panel: FlowEndType, enabled: boolean): FlowEndType {
  if (enabled) return panel;
  return panel === 'VOUCHER' ? 'WHATS_NEXT' : 'VOUCHER';
}

/** Selecting or deselecting a contact field; deselecting drops its required and no-duplicate flags. */
export function withContactField(data: ContactInfoData, kind: ContactFieldKind, collected: boolean): ContactInfoData {
  const collect = new Set(data.collect_contact_info ?? []);
  if (collected) collect.add(kind);
  else collect.delete(kind);
  return normaliseContactFields({ ...data, collect_contact_info: [...collect] });
}

/** Required and no-duplicate flags only on collected fields. */
export function normaliseContactFields(data: ContactInfoData): ContactInfoData {
  const collected = data.collect_contact_info ?? [];
  const keep = (kinds: ContactFieldKind[] | undefined) => (kinds ?? []).filter((k) => collected.includes(k));
  return { ...data, required_contact_info: keep(data.required_contact_info), prevent_duplicate_contact_info: keep(data.prevent_duplicate_contact_info) };
}

/** Extra words are trimmed and blank ones ignored (spec 3 §5). */
export const cleanExtraWords = (words: readonly string[] | undefined) => (words ?? []).map((w) => w.trim()).filter(Boolean);

/** The extra-word fields show only for the OCR levels (spec 3 §4). */
export const extraWordsShown = (level: ProofReviewLevel | undefined) => level !== undefined && OCR_REVIEW_LEVELS.includes(level);

/**
 * The duplicate timeout as a whole number of days, or the spec's message when duplicates from
 * other offers are prevented and what was typed is not one (spec 3 §5). Unused values pass.
 */
export function timeoutDays(data: Pick<ContactInfoData, 'prevent_duplicates_from_other_offers'> & { prevent_duplicate_timeout_in_days?: unknown }):
  { days: number | undefined } | { error: string } {
  const raw = data.prevent_duplicate_timeout_in_days;
  const typed = typeof raw === 'string' ? raw.trim() : raw;
  const days = typeof typed === 'number' ? typed : typeof typed === 'string' && /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  const valid = Number.isInteger(days) && days >= 0 && days <= FLOW_LIMITS.timeoutDays;
  if (valid) return { days };
  if (data.prevent_duplicates_from_other_offers) return { error: FLOW_MESSAGES.invalidTimeout };
  return { days: undefined };
}

/**
 * Words of an end screen that promise the reward by e-mail or by text message (issue 32). The
 * stored-flow repair (migration 0024) uses the same patterns in PostgreSQL's syntax.
 */
export const CONTACT_PROMISES = {
  EMAIL_ADDRESS: { pattern: /\be-?mail|\binbox\b/i, noun: 'an e-mail', field: 'E-mail address' },
  PHONE_NUMBER: { pattern: /\b(sms|texted|text you|by text|text messages?|a text)\b/i, noun: 'a text message', field: 'Phone number' },
} as const satisfies Partial<Record<ContactFieldKind, { pattern: RegExp; noun: string; field: string }>>;
export type PromisedContact = keyof typeof CONTACT_PROMISES;

export const promiseMessage = (kind: PromisedContact) =>
  `This text promises ${CONTACT_PROMISES[kind].noun}, but the contact step does not ask for it. Collect "${CONTACT_PROMISES[kind].field}" in Contact info, or reword this text.`;
export const SEND_VOUCHER_NEEDS_CONTACT = 'To send the voucher, collect "E-mail address" or "Phone number" in Contact info.';

type PromiseFlow = Pick<Flow, 'contact_info_enabled' | 'end_type' | 'voucher_data' | 'whats_next_data'> & {
  contact_info_data: Pick<ContactInfoData, 'collect_contact_info' | 'send_voucher_via_contact'>;
};

/** Whether the flow's contact step asks for this kind of contact. */
export const collects = (flow: Pick<PromiseFlow, 'contact_info_enabled' | 'contact_info_data'>, kind: ContactFieldKind) =>
  flow.contact_info_enabled && (flow.contact_info_data.collect_contact_info ?? []).includes(kind);

/** The end screen's texts by field path (the paths the editor puts errors on). */
function endTexts(flow: PromiseFlow): Array<[string, string | undefined]> {
  const part = flow.end_type === 'VOUCHER' ? 'voucher_data' : 'whats_next_data';
  const data: { title?: string; subtitle?: string; steps_title?: string; steps?: Array<{ title: string; subtitle?: string; description?: string }> } = flow[part];
  return [
    [`${part}.title`, data.title], [`${part}.subtitle`, data.subtitle], [`${part}.steps_title`, data.steps_title],
    ...(data.steps ?? []).flatMap((step, i): Array<[string, string | undefined]> => [
      [`${part}.steps.${i}.title`, step.title], [`${part}.steps.${i}.subtitle`, step.subtitle], [`${part}.steps.${i}.description`, step.description],
    ]),
  ];
}

/**
 * No promise that cannot be kept (issue 32): an end screen that says the reward comes by e-mail or
 * text message needs the contact step to ask for that contact, and sending the voucher by contact
 * needs an e-mail address or phone number to send it to. Answers the messages by field path.
 */
export function flowPromiseErrors(flow: PromiseFlow): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, text] of endTexts(flow)) {
    const broken = (Object.keys(CONTACT_PROMISES) as PromisedContact[])
      .find((kind) => text && CONTACT_PROMISES[kind].pattern.test(text) && !collects(flow, kind));
    if (broken) errors[path] = promiseMessage(broken);
  }
  if (flow.contact_info_enabled && flow.contact_info_data.send_voucher_via_contact && !collects(flow, 'EMAIL_ADDRESS') && !collects(flow, 'PHONE_NUMBER')) {
    errors['contact_info_data.send_voucher_via_contact'] = SEND_VOUCHER_NEEDS_CONTACT;
  }
  return errors;
}
