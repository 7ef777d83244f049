// The screens a customer walks through in a sway campaign (spec 3 §3 Flow), as HTML strings with
// no framework: the server's public campaign page and the console's live preview render these same
// functions (DESIGN §8), so what the editor shows is what a customer gets. Every business-written
// text goes through escapeHtml and every URL through safeUrl.
import { CONTACT_LIMITS, type ContactFieldKind, type Flow, type FlowStep } from '../../contract/swayFlow';
import type { FlowScreen } from '../../contract/swayFlowRules';
import { escapeHtml as e, safeUrl } from '../html';
import { STEP_ICON_SVG } from './icons';
import { disclosureFor, hasReviewTask, REVIEW_TASKS, REWARD_NOT_CONDITIONAL } from '../../contract/reviewIncentives';

/** What a screen needs: the business, the campaign's customer-facing fields and its flow. */
export interface CampaignView {
  brand: string;
  logoUrl: string | null;
  offer: {
    offer_summary: string;
    offer_image_url: string | null;
    hashtags: string[];
    instagram_mentions: string[];
    facebook_mentions: string[];
    tiktok_mentions: string[];
    google_review_url: string | null;
    facebook_review_url: string | null;
    proof_sample_images: Partial<Record<string, string>>;
    tasks: string[];
  };
  flow: Omit<Flow, 'side_effect_data'>;
  /** The location of a per-location link, shown under the business name. */
  locationLabel?: string;
}

export interface RenderOptions {
  /** Draw the buttons that move on (the preview and the claim pages); a read-only page leaves them out. */
  actions: boolean;
  /** The voucher code to show; the preview shows a sample. */
  voucherCode?: string;
  /** On the public claim page each screen is a form that posts its step to the server. */
  form?: ClaimForm;
  /** What the end screen adds on the claim page (the voucher's state and link). */
  endNote?: string;
}

export interface ClaimForm {
  action: string;
  /** Where the screenshot step asks for a signed upload URL. */
  uploadAction: string;
  /** What the customer typed, shown again when the step is refused. */
  values: Record<string, string>;
  /** A message per field name, and under '' one for the whole step. */
  errors: Record<string, string>;
  /** The screenshot already uploaded in this claim. */
  imageUrl?: string | null;
  /**
   * The contact step's hint about the screenshot (server/public/claimHint.ts), HTML built and
   * escaped by the server: its message above the fields, its button after the submit button (the
   * form's first submit button is the one Enter presses).
   */
  hint?: { message: string; again: string };
}

export const TASK_LABELS: Record<string, string> = {
  INSTAGRAM_POST: 'Post on Instagram', FACEBOOK_POST: 'Post on Facebook', TIK_TOK: 'Post a TikTok video',
  ONLINE_REVIEW: 'Write a Google review', FACEBOOK_REVIEW: 'Write a Facebook review',
};

/** What the screenshot of each task shows, as its upload field names it. */
export const TASK_SCREENSHOT_LABELS: Record<string, string> = {
  INSTAGRAM_POST: 'Upload a screenshot of your Instagram post', FACEBOOK_POST: 'Upload a screenshot of your Facebook post',
  TIK_TOK: 'Upload a screenshot of your TikTok video', ONLINE_REVIEW: 'Upload a screenshot of your Google review',
  FACEBOOK_REVIEW: 'Upload a screenshot of your Facebook review',
};

/** The contact step's consent box: the business may show this customer's post in its widgets (issue 14). */
export const SHOW_CONSENT_FIELD = 'show_consent';
export const SHOW_CONSENT_VALUE = 'yes';

export const CONTACT_FIELD_LABELS: Record<ContactFieldKind, string> = {
  FIRST_NAME: 'First name', PHONE_NUMBER: 'Phone number', EMAIL_ADDRESS: 'E-mail address', ADDRESS: 'Address',
  ZIP_CODE: 'ZIP code', INSTAGRAM_HANDLE: 'Instagram handle',
};
const AUTOCOMPLETE: Record<ContactFieldKind, string> = {
  FIRST_NAME: 'given-name', PHONE_NUMBER: 'tel', EMAIL_ADDRESS: 'email', ADDRESS: 'street-address', ZIP_CODE: 'postal-code', INSTAGRAM_HANDLE: 'off',
};
const INPUT_TYPES: Record<ContactFieldKind, string> = {
  FIRST_NAME: 'text', PHONE_NUMBER: 'tel', EMAIL_ADDRESS: 'email', ADDRESS: 'text', ZIP_CODE: 'text', INSTAGRAM_HANDLE: 'text',
};

