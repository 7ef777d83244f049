// Social proof items of a business (spec 3 §3): the row ↔ contract mapping, the widget's settings
// row (made with its access key when the business first enables it), and an item made from a
// customer's approved proof.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SocialProof, socialProofInput } from '../../../contract/socialProofs';
import type { Db } from '../../db/client';
import { socialProofSettings, socialProofs } from '../../db/schema';
import type { ProofType } from '../../db/schema/enums';

type Row = typeof socialProofs.$inferSelect;
type Input = z.output<typeof socialProofInput>;

export function socialProofToContract(row: Row): SocialProof {
  return {
    id: row.id, type: row.type, platform: row.platform, status_code: row.statusCode,
    rating: row.rating === null ? null : Number(row.rating),
    location_city: row.locationCity, location_state: row.locationState, date: row.date.toISOString(),
    message: row.message, img_url: row.imgUrl, avatar_img_url: row.avatarImgUrl,
    business_name: row.businessName, influencer_name: row.influencerName, view_count: row.viewCount, proof_id: row.proofId,
  };
}

/** The columns a form save writes: rating and city/state belong to reviews only. */
export function socialProofValues(input: Input) {
  const review = input.type === 'REVIEW';
  return {
    type: input.type, platform: input.platform, statusCode: input.status_code, message: input.message,
    businessName: input.business_name, influencerName: input.influencer_name,
    avatarImgUrl: input.avatar_img_url, imgUrl: input.img_url,
    rating: review && input.rating != null ? Number(input.rating).toFixed(1) : null,
    locationCity: review ? input.location_city : null, locationState: review ? input.location_state : null,
    date: new Date(input.date),
  };
}

/** A new access key: 128 random bits in lower-case hex (what the snippets and public URLs carry). */
export const newAccessKey = (): string => randomBytes(16).toString('hex');

export async function widgetSettingsOf(db: Db, businessId: number) {
  const [row] = await db.select().from(socialProofSettings).where(eq(socialProofSettings.businessId, businessId)).limit(1);
  return row ?? null;
}

/** Turns the widget on, making the settings row and its key on first use; the key never changes after. */
export async function enableWidget(db: Db, businessId: number) {
  const [row] = await db.insert(socialProofSettings).values({ businessId, enabled: true, accessKey: newAccessKey() })
    .onConflictDoUpdate({ target: socialProofSettings.businessId, set: { enabled: true } }).returning();
  if (!row) throw new Error('social proof settings upsert returned no row');
  return row;
}

/** How a customer's proof shows in the widget: its platform, and a post (the screenshot is the picture). */
export function platformOfProof(type: ProofType): SocialProof['platform'] {
  if (type === 'INSTAGRAM_POST' || type === 'TIK_TOK') return 'INSTAGRAM';
  if (type === 'ONLINE_REVIEW') return 'GOOGLE';
  return 'FACEBOOK';
}

/** The generic avatar of customers, who upload no picture of themselves. */
export const CUSTOMER_AVATAR = '/widgets/avatar.svg';
