// A sway campaign as its public link shows it (issue 12): the offer, its flow, the business and
// the link's location, found by the short link code; and what the flow's screens need from it.
import { eq } from 'drizzle-orm';
import type { Flow } from '../../../contract/swayFlow';
import { enabledScreens, type FlowScreen } from '../../../contract/swayFlowRules';
import type { CampaignView } from '../../../customer/flow/render';
import type { Db } from '../../db/client';
import { businesses, locations, shortUrls, swayFlows, swayOffers } from '../../db/schema';
import { flowToContract } from '../swayOfferRows';

export const LINK_CODE = /^[A-Za-z0-9_-]{1,64}$/;

const campaignColumns = {
  offer: swayOffers, flowRow: swayFlows, brand: businesses.brand, logoUrl: businesses.logoUrl, location: locations,
};

export async function campaignByLink(db: Db, code: string) {
  if (!LINK_CODE.test(code)) return null;
  const [row] = await db.select(campaignColumns)
    .from(shortUrls)
    .innerJoin(swayOffers, eq(swayOffers.id, shortUrls.swayOfferId))
    .innerJoin(swayFlows, eq(swayFlows.swayOfferId, swayOffers.id))
    .innerJoin(businesses, eq(businesses.id, swayOffers.businessId))
    .leftJoin(locations, eq(locations.id, shortUrls.addressId))
    .where(eq(shortUrls.id, code)).limit(1);
  if (!row) return null;
  return { ...row, code, flow: flowToContract(row.flowRow) };
}

/** The campaign of a proof, without a link (the automatic checks' job). */
export async function campaignByOffer(db: Db, swayOfferId: number): Promise<Campaign | null> {
  const { location: _none, ...columns } = campaignColumns;
  const [row] = await db.select(columns)
    .from(swayOffers)
    .innerJoin(swayFlows, eq(swayFlows.swayOfferId, swayOffers.id))
    .innerJoin(businesses, eq(businesses.id, swayOffers.businessId))
    .where(eq(swayOffers.id, swayOfferId)).limit(1);
  return row ? { ...row, location: null, code: '', flow: flowToContract(row.flowRow) } : null;
}
export type Campaign = NonNullable<Awaited<ReturnType<typeof campaignByLink>>>;

export function campaignView(campaign: Campaign): CampaignView {
  const { offer, location } = campaign;
  const { side_effect_data: _private, ...flow } = campaign.flow;
  return {
    brand: campaign.brand,
    logoUrl: campaign.logoUrl,
    locationLabel: location ? `${location.address}, ${location.city}` : undefined,
    offer: {
      offer_summary: offer.offerSummary, offer_image_url: offer.offerImageUrl, hashtags: offer.hashtags,
      instagram_mentions: offer.instagramMentions, facebook_mentions: offer.facebookMentions, tiktok_mentions: offer.tiktokMentions,
      google_review_url: offer.googleReviewUrl, facebook_review_url: offer.facebookReviewUrl,
      proof_sample_images: offer.proofSampleImages, tasks: offer.tasks,
    },
    flow,
  };
}

/** The screens before the end, in order; submitting the last of them completes the claim. */
export const stepsBeforeEnd = (flow: Flow): FlowScreen[] => enabledScreens(flow).filter((s) => s !== 'voucher' && s !== 'whatsNext');
export const endScreen = (flow: Flow): FlowScreen => (flow.end_type === 'VOUCHER' ? 'voucher' : 'whatsNext');

/** The screen after `step`, or the end. */
export function nextStep(flow: Flow, step: FlowScreen): FlowScreen {
  const steps = stepsBeforeEnd(flow);
  return steps[steps.indexOf(step) + 1] ?? endScreen(flow);
}

/**
 * Whether a claim now on `current` has done every step before `posted` (issue 32): the flow's order
 * is the server's. Going back to an earlier step is allowed; a claim on a step the flow no longer
 * has counts as being on the first.
 */
export function stepReached(steps: readonly FlowScreen[], current: string, posted: FlowScreen): boolean {
  const at = steps.indexOf(current as FlowScreen);
  return steps.indexOf(posted) <= Math.max(at, 0);
}

/** How long after a campaign is stopped a customer whose screenshot was already uploaded may still finish. */
export const STOP_GRACE_MS = 30 * 60_000;

/**
 * Whether the campaign is closed to this claim (issue 32): a stopped campaign takes no new claims,
 * but a customer who had uploaded their post before the stop (uploads end with it) may finish
 * within STOP_GRACE_MS of the stop (the offer's last change).
 */
export function closedTo(campaign: Campaign, claim: { imageUrl: string | null } | null, now = new Date()): boolean {
  if (!campaign.offer.expired) return false;
  return !(claim?.imageUrl && now.getTime() - campaign.offer.updatedAt.getTime() < STOP_GRACE_MS);
}
