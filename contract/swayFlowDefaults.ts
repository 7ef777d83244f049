// The default content of each part of a sway flow (spec 3 §3: "Defaults exist for each part and can
// be restored per part"). A new campaign starts from these, and the editor's restore icons put one
// part back. Written for a shop's real customers: short, plain, and true for every campaign.
import type {
  ClaimData, ContactInfoData, Flow, FlowEndType, FlowPart, ProofRequirementsData, SideEffectData, VoucherData, WhatsNextData,
} from './swayFlow';

const claim: ClaimData = {
  instructions_title: 'How it works',
  instructions: 'Post about your visit, upload a screenshot of your post, and get your reward.',
  step_one_title: 'Share your visit',
  step_one_text: 'Post a photo or a review that mentions us, then come back here with a screenshot.',
  steps: [
    { title: 'Post about us', description: 'Share a photo or a review on your favourite network.', icon: 'megaphone' },
    { title: 'Upload a screenshot', description: 'Show us your post so we can thank you.', icon: 'circlecheckoutline' },
    { title: 'Get your reward', description: 'Your voucher is on its way.', icon: 'giftcard' },
  ],
  require_social_proof: true,
  review_proof: true,
  auto_check_proofs: false,
  extra_word_check: [],
  extra_word_title: '',
  extra_word_description: '',
};

const proofRequirements: ProofRequirementsData = {
  title: 'What your screenshot needs to show',
  // True whatever the review level: an AUTO or OCR campaign checks no post by hand (issue 32).
  subtitle: 'Make sure these can be seen on your screenshot.',
  steps: [
    { title: 'Your post is public', icon: 'circlecheckoutline' },
    { title: 'Our tag or mention is in it', icon: 'circlecheckoutline' },
    { title: 'The date of the post can be seen', icon: 'calendar' },
  ],
  special_notes_title: 'Good to know',
  special_notes: ['Keep your post up for at least 30 days.', 'One reward per person per campaign.'],
  example_image_urls: [],
};

const contactInfo: ContactInfoData = {
  title: 'Where should we send your reward?',
  subtitle: 'We only use this to send your reward.',
  button_text: 'Send my reward',
  font_color: '#222222',
  background_color: '#ffffff',
  fields_font_color: '#222222',
  fields_background_color: '#f5f5f5',
  button_font_color: '#ffffff',
  button_background_color: '#d32f2f',
  header_image: '',
  footer_image: '',
  steps: [],
  collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'],
  required_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'],
  prevent_duplicate_contact_info: ['EMAIL_ADDRESS'],
  show_disclaimer: true,
  prevent_duplicates_from_other_offers: false,
  prevent_duplicate_timeout_in_days: 30,
  send_voucher_via_contact: false,
  ask_for_google_review: false,
};

const voucher: VoucherData = {
  title: 'Thank you! Here is your reward',
  subtitle: 'Show this screen at the counter to redeem it.',
  steps: [
    { title: 'Show this voucher', subtitle: 'At any of our locations.', icon: 'barcode' },
    { title: 'Enjoy your reward', icon: 'giftcard' },
  ],
  couponImgUrl: '',
  couponSize: 'medium',
  couponOutline: true,
};

const whatsNext: WhatsNextData = {
  title: 'Thank you for sharing!',
  subtitle: 'We will check your post and e-mail your reward, usually within a day.',
  steps_title: "What's next",
  steps: [
    { title: 'We check your post', icon: 'circleoutline' },
    { title: 'Your reward arrives by e-mail', icon: 'giftcard' },
  ],
  steps_include_social: true,
  fb_mention: '',
  ig_mention: '',
  hasReferralCode: false,
  referTitle: 'Bring a friend',
  referSubtitle: 'Share this code with a friend: they get a reward too.',
  referCall: 'Share your code',
  referCode: '',
};

const sideEffect: SideEffectData = {
  chargebee_addon_id: null,
  auto_check_proofs: 'REVIEW',
  extra_word_title: '',
  extra_word_description: '',
  extra_word_check: [],
  proof_created_email_template_id: '',
  default_approve_email_template_id: '',
};

const DEFAULTS = {
  claim_data: claim,
  proof_requirements_data: proofRequirements,
  contact_info_data: contactInfo,
  voucher_data: voucher,
  whats_next_data: whatsNext,
  side_effect_data: sideEffect,
} satisfies { [P in FlowPart]: Flow[P] };

/** A fresh copy of one part's default content. */
export function defaultFlowPart<P extends FlowPart>(part: P): Flow[P] {
  return structuredClone(DEFAULTS[part]) as Flow[P];
}

/** The what's-next end of a flow without a contact step: nothing can be sent, so nothing is promised (issue 32). */
const whatsNextWithoutContact: WhatsNextData = {
  ...whatsNext,
  subtitle: 'We will check your post. Thank you for supporting us!',
  steps: [
    { title: 'We check your post', icon: 'circleoutline' },
    { title: 'See you again soon', icon: 'giftcard' },
  ],
};

/** The flow of a new campaign, from the three answers of the creation modal. */
export function defaultFlow(answers: { claim_enabled: boolean; contact_info_enabled: boolean; end_type: FlowEndType }): Flow {
  return {
    claim_enabled: answers.claim_enabled,
    contact_info_enabled: answers.contact_info_enabled,
    end_type: answers.end_type,
    claim_data: defaultFlowPart('claim_data'),
    proof_requirements_data: defaultFlowPart('proof_requirements_data'),
    contact_info_data: defaultFlowPart('contact_info_data'),
    voucher_data: defaultFlowPart('voucher_data'),
    whats_next_data: answers.contact_info_enabled ? defaultFlowPart('whats_next_data') : structuredClone(whatsNextWithoutContact),
    side_effect_data: defaultFlowPart('side_effect_data'),
  };
}