const img = (url: string | null | undefined, cls: string, alt = '', atTop = cls === 'sw-hero') => {
  const src = safeUrl(url);
  // What opens the page (the hero, the logo) is loaded at once, not as a grey box until it scrolls into view.
  return src ? `<img class="${cls}" src="${e(src)}" alt="${e(alt)}" ${atTop ? 'fetchpriority="high"' : 'loading="lazy"'}>` : '';
};
const para = (text: string | undefined, cls = '') => (text?.trim() ? `<p${cls ? ` class="${cls}"` : ''}>${e(text)}</p>` : '');
const heading = (level: 1 | 2, text: string | undefined) => (text?.trim() ? `<h${level}>${e(text)}</h${level}>` : '');
const button = (label: string, options: RenderOptions, style = '') => {
  if (!options.actions) return '';
  const styled = style ? ` style="${style}"` : '';
  return options.form ? `<button type="submit" class="sw-btn"${styled}>${e(label)}</button>` : `<button type="button" class="sw-btn" data-next${styled}>${e(label)}</button>`;
};
const fieldError = (options: RenderOptions, name: string, id: string) => {
  const message = options.form?.errors[name];
  return message ? `<p class="sw-error" id="${id}-error">${e(message)}</p>` : '';
};
const fieldState = (options: RenderOptions, name: string, id: string) =>
  options.form?.errors[name] ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
const valueOf = (options: RenderOptions, name: string) => options.form?.values[name] ?? '';

/** A campaign whose every task is a review: its screens speak of the review, not of a post. */
const reviewsOnly = (view: CampaignView) => view.offer.tasks.length > 0 && view.offer.tasks.every((t) => REVIEW_TASKS.has(t));

function uploadField(view: CampaignView, options: RenderOptions): string {
  const form = options.form;
  const tasks = [...new Set(view.offer.tasks)];
  const label = reviewsOnly(view) ? (tasks.length === 1 ? TASK_SCREENSHOT_LABELS[tasks[0]!] : 'Upload a screenshot of your review') : undefined;
  if (!form) return `<div class="sw-upload" role="group" aria-label="Screenshot upload">${e(label ?? 'Upload a screenshot of your post')}</div>`;
  return uploadControls('sw-file', form.imageUrl, form.errors.image_url, label);
}

/**
 * The screenshot picker that customer/scripts/claimUpload.ts drives: a file input (camera or
 * gallery), the hidden image_url the form posts, a preview, progress, status and a retry button.
 * Inside a form[data-upload] naming where to ask for the signed URL; `id` is unique on the page.
 */
export function uploadControls(id: string, imageUrl: string | null | undefined, error?: string, label = 'Upload a screenshot of your post'): string {
  const image = safeUrl(imageUrl);
  return `<input type="hidden" name="image_url" value="${e(image ?? '')}">
<label class="sw-upload" for="${id}">${e(label)}<span class="sw-muted">Take a photo or choose one from your gallery</span>
<input id="${id}" type="file" accept="image/*"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}></label>
<img class="sw-thumb" alt="Your screenshot"${image ? ` src="${e(image)}"` : ' hidden'}>
<progress max="100" value="0" hidden aria-label="Upload progress"></progress>
<p class="sw-status" role="status" aria-live="polite"></p>${error ? `<p class="sw-error" id="${id}-error">${e(error)}</p>` : ''}
<button type="button" class="sw-btn sw-secondary" data-retry hidden>Try again</button>
<noscript><p class="sw-error">Sending a screenshot needs JavaScript. Turn it on in your browser's settings, then open this page again.</p></noscript>`;
}

function steps(items: FlowStep[] | undefined): string {
  if (!items?.length) return '';
  return `<ol class="sw-steps">${items.map((step) => `<li>${step.icon ? STEP_ICON_SVG[step.icon] ?? '' : ''}<div><strong>${e(step.title)}</strong>${
    step.subtitle ? `<span class="sw-muted">${e(step.subtitle)}</span>` : ''}${step.description ? `<span class="sw-muted"> ${e(step.description)}</span>` : ''}${
    step.referral_code && !step.nocode ? `<div class="sw-code">${e(step.referral_code)}</div>` : ''}</div></li>`).join('')}</ol>`;
}

