// Sway offers as listed for the business (spec 3 §3 Sway offer, §4: status derived from expired).
import { z } from 'zod';

export const SWAY_OFFER_STATUSES = ['ACTIVE', 'COMPLETE'] as const;

export const swayOfferListItem = z.object({
  id: z.number(),
  offer_summary: z.string(),
  offer_status: z.enum(SWAY_OFFER_STATUSES),
  expired: z.boolean(),
  offer_image_url: z.string().nullable(),
  short_url_id: z.string().nullable(),
  is_lite: z.boolean(),
  hashtags: z.array(z.string()),
  created_at: z.string(),
});
export type SwayOfferListItem = z.infer<typeof swayOfferListItem>;
export const swayOfferListReply = z.array(swayOfferListItem);
