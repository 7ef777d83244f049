// Dashboard, timeline and proof contract (spec 1 §3 Activity row, Dashboard rows, Voucher details,
// Sway proof details, Proof; §7 businesses/voucherActivity, dashboard/*, proof/*).
// Money: the database keeps integer cents; the API sends dollars (cents / 100) as the spec shows $.
// Months: 'YYYY-MM-DD' (the first day) in the business's time zone.
import { z } from 'zod';
import { epochMillis, isoDateTime, isoMonthParam, serialId } from './common';
import { FEEDBACK_TYPE_KEYS } from './feedbackTypes';
import { TIMELINE_PAGE_SIZE } from './limits';

export const isoMonth = z.string().regex(/^\d{4}-\d{2}-01$/).describe('first day of a month, YYYY-MM-01');

export const voucherActivityReply = z.object({
  proof_count: z.number().int(),
  /** Redeemed vouchers: the customers who came into a location. */
  voucher_count: z.number().int(),
  /** The intro video shown when there are no proofs yet (config INTRO_VIDEO_URL). */
  intro_video_url: z.string(),
});
export type VoucherActivity = z.infer<typeof voucherActivityReply>;

export const VALUE_TYPES = ['Reviews', 'Posts', 'Ticket'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export const dashboardCurrentRow = z.object({ type: z.enum(VALUE_TYPES), totalamount: z.number(), month: isoMonth });
export const dashboardCurrentReply = z.array(dashboardCurrentRow);
export type DashboardCurrentRow = z.infer<typeof dashboardCurrentRow>;

export const dashboardMonthlyRow = z.object({ month: isoMonth, totalamount: z.number() });
export const dashboardMonthlyReply = z.array(dashboardMonthlyRow);
export type DashboardMonthlyRow = z.infer<typeof dashboardMonthlyRow>;

export const ACTIVITY_TYPES = ['post', 'redeem', 'review', 'offer_starts', 'offer_end'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityRow = z.object({
  /** Unique per row: 'v{voucher}', 'p{proof}', 'os{offer}', 'oe{offer}'. */
  id: z.string(),
  /** Voucher id (voucher rows), sway proof id (sway rows) or offer id (offer rows). */
  detail_id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  activity_date: isoDateTime,
  offer_summary: z.string().nullable(),
  /** The first proof's type; 'Sway {type}' for a sway proof. Null on offer rows. */
  proof_type: z.string().nullable(),
  proof_types: z.array(z.string()),
  /** Dollars; null on offer rows ('--'). */
  amount: z.number().nullable(),
  img_url: z.array(z.string()),
});
export type ActivityRow = z.infer<typeof activityRow>;

/** The month as 'YYYY-MM-01' whatever ISO 8601 form the client sent (a date, a date-time). */
export const activityParams = z.object({ month: isoMonthParam });
export const activityReply = z.object({
  month: isoMonth,
  /** Earliest month with any activity (null when there is none); the log starts there. */
  earliest_month: isoMonth.nullable(),
  rows: z.array(activityRow),
});
export type ActivityReply = z.infer<typeof activityReply>;

export const voucherDetailsReply = z.object({
  user: z.object({ first_name: z.string().nullable(), created_at: isoDateTime.nullable() }),
  proofs: z.array(z.object({
    id: z.number().int(),
    img_url: z.string().nullable(),
    proof_type: z.string(),
    client_feedback: z.array(z.string()),
    client_feedback_app_user_id: z.number().int().nullable(),
  })),
  offer: z.object({ offer_summary: z.string().nullable() }),
  voucher: z.object({ id: z.number().int(), date_redeemed: isoDateTime.nullable() }),
  /** Proofs this customer has shared with the business ('posts shared'). */
  user_number_of_proofs: z.number().int(),
  /** Rank of this visit among the redeemed vouchers of its month, and that month's total. */
  voucher_in_month_number: z.number().int().nullable(),
  voucher_month_total: z.number().int().nullable(),
  /** Dollars: the voucher's posts + reviews + ticket, as on the activity row. */
  amount: z.number(),
});
export type VoucherDetails = z.infer<typeof voucherDetailsReply>;

export const swayProofDetailsReply = z.object({
  sway_proof: z.object({
    id: z.number().int(),
    proof_type: z.string(),
    proof_image_url: z.string().nullable(),
    first_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  sway_offer: z.object({ offer_summary: z.string().nullable() }),
  amount: z.number(),
});
export type SwayProofDetails = z.infer<typeof swayProofDetailsReply>;

export { TIMELINE_PAGE_SIZE };
export const timelineParams = z.object({ ms: epochMillis });
export const timelineQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(TIMELINE_PAGE_SIZE),
  /**
   * The last proof of the page before: the page continues after it in the timeline's order
   * (offset then counts from there). The console pages this way, so a deep page costs what the
   * first does instead of stepping over every proof above it (issue 20).
   */
  after_id: serialId.optional(),
});
export const timelineProof = z.object({
  id: z.number().int(),
  proof_date: isoDateTime,
  date_submitted: isoDateTime,
  first_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  offer_summary: z.string().nullable(),
  proof_image_url: z.string().nullable(),
  img_url: z.string().nullable(),
  proof_type: z.string(),
  is_sway: z.boolean(),
  /** Whether the business may show it in its Social Proof Widget (approved, the customer agreed), or already does. */
  widget: z.enum(['AVAILABLE', 'SHOWN']).nullable(),
});
export type TimelineProof = z.infer<typeof timelineProof>;
export const timelineReply = z.object({ proofs: z.array(timelineProof) });

export const clientFeedbackRequest = z.object({ clientFeedback: z.array(z.enum(FEEDBACK_TYPE_KEYS)).min(1, 'Required') });
export const clientFeedbackReply = z.object({ ok: z.literal(true), client_feedback: z.array(z.string()), first_name: z.string().nullable() });

export { SWAY_PROOF_TYPES } from './swayProofTypes';
export const proofTypeParams = z.object({ id: serialId, type: z.string().max(40) });
export const proofActionReply = z.object({ ok: z.boolean(), error: z.string().optional() });
