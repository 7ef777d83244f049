// Industry value settings (spec 3 §2 Admin Settings, §3, §5, §7): per industry category, the
// marketing value of a post and of a review, the average ticket (dollars, kept in cents) and the
// industry proof ratio. A business without its own values falls back to its category's.
import { z } from 'zod';
import { serialId } from './common';
import { zodRule } from './validation/common';
import { industryDollars, proofRatio } from './validation/settings';

/** Missing values are answered as 0 (spec 3 §9); money in dollars, exact to the cent. */
export const industryCategoryValues = z.object({
  post_marketing_value: z.number(),
  review_marketing_value: z.number(),
  average_ticket_value: z.number(),
  industry_proof_ratio: z.number(),
});
export const industryCategoryRow = z.object({
  id: z.number(),
  title: z.string(),
  industry_category_value_settings: industryCategoryValues,
});
export const industryValuesReply = z.array(z.object({
  id: z.number(),
  title: z.string(),
  industry_categories: z.array(industryCategoryRow),
}));
export type IndustryValues = z.infer<typeof industryValuesReply>;
export type IndustryCategoryRow = z.infer<typeof industryCategoryRow>;
export type IndustryValueField = keyof z.infer<typeof industryCategoryValues>;

export const industryCategoryParams = z.object({ categoryId: serialId });

/** The typed text ('12.50') or a number; checked on its written digits, never through a float. */
const newValueOf = (rule: (v: unknown) => string | undefined) => z.object({
  newValue: z.union([z.string().trim().max(20), z.number()]).transform(String).pipe(z.string().superRefine(zodRule(rule))),
});
export const industryMoneyRequest = newValueOf(industryDollars);
export const industryProofRatioRequest = newValueOf(proofRatio);