const tagList = (items: string[]) => (items.length ? `<ul class="sw-tags">${items.map((t) => `<li>${e(t)}</li>`).join('')}</ul>` : '');
/** The tags a post must carry, each with a Copy button on the live page (customer/scripts/copyTags.ts shows them). */
const copyableTags = (items: string[], options: RenderOptions) => (options.actions && options.form && items.length ? copyTagList(items) : tagList(items));
/** Tags with a Copy button each, hidden until customer/scripts/copyTags.ts finds a clipboard to write (the share page uses it too). */
export const copyTagList = (items: string[]) =>
  `<ul class="sw-tags">${items.map((t) => `<li>${e(t)} <button type="button" class="sw-copy" data-copy="${e(t)}" aria-label="Copy ${e(t)}" hidden>Copy</button></li>`).join('')}</ul>`;
/**
 * Where each post task is made: the platform's web address, which opens its app on a phone that
 * has it (universal and app links) and its website elsewhere, so no custom scheme fails silently.
 */
export const TASK_APPS: Record<string, { label: string; url: string }> = {
  INSTAGRAM_POST: { label: 'Open Instagram', url: 'https://www.instagram.com/' },
  FACEBOOK_POST: { label: 'Open Facebook', url: 'https://www.facebook.com/' },
  TIK_TOK: { label: 'Open TikTok', url: 'https://www.tiktok.com/' },
};
/** A review task is written on the business's own review page, when the campaign names it. */
const reviewPage = (o: CampaignView['offer'], task: string) => {
  const url = task === 'ONLINE_REVIEW' ? safeUrl(o.google_review_url) : task === 'FACEBOOK_REVIEW' ? safeUrl(o.facebook_review_url) : null;
  return url ? { label: task === 'ONLINE_REVIEW' ? 'Write your Google review' : 'Write your Facebook review', url } : null;
};
const appLinks = (o: CampaignView['offer'], options: RenderOptions) => {
  if (!options.actions) return '';
  const links = [...new Set(o.tasks)].map((t) => TASK_APPS[t] ?? reviewPage(o, t)).filter((a): a is { label: string; url: string } => Boolean(a));
  return links.length ? `<p class="sw-apps">${links.map((a) => `<a class="sw-link" href="${e(a.url)}" target="_blank" rel="noopener">${e(a.label)}</a>`).join(' · ')}</p>` : '';
};
const socialTags = (o: CampaignView['offer']) => [...o.hashtags, ...o.instagram_mentions, ...o.facebook_mentions, ...o.tiktok_mentions];

export function header(view: Pick<CampaignView, 'logoUrl' | 'brand' | 'locationLabel'>): string {
  const logo = img(view.logoUrl, '', '', true);
  return `<div class="sw-head">${logo}<span>${e(view.brand)}${view.locationLabel ? ` · ${e(view.locationLabel)}` : ''}</span></div>`;
}

/** Review tasks (issue 13 item 5): the reward does not depend on the rating, said on every such campaign. */
const honesty = (view: CampaignView) => (hasReviewTask(view.offer.tasks) ? `<p class="sw-note" data-honesty>${e(REWARD_NOT_CONDITIONAL)}</p>` : '');

/** The disclosure the campaign asks for: #ad on a post, a sentence in a review. */
function disclosure(view: CampaignView): string {
  if (!view.flow.claim_data.ask_for_disclosure) return '';
  const lines = [...new Set(view.offer.tasks.map((t) => disclosureFor(t, view.brand)))];
  return lines.length ? `<h2>Say that you got a reward</h2>${tagList(lines)}` : '';
}

const asksForWords = (view: CampaignView) => view.offer.tasks.length === 0 || view.offer.tasks.some((t) => !REVIEW_TASKS.has(t));

/** The words a post must also hold (asked of posts only: asking for words in a review steers what it says). */
const requiredWords = (view: CampaignView) => (asksForWords(view) ? view.flow.claim_data.extra_word_check?.filter(Boolean) ?? [] : []);

