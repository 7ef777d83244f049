// What the automatic proof checks found (issue 13; docs/decisions/0096-proof-checks-where-they-run.md):
// the text read off the screenshot, the required tags found and missing, the post's date, the
// reuse and repeat signals, and the decision the server made at the campaign's review level.
import { z } from 'zod';
import { PROOF_REVIEW_LEVELS } from './swayFlow';

export const CHECK_STATUSES = ['QUEUED', 'DONE', 'FAILED'] as const;
export const CHECK_DECISIONS = ['APPROVED', 'DENIED', 'REVIEW'] as const;
export const SIGNAL_KINDS = ['REUSED_IMAGE', 'REPEAT_CLAIMER'] as const;
export type CheckDecision = (typeof CHECK_DECISIONS)[number];
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const requiredTag = z.object({ kind: z.enum(['mention', 'hashtag', 'word']), value: z.string() });
export type RequiredTag = z.infer<typeof requiredTag>;
export type RequiredTagKind = RequiredTag['kind'];

/** A tag as the customer writes it: #hashtag, @mention, or the word itself. */
export const tagLabel = (tag: RequiredTag) => (tag.kind === 'hashtag' ? `#${tag.value}` : tag.kind === 'mention' ? `@${tag.value}` : tag.value);

export const proofSignal = z.object({
  kind: z.enum(SIGNAL_KINDS),
  /** REUSED_IMAGE: the earlier proof with the same image; null when it is another business's. */
  proof_id: z.number().nullable(),
  /** REUSED_IMAGE: whether the earlier proof is this business's; REPEAT_CLAIMER: true. */
  same_business: z.boolean(),
  /** REPEAT_CLAIMER: this customer's proofs for the business in the window, this one included. */
  count: z.number().nullable(),
});
export type ProofSignal = z.infer<typeof proofSignal>;

export const proofCheck = z.object({
  level: z.enum(PROOF_REVIEW_LEVELS),
  status: z.enum(CHECK_STATUSES),
  text: z.string().nullable(),
  confidence: z.number().nullable(),
  found: z.array(requiredTag),
  missing: z.array(requiredTag),
  post_date: z.string().nullable(),
  signals: z.array(proofSignal),
  decision: z.enum(CHECK_DECISIONS).nullable(),
  reason: z.string().nullable(),
});
export type ProofCheck = z.infer<typeof proofCheck>;

/** A customer with this many proofs for one business within REPEAT_WINDOW_DAYS is a repeat claimer. */
export const REPEAT_CLAIMS = 3;
export const REPEAT_WINDOW_DAYS = 30;

/** The automatic checks' reading queue (issue 33): how many screenshot reads wait or run, and the oldest one's wait. */
export const proofCheckQueueReply = z.object({ depth: z.number().int().min(0), oldest_wait_seconds: z.number().min(0) });
export type ProofCheckQueue = z.infer<typeof proofCheckQueueReply>;
