// Proof review contract (spec 1 §3 Review reason template, Code for review; §7 review rows;
// spec 3 §3 Review template, Sway proof; §7 templates, user lookup).
import { z } from 'zod';
import { LIMITS } from './limits';
import { errorReply, serialId } from './common';
import { reviewChoiceError } from './validation/review';
import { isOwnPath, isWebUrl } from './validation/common';
import { proofCheck } from './proofChecks';

export const proofIdParams = z.object({ proofId: serialId });
export const offerIdParams = z.object({ offerId: serialId });

export const REVIEW_TYPES = ['APPROVED', 'DENIED'] as const;
export const reviewType = z.enum(REVIEW_TYPES);

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const reviewRequest = z.object({
  reviewType,
  reviewComments: optionalText(LIMITS.reviewComment),
  reviewTemplateTitle: optionalText(200),
  reviewEmailTemplateId: optionalText(200),
  couponCode: optionalText(200),
}).superRefine((body, ctx) => {
  const message = reviewChoiceError(body);
  if (message) ctx.addIssue({ code: 'custom', path: ['reviewTemplateTitle'], message });
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

export const reviewReply = z.object({
  id: z.number(),
  review_status: reviewType,
  couponCode: z.string().nullable(),
  emailSent: z.boolean(),
});
export type ReviewReply = z.infer<typeof reviewReply>;

/** A review its reviewer may take back this many seconds after it (the review e-mail waits as long). */
export const REVIEW_UNDO_SECONDS = 10;
export const undoReviewReply = z.object({ id: z.number(), review_status: z.literal('PENDING') });

export const defaultApprovalReply = z.object({ defaultApprovalId: z.string().nullable() });

/** GET coupon/codeList/sway/getNextForProof: the reserved code and how many are still free. */
export const nextCodeReply = z.object({ code: z.string(), codeStatus: z.literal('OK'), countLeft: z.number() });
export type NextCodeReply = z.infer<typeof nextCodeReply>;
export const nextCodeErrorReply = z.object({ error: z.string(), codeStatus: z.enum(['EMPTY', 'NO_LIST']), countLeft: z.number() });
/** 409 of getNextForProof: no code left or no list (with codeStatus), or a proof without a sway offer. */
export const nextCodeRefusedReply = z.union([nextCodeErrorReply, errorReply]);

export const swayProof = z.object({
  id: z.number(),
  business_id: z.number(),
  sway_offer_id: z.number().nullable(),
  proof_type: z.string(),
  proof_image_url: z.string().nullable(),
  first_name: z.string().nullable(),
  email: z.string().nullable(),
  email_address: z.string().nullable(),
  phone: z.string().nullable(),
  offer_summary: z.string().nullable(),
  message_content: z.string().nullable(),
  date_submitted: z.string(),
  review_status: z.string(),
  /** The automatic checks (issue 13); in the review queue's list only. */
  check: proofCheck.nullable().optional(),
});
export type SwayProof = z.infer<typeof swayProof>;

export const proofsForOfferReply = z.object({ proofs: z.array(swayProof) });
export const userLookupParams = z.object({ email: z.string().trim().min(1).max(320) });
export const userLookupReply = z.object({ swayProofs: z.array(swayProof) });

export const swayOfferSearchQuery = z.object({ q: z.string().trim().max(200).optional() });
export const swayOfferSearchItem = z.object({
  id: z.number(),
  offer_summary: z.string(),
  business_id: z.number(),
  business_title: z.string(),
  expired: z.boolean(),
  pending_count: z.number(),
});
export type SwayOfferSearchItem = z.infer<typeof swayOfferSearchItem>;
export const swayOfferSearchReply = z.object({ swayOffers: z.array(swayOfferSearchItem) });

export const reviewTemplate = z.object({
  id: z.number(),
  title: z.string(),
  email_template_id: z.string(),
  type: reviewType,
});
export type ReviewTemplate = z.infer<typeof reviewTemplate>;
export const reviewTemplateInput = z.object({
  title: z.string().trim().min(1, 'Required').max(200),
  email_template_id: z.string().trim().min(1, 'Required').max(200),
  type: reviewType,
});
export type ReviewTemplateInput = z.infer<typeof reviewTemplateInput>;
export const reviewTemplateList = z.array(reviewTemplate);

export const updateProofImageRequest = z.object({
  proofImageUrl: z.string().trim().min(1).max(2000)
    .refine((v) => isWebUrl(v) || isOwnPath(v), 'Must be a valid URL'),
});
export const updateProofImageReply = z.object({ id: z.number(), proof_image_url: z.string() });