function campaign(view: CampaignView, options: RenderOptions): string {
  const { offer, flow } = view;
  const claim = flow.claim_data;
  // Said before the customer posts, not only on the screenshot step, when the post is already made.
  const words = requiredWords(view);
  return `${img(offer.offer_image_url, 'sw-hero')}<div class="sw-body">
${heading(1, offer.offer_summary)}
${heading(2, claim.instructions_title)}${para(claim.instructions)}
${steps(claim.steps)}
${offer.tasks.length ? `<h2>What to post</h2><ul class="sw-tags">${offer.tasks.map((t) => `<li>${e(TASK_LABELS[t] ?? t)}</li>`).join('')}</ul>` : ''}
${socialTags(offer).length ? `<h2>Include in your post</h2>${copyableTags(socialTags(offer), options)}` : ''}
${words.length ? `${heading(2, claim.extra_word_title || 'And this word')}${tagList(words)}` : ''}
${appLinks(offer, options)}
${disclosure(view)}${honesty(view)}
${button('Get started', options)}</div>`;
}

function claimScreen(view: CampaignView, options: RenderOptions): string {
  const { offer, flow } = view;
  const claim = flow.claim_data;
  const samples = offer.tasks.map((t) => img(offer.proof_sample_images[t], '', `Example: ${TASK_LABELS[t] ?? t}`)).filter(Boolean);
  const words = requiredWords(view);
  return `<div class="sw-body">
${heading(1, claim.step_one_title)}${para(claim.step_one_text)}
${claim.require_social_proof && socialTags(offer).length ? `<h2>Your ${reviewsOnly(view) ? 'review' : 'post'} must include</h2>${copyableTags(socialTags(offer), options)}` : ''}
${words.length ? `${heading(2, claim.extra_word_title || 'And this word')}${para(claim.extra_word_description)}${tagList(words)}` : ''}
${disclosure(view)}${honesty(view)}
${samples.length ? `<h2>Examples</h2><div class="sw-samples">${samples.join('')}</div>` : ''}
${appLinks(offer, options)}
${uploadField(view, options)}
${button('Continue', options)}</div>`;
}

