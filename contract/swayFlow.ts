// The claim flow of a sway offer (spec 3 §3 Flow, Step): what a customer walks through on a
// phone, as the editor saves it and the public pages read it. Every text has a length limit
// (shown as a field error naming it); a body that fails is refused whole with the field named.
import { z } from 'zod';
import { adminOnly } from './adminOnly';
import { optionalImageUrl, zodRule } from './validation';

export const STEP_ICONS = ['giftcard', 'calendar', 'megaphone', 'barcode', 'circleoutline', 'circlecheckoutline', 'code'] as const;
export const CONTACT_FIELD_KINDS = ['FIRST_NAME', 'PHONE_NUMBER', 'EMAIL_ADDRESS', 'ADDRESS', 'ZIP_CODE', 'INSTAGRAM_HANDLE'] as const;
export const FLOW_END_TYPES = ['VOUCHER', 'WHATS_NEXT'] as const;
export const PROOF_REVIEW_LEVELS = ['AUTO', 'OCR_PERMISSIVE', 'OCR_STRICT', 'OCR_MANUAL', 'REVIEW'] as const;
/** Review levels that read the screenshot; only they show the extra-word fields (spec 3 §4). */
export const OCR_REVIEW_LEVELS: readonly ProofReviewLevel[] = ['OCR_PERMISSIVE', 'OCR_STRICT', 'OCR_MANUAL'];
export const FLOW_COUPON_SIZES = ['small', 'medium', 'large'] as const;

export type StepIcon = (typeof STEP_ICONS)[number];
export type ContactFieldKind = (typeof CONTACT_FIELD_KINDS)[number];
export type FlowEndType = (typeof FLOW_END_TYPES)[number];
export type ProofReviewLevel = (typeof PROOF_REVIEW_LEVELS)[number];

/** The limits of the flow's fields, shown in the editor's counters and enforced by the server. */
export const FLOW_LIMITS = {
  title: 120,
  text: 1000,
  short: 60,
  steps: 10,
  listItems: 10,
  choices: 20,
  extraWords: 10,
  timeoutDays: 3650,
} as const;

/** The longest answer each contact field takes: the server refuses more, the page's inputs allow no more (issue 32). */
export const CONTACT_LIMITS = { FIRST_NAME: 60, EMAIL_ADDRESS: 254, PHONE_NUMBER: 30, ADDRESS: 200, ZIP_CODE: 10, INSTAGRAM_HANDLE: 31, customText: 500 } as const;

export const FLOW_MESSAGES = {
  stepTitleRequired: 'Required',
  invalidTimeout: 'Invalid duplicate timeout day number',
  updateFailed: 'There was a problem updating your offer. Try again.',
  color: 'Must be a colour such as #d32f2f',
} as const;

const limit = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const title = limit(FLOW_LIMITS.title).optional();
const text = limit(FLOW_LIMITS.text).optional();
const image = z.string().trim().max(2000).superRefine(zodRule(optionalImageUrl)).optional();
const color = z.string().trim().regex(/^#[0-9a-fA-F]{3,8}$/, FLOW_MESSAGES.color).optional().or(z.literal(''));
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `At most ${max} items`);
const kinds = list(z.enum(CONTACT_FIELD_KINDS), CONTACT_FIELD_KINDS.length).optional();

export const flowStep = z.object({
  title: limit(FLOW_LIMITS.title).min(1, FLOW_MESSAGES.stepTitleRequired),
  icon: z.enum(STEP_ICONS).optional(),
  subtitle: text,
  description: text,
  referral_code: limit(FLOW_LIMITS.short).optional(),
  nocode: z.boolean().optional(),
});
export type FlowStep = z.infer<typeof flowStep>;
const steps = list(flowStep, FLOW_LIMITS.steps).optional();
const extraWords = list(limit(FLOW_LIMITS.short), FLOW_LIMITS.extraWords).optional();

export const claimData = z.object({
  steps,
  instructions_title: title,
  instructions: text,
  step_one_title: title,
  step_one_text: text,
  require_social_proof: z.boolean().optional(),
  review_proof: z.boolean().optional(),
  auto_check_proofs: z.boolean().optional(),
  extra_word_check: extraWords,
  extra_word_title: title,
  extra_word_description: text,
  /** Ask the customer to disclose the reward (#ad on a post, a sentence in a review); OCR looks for it. */
  ask_for_disclosure: z.boolean().optional(),
});

export const proofRequirementsData = z.object({
  title,
  subtitle: text,
  steps,
  special_notes_title: title,
  special_notes: list(limit(FLOW_LIMITS.text), FLOW_LIMITS.listItems).optional(),
  example_image_urls: list(z.string().trim().max(2000).superRefine(zodRule(optionalImageUrl)), FLOW_LIMITS.listItems).optional(),
});

