// Shapes of the sway flow's JSON columns (spec 3 §3 Flow). Every field is optional: the editor
// restores defaults per part, and older rows may lack newer fields.

export type StepIcon = 'giftcard' | 'calendar' | 'megaphone' | 'barcode' | 'circleoutline' | 'circlecheckoutline' | 'code';
export type ContactFieldKind = 'FIRST_NAME' | 'PHONE_NUMBER' | 'EMAIL_ADDRESS' | 'ADDRESS' | 'ZIP_CODE' | 'INSTAGRAM_HANDLE';

export interface FlowStep {
  title: string;
  icon?: StepIcon;
  subtitle?: string;
  description?: string;
  referral_code?: string;
  nocode?: boolean;
}

export interface ClaimData {
  steps?: FlowStep[];
  instructions_title?: string;
  instructions?: string;
  step_one_title?: string;
  step_one_text?: string;
  require_social_proof?: boolean;
  review_proof?: boolean;
  auto_check_proofs?: boolean;
  extra_word_check?: string[];
  extra_word_title?: string;
  extra_word_description?: string;
}

export interface ProofRequirementsData {
  title?: string;
  subtitle?: string;
  steps?: FlowStep[];
  special_notes_title?: string;
  special_notes?: string[];
  example_image_urls?: string[];
}

export interface ContactInfoData {
  font_color?: string;
  background_color?: string;
  fields_font_color?: string;
  fields_background_color?: string;
  button_text?: string;
  button_font_color?: string;
  button_background_color?: string;
  header_image?: string;
  footer_image?: string;
  title?: string;
  subtitle?: string;
  steps?: FlowStep[];
  collect_contact_info?: ContactFieldKind[];
  required_contact_info?: ContactFieldKind[];
  prevent_duplicate_contact_info?: ContactFieldKind[];
  show_disclaimer?: boolean;
  collect_custom_info?: { title: string; choices: string[]; required: boolean };
  collect_custom_text?: { title: string; required: boolean };
  prevent_duplicates_from_other_offers?: boolean;
  prevent_duplicate_timeout_in_days?: number;
  send_voucher_via_contact?: boolean;
  ask_for_google_review?: boolean;
}

export interface VoucherData {
  title?: string;
  subtitle?: string;
  steps?: FlowStep[];
  couponImgUrl?: string;
  couponSize?: 'small' | 'medium' | 'large';
  couponOutline?: boolean;
}

export interface WhatsNextData {
  title?: string;
  subtitle?: string;
  steps_title?: string;
  steps?: FlowStep[];
  steps_include_social?: boolean;
  fb_mention?: string;
  ig_mention?: string;
  hasReferralCode?: boolean;
  referTitle?: string;
  referSubtitle?: string;
  referCall?: string;
  referCode?: string;
}

/** Proof review level: AUTO, OCR_PERMISSIVE, OCR_STRICT, OCR_MANUAL or REVIEW (spec 3 §4). */
export type ProofReviewLevel = 'AUTO' | 'OCR_PERMISSIVE' | 'OCR_STRICT' | 'OCR_MANUAL' | 'REVIEW';

export interface SideEffectData {
  chargebee_addon_id?: string | null;
  auto_check_proofs?: ProofReviewLevel;
  extra_word_title?: string;
  extra_word_description?: string;
  extra_word_check?: string[];
  proof_created_email_template_id?: string;
  default_approve_email_template_id?: string;
}

/** Landing page layout (spec 3 §3): maps of colours, texts and images by key. */
export interface LandingLayoutData {
  colors?: Record<string, string>;
  text?: Record<string, string>;
  images?: Record<string, string>;
}
