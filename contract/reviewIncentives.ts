// Rewards for posts and reviews, kept lawful (issue 13 item 5;
// docs/decisions/0110-review-incentives.md): which tasks are reviews, the disclosure a customer is asked to add, and the
// line the customer's pages show so that nobody thinks the reward depends on a good rating.
// Sources: 16 CFR Part 465 (FTC rule on consumer reviews and testimonials, §465.4), 16 CFR
// Part 255 (FTC endorsement guides, §255.5), Google Maps' policy on fake engagement.
import type { RequiredTag } from './proofChecks';

export const REVIEW_TASKS = new Set(['ONLINE_REVIEW', 'FACEBOOK_REVIEW']);
export const hasReviewTask = (tasks: readonly string[]) => tasks.some((t) => REVIEW_TASKS.has(t));

/** What the customer is asked to add: #ad to a post, a sentence to a review. */
export const disclosureFor = (proofType: string, brand: string) =>
  (REVIEW_TASKS.has(proofType) ? `I got a reward from ${brand} for this review.` : '#ad');

/** What OCR looks for on the screenshot when the campaign asks for the disclosure. */
export const disclosureTag = (proofType: string): RequiredTag =>
  (REVIEW_TASKS.has(proofType) ? { kind: 'word', value: 'got a reward' } : { kind: 'hashtag', value: 'ad' });

/** Shown on the customer's pages of every campaign with a review task. */
export const REWARD_NOT_CONDITIONAL = 'Your reward does not depend on your rating or on what you write. Please say what you honestly think.';
