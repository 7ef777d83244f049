// Business settings (spec 2 §2 /settings, §3) and the social proof widget settings (spec 3 §3, §5).
import { z } from 'zod';
import { adminOnly } from './adminOnly';
import { optionalImageUrl, zodRule } from './validation/common';
import { businessSettingsRules, socialProofSettingsRules, socialSettingsRules, valueSettingsRules } from './validation/settings';

const tags = z.array(z.string().trim().max(100)).max(50);

export const businessSettings = z.object({
  brand: z.string().trim().max(200).superRefine(zodRule(businessSettingsRules.brand)),
  title: z.string().trim().max(200).superRefine(zodRule(businessSettingsRules.title)),
  /** An image like every other: a web URL or a path on this host, never javascript:, data: or //host (issue 36 finding 5). */
  logo_url: z.string().trim().max(2000).superRefine(zodRule(optionalImageUrl)).nullable(),
  industryCategoryId: z.number().int().positive().nullable().superRefine(zodRule(businessSettingsRules.industryCategoryId)),
  /** The business's customer at Chargebee, which billing control charges (issue 17); left as it is when absent. */
  chargebee_customer_id: z.string().trim().max(100).regex(/^[\w.@-]*$/, 'Letters, digits and . _ - @ only').nullable().optional(),
});
export const socialSettings = z.object({
  default_hashtags: tags,
  default_instagram_mentions: tags,
  default_facebook_mentions: tags,
  facebook_review_url: z.string().trim().max(2000).nullable().superRefine(zodRule(socialSettingsRules.facebook_review_url)),
});
const dollars = (rule: (v: unknown) => string | undefined) => z.string().trim().max(20).nullable().superRefine(zodRule(rule));
/** Dollar amounts as text ('12.50'); null falls back to the industry default. */
export const valueSettings = z.object({
  post_marketing_value: dollars(valueSettingsRules.post_marketing_value),
  review_marketing_value: dollars(valueSettingsRules.review_marketing_value),
  average_ticket_value: dollars(valueSettingsRules.average_ticket_value),
});
export const socialProofWidgetSettings = z.object({
  verified_by_name: z.string().trim().max(200).superRefine(zodRule(socialProofSettingsRules.verified_by_name)),
  verified_by_icon: z.string().trim().max(2000).superRefine(zodRule(socialProofSettingsRules.verified_by_icon)),
  install_url: z.string().trim().max(2000).superRefine(zodRule(socialProofSettingsRules.install_url)),
  time_between_posts: z.union([z.string(), z.number()]).transform(String).pipe(z.string().superRefine(zodRule(socialProofSettingsRules.time_between_posts))),
  cycle_delay: z.union([z.string(), z.number()]).transform(String).pipe(z.string().superRefine(zodRule(socialProofSettingsRules.cycle_delay))),
});
export const socialProofWidgetReply = z.object({
  verified_by_name: z.string(),
  verified_by_icon: z.string(),
  install_url: z.string(),
  time_between_posts: z.number(),
  cycle_delay: z.number(),
  enabled: z.boolean(),
});

/** Stored values are answered as they are (a business may predate a rule), so no rules here. */
const nullableText = z.string().nullable();
const valueShape = z.object({ post_marketing_value: nullableText, review_marketing_value: nullableText, average_ticket_value: nullableText });
export const settingsAllReply = z.object({
  business: z.object({
    brand: z.string(), title: z.string(), logo_url: nullableText, industryCategoryId: z.number().nullable(),
    chargebee_customer_id: adminOnly(nullableText),
  }),
  social: z.object({
    default_hashtags: z.array(z.string()), default_instagram_mentions: z.array(z.string()),
    default_facebook_mentions: z.array(z.string()), facebook_review_url: nullableText,
  }),
  value: valueShape,
  /** The industry defaults shown as placeholders when a value is blank. */
  valueDefaults: valueShape,
  /** Admins only; null for business users. */
  socialProof: socialProofWidgetReply.nullable(),
});
export type SettingsAll = z.infer<typeof settingsAllReply>;
export type SocialProofWidgetSettings = z.input<typeof socialProofWidgetSettings>;
