// /c/{code}: the public page of a sway campaign, where its short links and per-location links lead
// (spec 3 §9; DESIGN §6). It renders the flow's first screen with the same code as the console's
// preview (customer/flow). A stopped campaign says it is over, with the business's name; an
// unknown link is a 404 page. Claiming on this page comes with the customer-claim issue.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { businesses, locations, shortUrls, swayFlows, swayOffers } from '../db/schema';
import { ICON_LINKS, escapeHtml } from '../lib/html';
import { renderFlowScreen, type CampaignView } from '../../customer/flow/render';
import { FLOW_CSS } from '../../customer/flow/styles';
import { flowToContract } from '../domain/swayOfferRows';

const page = (reply: FastifyReply, status: number, title: string, body: string, description = '') => reply.code(status)
  .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}${ICON_LINKS}
<style>html,body{margin:0;background:#f5f5f5;min-height:100%}${FLOW_CSS}</style>
</head><body><main>${body}</main></body></html>`);

const message = (heading: string, text: string) => `<div class="sw"><div class="sw-body"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></div></div>`;

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>('/c/:code', { config: { public: true } }, async (request, reply) => {
    const code = request.params.code;
    const [row] = /^[A-Za-z0-9_-]{1,64}$/.test(code)
      ? await app.db.select({ offer: swayOffers, flow: swayFlows, brand: businesses.brand, logoUrl: businesses.logoUrl, location: locations })
        .from(shortUrls)
        .innerJoin(swayOffers, eq(swayOffers.id, shortUrls.swayOfferId))
        .innerJoin(swayFlows, eq(swayFlows.swayOfferId, swayOffers.id))
        .innerJoin(businesses, eq(businesses.id, swayOffers.businessId))
        .leftJoin(locations, eq(locations.id, shortUrls.addressId))
        .where(eq(shortUrls.id, code)).limit(1)
      : [];
    if (!row) return page(reply, 404, 'Link not found', message('Link not found', 'This link does not lead to a campaign. Check the address, or ask the business for a new one.'));
    const { offer } = row;
    if (offer.expired) {
      return page(reply, 410, `${row.brand}: campaign over`, message(`${row.brand}: this campaign is over`, 'Thank you for your interest. Ask us about our current offers on your next visit.'));
    }
    const { side_effect_data: _private, ...flow } = flowToContract(row.flow);
    const view: CampaignView = {
      brand: row.brand,
      logoUrl: row.logoUrl,
      locationLabel: row.location ? `${row.location.address}, ${row.location.city}` : undefined,
      offer: {
        offer_summary: offer.offerSummary, offer_image_url: offer.offerImageUrl, hashtags: offer.hashtags,
        instagram_mentions: offer.instagramMentions, facebook_mentions: offer.facebookMentions, tiktok_mentions: offer.tiktokMentions,
        google_review_url: offer.googleReviewUrl, facebook_review_url: offer.facebookReviewUrl,
        proof_sample_images: offer.proofSampleImages, tasks: offer.tasks,
      },
      flow,
    };
    return page(reply, 200, offer.metaTitle || `${offer.offerSummary} — ${row.brand}`, renderFlowScreen('campaign', view, { actions: false }), offer.metaDescription ?? '');
  });
};

export default routes;
