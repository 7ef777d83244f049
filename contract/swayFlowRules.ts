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
