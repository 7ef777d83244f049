// Social proof widget items and the Wall Of Love (spec 3 §3, §4, §7, §8): the shapes the console
// and the server exchange, and the widgets' texts that the server also answers with.
import { z } from 'zod';
import { isoDateTime, serialId } from './common';
import { SOCIAL_PROOF_LIMITS, socialProofRules, zodRule } from './validation';

export const SOCIAL_PROOF_TYPES = ['POST', 'REVIEW'] as const;
export const SOCIAL_PROOF_PLATFORMS = ['INSTAGRAM', 'FACEBOOK', 'GOOGLE'] as const;
export const SOCIAL_PROOF_STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED', 'REMOVED_CLIENT', 'REMOVED_INFLUENCER'] as const;
export const WALL_OF_LOVE_TYPES = ['CAROUSEL', 'PINTEREST'] as const;
/** The colour fields of a Wall Of Love (the indicator exists on carousels only). */
export const WALL_OF_LOVE_COLOR_FIELDS = ['color_proof_border', 'color_carousel_indicator_button'] as const;

/** Preview modes of a social proof (spec 3 §2): the frame's width (null: the dialog's) and the widget's state. */
export const SOCIAL_PROOF_PREVIEW_MODES = [
  { id: 'DESKTOP_NORMAL', label: 'Desktop Normal', width: null, state: 'NORMAL', landscape: true },
  { id: 'DESKTOP_EXPANDED', label: 'Desktop Expanded', width: 860, state: 'EXPANDED', landscape: true },
  { id: 'MOBILE_NORMAL', label: 'Mobile Normal', width: null, state: 'NORMAL', landscape: false },
  { id: 'MOBILE_EXPANDED', label: 'Mobile Expanded', width: 385, state: 'EXPANDED', landscape: false },
] as const;
export const SOCIAL_PROOF_PREVIEW_HEIGHT = 460;
/** The CSS rule a site adds so the page does not move when its Wall Of Love arrives (Lighthouse CLS 0). */
export const WALL_RESERVE_CSS = '[data-sway-wall-of-love]{display:block;min-height:560px}';

export const WIDGET_MESSAGES = {
  saved: 'Social Proof saved!',
  installed: 'Widget Installed!',
  installUrlMissing: 'Install URL not configured',
  notEnabled: 'The Social Proof Widget is not enabled for this business',
  colorUpdated: 'Color updated!',
  colorError: 'Error updating colors',
  unknownType: 'Internal Error Unknown Type',
  indicatorCarouselOnly: 'Only a carousel has an indicator button colour',
  notApproved: 'Only an approved proof can be shown in the widget',
  noConsent: 'The customer did not agree to be shown in your widgets',
  alreadyShown: 'This proof is already a social proof',
  wallNotFound: 'Wall Of Love not found',
} as const;

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

/** The form's body for POST socialProof and PUT socialProof/{id}. */
export const socialProofInput = z.object({
  type: z.enum(SOCIAL_PROOF_TYPES),
  platform: z.enum(SOCIAL_PROOF_PLATFORMS),
  status_code: z.enum(SOCIAL_PROOF_STATUSES).default('DRAFT'),
  message: trimmed(2000).superRefine(zodRule(socialProofRules.message)),
  business_name: trimmed(1000).superRefine(zodRule(socialProofRules.business_name)),
  influencer_name: trimmed(1000).superRefine(zodRule(socialProofRules.influencer_name)),
  avatar_img_url: trimmed(2000).superRefine(zodRule(socialProofRules.avatar_img_url)),
  img_url: optionalText(2000).superRefine(zodRule(socialProofRules.img_url)),
  /** Reviews only (required there); ignored on posts. */
  rating: z.union([z.number(), z.string()]).nullish(),
  location_city: optionalText(SOCIAL_PROOF_LIMITS.city),
  location_state: optionalText(SOCIAL_PROOF_LIMITS.state),
  date: z.iso.date().or(z.iso.datetime({ offset: true })),
}).superRefine((value, ctx) => {
  if (value.type !== 'REVIEW') return;
  const message = socialProofRules.rating(value.rating);
  if (message) ctx.addIssue({ code: 'custom', path: ['rating'], message });
});
export type SocialProofInput = z.input<typeof socialProofInput>;

export const socialProof = z.object({
  id: z.number(),
  type: z.enum(SOCIAL_PROOF_TYPES),
  platform: z.enum(SOCIAL_PROOF_PLATFORMS),
  status_code: z.enum(SOCIAL_PROOF_STATUSES),
  rating: z.number().nullable(),
  location_city: z.string().nullable(),
  location_state: z.string().nullable(),
  date: isoDateTime,
  message: z.string(),
  img_url: z.string().nullable(),
  avatar_img_url: z.string().nullable(),
  business_name: z.string(),
  influencer_name: z.string(),
  view_count: z.number(),
  /** The customer's proof it was made from, if any. */
  proof_id: z.number().nullable(),
});
export type SocialProof = z.infer<typeof socialProof>;

export const socialProofAllReply = z.object({
  enabled: z.boolean(),
  socialProofs: z.array(socialProof),
});

export const installDetails = z.object({
  access_key: z.string(),
  snippet: z.string(),
  /** The configured install URL, or null when none is set (/settings#socialProofWidgetSettings). */
  install_url: z.string().nullable(),
});
export type InstallDetails = z.infer<typeof installDetails>;

export const verifyInstallationReply = z.object({ message: z.string() });

export const wallOfLoveConfig = z.object({
  access_key: z.string(),
  /** CAROUSEL or PINTEREST; the console names anything else 'Internal Error Unknown Type'. */
  type: z.string(),
  color_proof_border: z.string().nullable(),
  color_carousel_indicator_button: z.string().nullable(),
  install_snippet: z.string(),
});
export type WallOfLoveConfig = z.infer<typeof wallOfLoveConfig>;
export const wallOfLoveAllReply = z.object({ socialProofConfigurations: z.array(wallOfLoveConfig) });

export const accessKeyParams = z.object({ accessKey: z.string().regex(/^[a-z0-9]{16,64}$/, 'Not an access key') });
export const wallOfLoveColorInput = z.object({
  field: z.enum(WALL_OF_LOVE_COLOR_FIELDS),
  value: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #d32f2f'),
});
export const proofIdParams = z.object({ id: serialId });
