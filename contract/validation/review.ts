// Proof review rules (spec 1 §5, spec 3 §5): Deny needs a reason or a comment, Approve & Email
// needs a reason; a review template needs its three fields. Shared by the dialog and the server.
import { required, type Rule } from './common';

export const REVIEW_MESSAGES = {
  reason: 'Select a review reason',
  reasonOrComment: 'Select a review reason or leave a comment',
} as const;

export type ReviewDecision = 'APPROVED' | 'DENIED';

export interface ReviewChoice {
  reviewType: ReviewDecision;
  reviewTemplateTitle?: string | null;
  reviewComments?: string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** The spec's message when the choice cannot be sent, else undefined. */
export function reviewChoiceError(choice: ReviewChoice): string | undefined {
  if (choice.reviewType === 'APPROVED') return filled(choice.reviewTemplateTitle) ? undefined : REVIEW_MESSAGES.reason;
  return filled(choice.reviewTemplateTitle) || filled(choice.reviewComments) ? undefined : REVIEW_MESSAGES.reasonOrComment;
}

/** Review template modal: Title, Email Template ID and Type are all required. */
export const reviewTemplateRules: Record<'title' | 'email_template_id' | 'type', Rule> = {
  title: required,
  email_template_id: required,
  type: (v) => required(v) ?? (v === 'APPROVED' || v === 'DENIED' ? undefined : 'Must be APPROVED or DENIED'),
};