function proofRequirements(view: CampaignView, options: RenderOptions): string {
  const data = view.flow.proof_requirements_data;
  const examples = (data.example_image_urls ?? []).map((url) => img(url, '', 'Example screenshot')).filter(Boolean);
  return `<div class="sw-body">
${heading(1, data.title)}${para(data.subtitle, 'sw-muted')}
${steps(data.steps)}
${data.special_notes?.length ? `${heading(2, data.special_notes_title)}<ul>${data.special_notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>` : ''}
${examples.length ? `<div class="sw-samples">${examples.join('')}</div>` : ''}
${button('Got it', options)}</div>`;
}

function contactInfo(view: CampaignView, options: RenderOptions): string {
  const data = view.flow.contact_info_data;
  const required = new Set(data.required_contact_info ?? []);
  const colors = `color:${e(data.font_color || '#222')};background:${e(data.background_color || '#fff')}`;
  const fieldColors = `color:${e(data.fields_font_color || '#222')};background:${e(data.fields_background_color || '#fff')}`;
  const fields = (data.collect_contact_info ?? []).map((kind, i) => `<label for="sw-f${i}">${e(CONTACT_FIELD_LABELS[kind])}${required.has(kind) ? ' *' : ''}</label>
<input id="sw-f${i}" name="${kind}" type="${INPUT_TYPES[kind]}" autocomplete="${AUTOCOMPLETE[kind]}" maxlength="${CONTACT_LIMITS[kind]}" value="${e(valueOf(options, kind))}" style="${fieldColors}"${
    required.has(kind) ? ' required' : ''}${fieldState(options, kind, `sw-f${i}`)}>${fieldError(options, kind, `sw-f${i}`)}`).join('');
  const chosen = valueOf(options, 'custom_info');
  const custom = data.collect_custom_info?.title ? `<label for="sw-choice">${e(data.collect_custom_info.title)}${data.collect_custom_info.required ? ' *' : ''}</label>
<select id="sw-choice" name="custom_info" style="${fieldColors}"${data.collect_custom_info.required ? ' required' : ''}${fieldState(options, 'custom_info', 'sw-choice')}><option value="">Choose…</option>${
    data.collect_custom_info.choices.map((c) => `<option${c === chosen ? ' selected' : ''}>${e(c)}</option>`).join('')}</select>${fieldError(options, 'custom_info', 'sw-choice')}` : '';
  const customText = data.collect_custom_text?.title ? `<label for="sw-text">${e(data.collect_custom_text.title)}${data.collect_custom_text.required ? ' *' : ''}</label>
<textarea id="sw-text" name="custom_text" rows="3" maxlength="${CONTACT_LIMITS.customText}" style="${fieldColors}"${data.collect_custom_text.required ? ' required' : ''}${
    fieldState(options, 'custom_text', 'sw-text')}>${e(valueOf(options, 'custom_text'))}</textarea>${fieldError(options, 'custom_text', 'sw-text')}` : '';
  const review = safeUrl(view.offer.google_review_url);
  const buttonStyle = `color:${e(data.button_font_color || '#fff')};background:${e(data.button_background_color || '#d32f2f')}`;
  return `<div style="${colors}">${img(data.header_image, 'sw-full')}<div class="sw-body sw-form">
${heading(1, data.title)}${para(data.subtitle)}
${options.form?.hint?.message ?? ''}
${steps(data.steps)}
${fields}${custom}${customText}
<label class="sw-check"><input type="checkbox" name="${SHOW_CONSENT_FIELD}" value="${SHOW_CONSENT_VALUE}"${valueOf(options, SHOW_CONSENT_FIELD) === SHOW_CONSENT_VALUE ? ' checked' : ''}> ${e(view.brand)} may show my post on its website (optional)</label>
${data.ask_for_google_review && review ? `<p>Enjoyed your visit? <a class="sw-link" href="${e(review)}" target="_blank" rel="noopener">Leave us a Google review</a> (optional: your reward does not depend on it).</p>` : ''}
${button(data.button_text || 'Submit', options, buttonStyle)}${options.form?.hint?.again ?? ''}
${data.show_disclaimer ? `<p class="sw-note">${e(view.brand)} uses these details only to send your reward and will not share them.</p>` : ''}
</div>${img(data.footer_image, 'sw-full')}</div>`;
}

function voucher(view: CampaignView, options: RenderOptions): string {
  const data = view.flow.voucher_data;
  const size = data.couponSize ?? 'medium';
  const coupon = img(data.couponImgUrl, `sw-coupon ${size}${data.couponOutline ? ' outline' : ''}`, 'Your voucher');
  return `<div class="sw-body">
${heading(1, data.title)}${para(data.subtitle, 'sw-muted')}
${coupon}
${options.endNote ?? `<div class="sw-code" aria-label="Voucher code">${e(options.voucherCode ?? 'SAMPLE-CODE')}</div>`}
${steps(data.steps)}</div>`;
}

function whatsNext(view: CampaignView, options: RenderOptions): string {
  const data = view.flow.whats_next_data;
  const social = data.steps_include_social ? [data.ig_mention, data.fb_mention].filter((m): m is string => Boolean(m?.trim())) : [];
  return `<div class="sw-body">
${heading(1, data.title)}${para(data.subtitle, 'sw-muted')}${options.endNote ?? ''}
${heading(2, data.steps_title)}${steps(data.steps)}
${social.length ? `<h2>Follow us</h2>${tagList(social)}` : ''}
${data.hasReferralCode ? `<div class="sw-refer">${heading(2, data.referTitle)}${para(data.referSubtitle)}${
    data.referCode ? `<div class="sw-code">${e(data.referCode)}</div>` : ''}${para(data.referCall)}</div>` : ''}
</div>`;
}

/** One screen of the flow, inside the page frame (.sw) that the styles apply to. */
export function renderFlowScreen(screen: FlowScreen, view: CampaignView, options: RenderOptions): string {
  const body = {
    campaign: () => campaign(view, options),
    claim: () => claimScreen(view, options),
    proofRequirements: () => proofRequirements(view, options),
    contactInfo: () => contactInfo(view, options),
    voucher: () => voucher(view, options),
    whatsNext: () => whatsNext(view, options),
  }[screen]();
  const form = options.form;
  if (!form || screen === 'voucher' || screen === 'whatsNext') return `<div class="sw" data-screen="${screen}">${header(view)}${body}</div>`;
  const problem = form.errors[''] ? `<p class="sw-error sw-alert" role="alert">${e(form.errors[''])}</p>` : '';
  return `<div class="sw" data-screen="${screen}">${header(view)}<form method="post" action="${e(form.action)}"${
    screen === 'claim' ? ` data-upload="${e(form.uploadAction)}"` : ''}><input type="hidden" name="step" value="${screen}">${problem}${body}</form></div>`;
}