export const contactInfoData = z.object({
  font_color: color,
  background_color: color,
  fields_font_color: color,
  fields_background_color: color,
  button_text: limit(FLOW_LIMITS.short).optional(),
  button_font_color: color,
  button_background_color: color,
  header_image: image,
  footer_image: image,
  title,
  subtitle: text,
  steps,
  collect_contact_info: kinds,
  required_contact_info: kinds,
  prevent_duplicate_contact_info: kinds,
  show_disclaimer: z.boolean().optional(),
  collect_custom_info: z.object({
    title: limit(FLOW_LIMITS.title),
    choices: list(limit(FLOW_LIMITS.short), FLOW_LIMITS.choices),
    required: z.boolean(),
  }).optional(),
  collect_custom_text: z.object({ title: limit(FLOW_LIMITS.title), required: z.boolean() }).optional(),
  prevent_duplicates_from_other_offers: z.boolean().optional(),
  /** A number of days; the editor sends what was typed, the server refuses what is not one. */
  prevent_duplicate_timeout_in_days: z.unknown().optional(),
  send_voucher_via_contact: z.boolean().optional(),
  ask_for_google_review: z.boolean().optional(),
});

export const voucherData = z.object({
  title,
  subtitle: text,
  steps,
  couponImgUrl: image,
  couponSize: z.enum(FLOW_COUPON_SIZES).optional(),
  couponOutline: z.boolean().optional(),
});

export const whatsNextData = z.object({
  title,
  subtitle: text,
  steps_title: title,
  steps,
  steps_include_social: z.boolean().optional(),
  fb_mention: limit(FLOW_LIMITS.short).optional(),
  ig_mention: limit(FLOW_LIMITS.short).optional(),
  hasReferralCode: z.boolean().optional(),
  referTitle: title,
  referSubtitle: text,
  referCall: limit(FLOW_LIMITS.short).optional(),
  referCode: limit(FLOW_LIMITS.short).optional(),
});

export const sideEffectData = z.object({
  chargebee_addon_id: limit(100).nullable().optional(),
  auto_check_proofs: z.enum(PROOF_REVIEW_LEVELS).optional(),
  extra_word_title: title,
  extra_word_description: text,
  extra_word_check: extraWords,
  proof_created_email_template_id: limit(200).optional(),
  default_approve_email_template_id: limit(200).optional(),
});

export type ClaimData = z.infer<typeof claimData>;
export type ProofRequirementsData = z.infer<typeof proofRequirementsData>;
export type ContactInfoData = Omit<z.infer<typeof contactInfoData>, 'prevent_duplicate_timeout_in_days'> & {
  prevent_duplicate_timeout_in_days?: number;
};
export type VoucherData = z.infer<typeof voucherData>;
export type WhatsNextData = z.infer<typeof whatsNextData>;
export type SideEffectData = z.infer<typeof sideEffectData>;

/** The parts of a flow that hold data and can be restored to their defaults one by one. */
export const FLOW_PARTS = [
  'claim_data', 'proof_requirements_data', 'contact_info_data', 'voucher_data', 'whats_next_data', 'side_effect_data',
] as const;
export type FlowPart = (typeof FLOW_PARTS)[number];

/** A flow as stored and sent (spec 3 §3 Flow). */
export interface Flow {
  claim_enabled: boolean;
  claim_data: ClaimData;
  proof_requirements_data: ProofRequirementsData;
  contact_info_enabled: boolean;
  contact_info_data: ContactInfoData;
  end_type: FlowEndType;
  voucher_data: VoucherData;
  whats_next_data: WhatsNextData;
  side_effect_data: SideEffectData;
}

const flowShape = {
  claim_enabled: z.boolean(),
  claim_data: claimData,
  proof_requirements_data: proofRequirementsData,
  contact_info_enabled: z.boolean(),
  contact_info_data: contactInfoData,
  end_type: z.enum(FLOW_END_TYPES),
  voucher_data: voucherData,
  whats_next_data: whatsNextData,
  side_effect_data: sideEffectData,
};

/** PUT swayOffer/{id}/flow: any of the flow's parts; each part sent replaces the stored one. */
export const flowUpdateRequest = z.object(flowShape).partial().strict();
export type FlowUpdateRequest = z.input<typeof flowUpdateRequest>;

/** The flow in a reply; side_effect_data is admin-only (absent for business users). */
export const flowReply = z.object({
  ...flowShape,
  contact_info_data: contactInfoData.extend({ prevent_duplicate_timeout_in_days: z.number().optional() }),
  side_effect_data: adminOnly(sideEffectData),
});
