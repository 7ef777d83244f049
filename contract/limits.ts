// The length and size limits of what users type, one table for the server's schemas (contract/)
// and the console's inputs (maxlength and counters), so both sides refuse at the same point
// (issue 18 defect 5). No zod here: the console's first screens import it.
export const LIMITS = {
  offerSummary: 300,
  specialInstructions: 2000,
  customDescription: 2000,
  internalNotes: 5000,
  /** One hashtag or mention. */
  tag: 100,
  url: 2000,
  phone: 20,
  couponCode: 200,
  personName: 100,
  email: 320,
  reviewComment: 2000,
  /** Pending proofs of one campaign in the review queue's list, oldest first. */
  reviewQueue: 500,
  shortCode: 64,
  templateTitle: 200,
} as const;

/** Letters, digits, - and _: what a short code may hold. */
/** The timeline's page size and offset step (spec 1 §9); here, not beside its zod schemas, so the timeline loads no zod. */
export const TIMELINE_PAGE_SIZE = 10;

export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const SHORT_CODE_MESSAGE = 'Letters, digits, - and _ only';
export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number';
export const atMostCharacters = (max: number) => `At most ${max} characters`;
