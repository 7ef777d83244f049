// Enumerations shared by the schema and the contract (spec 1 §3, spec 2 §3-4, spec 3 §3-4).
import { pgEnum } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '../../../contract/roles';
import { OFFER_ORDER_FLOW_TYPES, OFFER_STATUSES, OFFER_TYPES, PROOF_TASK_TYPES } from '../../../contract/offers';
import { TAG_KINDS } from '../../../contract/tagQuery';
import { REVIEW_TYPES } from '../../../contract/reviews';
import { FLOW_END_TYPES } from '../../../contract/swayFlow';
import { MAILING_LIST_STATUSES, MAILING_LIST_TYPES, type MailingListStatus } from '../../../contract/mailingLists';
import { REPORT_QUERY_TYPES, type ReportRunStatus } from '../../../contract/simpleReports';

// The value lists the contract declares are imported, not repeated.
export { OFFER_ORDER_FLOW_TYPES, OFFER_STATUSES, OFFER_TYPES, PROOF_TASK_TYPES, TAG_KINDS };

export const userTypeEnum = pgEnum('user_type', USER_TYPES);

/** Spec 2 §3 offer type and order flows, §4 statuses. */
export const offerTypeEnum = pgEnum('offer_type', OFFER_TYPES);
export const offerOrderFlowTypeEnum = pgEnum('offer_order_flow_type', OFFER_ORDER_FLOW_TYPES);
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES);

/** Location tags (spec 1 §3). */
export const tagKindEnum = pgEnum('tag_kind', TAG_KINDS);

/** Spec 1 §3 proof types; the proof task types of spec 2/3 are the same list minus the check-in. */
export const PROOF_TYPES = [
  'FACEBOOK_CHECKIN', 'FACEBOOK_POST', 'INSTAGRAM_POST', 'ONLINE_REVIEW', 'TIK_TOK', 'FACEBOOK_REVIEW',
] as const;
export type ProofType = (typeof PROOF_TYPES)[number];
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const QUALITY_BADGES = ['GOOD_PHOTO', 'GOOD_COMMENT'] as const;

/** Coupon code lists belong to a network offer or to a sway offer. */
export const CODE_LIST_KINDS = ['NETWORK', 'SWAY'] as const;
export const codeListKindEnum = pgEnum('code_list_kind', CODE_LIST_KINDS);

/** Spec 3 §3-4: the sway flow ends at a voucher or at a "what's next" page. */
export const flowEndTypeEnum = pgEnum('flow_end_type', FLOW_END_TYPES);
export const REVIEW_TEMPLATE_TYPES = REVIEW_TYPES;
export const reviewTemplateTypeEnum = pgEnum('review_template_type', REVIEW_TEMPLATE_TYPES);

/** Spec 3 §3 social proof widget items and the Wall Of Love. */
export const SOCIAL_PROOF_TYPES = ['POST', 'REVIEW'] as const;
export const SOCIAL_PROOF_PLATFORMS = ['INSTAGRAM', 'FACEBOOK', 'GOOGLE'] as const;
export const SOCIAL_PROOF_STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED', 'REMOVED_CLIENT', 'REMOVED_INFLUENCER'] as const;
export const WALL_OF_LOVE_TYPES = ['CAROUSEL', 'PINTEREST'] as const;
export const socialProofTypeEnum = pgEnum('social_proof_type', SOCIAL_PROOF_TYPES);
export const socialProofPlatformEnum = pgEnum('social_proof_platform', SOCIAL_PROOF_PLATFORMS);
export const socialProofStatusEnum = pgEnum('social_proof_status', SOCIAL_PROOF_STATUSES);
export const wallOfLoveTypeEnum = pgEnum('wall_of_love_type', WALL_OF_LOVE_TYPES);

/** Spec 3 §3 admin tools. */
export { MAILING_LIST_TYPES, MAILING_LIST_STATUSES, REPORT_QUERY_TYPES, type MailingListStatus, type ReportRunStatus };
export const mailingListTypeEnum = pgEnum('mailing_list_type', MAILING_LIST_TYPES);
export const reportQueryTypeEnum = pgEnum('report_query_type', REPORT_QUERY_TYPES);

/** Billing control (spec 3 §4): approved proof with an addon -> charged -> paid -> gift card sent. */
export const BILLING_STATUSES = ['PENDING', 'CHARGED', 'PAID', 'SENT'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
