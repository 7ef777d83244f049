// Social proof form rules (spec 3 §5 "Social proof form", §9): one set for the console's inputs and
// the server's schema, with the spec's messages.
import { firstError, isBlank, isOwnPath, isWebUrl, required, type Rule } from './common';
import { VALIDATION_MESSAGES as M } from './messages';

export const SOCIAL_PROOF_LIMITS = { message: 255, name: 100, city: 100, state: 50 } as const;

export const SOCIAL_PROOF_RULE_MESSAGES = {
  tooLong: `Must be ${SOCIAL_PROOF_LIMITS.message} characters or less`,
  halfSteps: 'Must be from 0.5 to 5 in half steps',
  nameTooLong: `Must be ${SOCIAL_PROOF_LIMITS.name} characters or less`,
} as const;

const text = (v: unknown): string => (v == null ? '' : String(v)).trim();

/** An image the widget may show: a web URL or a path on this host; required. */
export const requiredImage: Rule = (v) => {
  if (isBlank(v)) return M.required;
  const s = text(v);
  return isOwnPath(s) || isWebUrl(s) ? undefined : M.url;
};

/** A post image: optional, else like the avatar. */
export const optionalImage: Rule = (v) => (isBlank(v) ? undefined : requiredImage(v));

/** A rating from 0.5 to 5 in half steps (a review's stars). */
export const halfStepRating: Rule = (v) => {
  if (isBlank(v)) return M.required;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0.5 && n <= 5 && Number.isInteger(n * 2) ? undefined : SOCIAL_PROOF_RULE_MESSAGES.halfSteps;
};

const maxLength = (max: number, message: string): Rule => (v) => (text(v).length > max ? message : undefined);

export const socialProofRules = {
  type: required,
  platform: required,
  message: firstError(required, maxLength(SOCIAL_PROOF_LIMITS.message, SOCIAL_PROOF_RULE_MESSAGES.tooLong)),
  business_name: firstError(required, maxLength(SOCIAL_PROOF_LIMITS.name, SOCIAL_PROOF_RULE_MESSAGES.nameTooLong)),
  influencer_name: firstError(required, maxLength(SOCIAL_PROOF_LIMITS.name, SOCIAL_PROOF_RULE_MESSAGES.nameTooLong)),
  avatar_img_url: requiredImage,
  img_url: optionalImage,
  /** Reviews only; posts carry no rating. */
  rating: halfStepRating,
} as const;
