// /lp/{custom_url}: a published sway offers landing page (spec 3 §2; DESIGN §6), rendered with the
// same code as the editor's preview (customer/landing). Expired campaigns drop off by themselves;
// an unknown address is a 404 page. Phone first, no script at all.
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { businesses, landingPageOffers, landingPages, swayOffers } from '../db/schema';
import { ICON_LINKS, escapeHtml } from '../lib/html';
import { LANDING_CSS, renderLandingPage } from '../../customer/landing/render';

// The page's colour fills the whole window (issue 34: it stopped where a short page's content ended).
const html = (title: string, description: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">${ICON_LINKS}
<style>html,body{margin:0}main>.lp{min-height:100vh;min-height:100dvh}${LANDING_CSS}</style>
</head><body><main>${body}</main></body></html>`;

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>('/lp/:slug', { config: { public: true } }, async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    const [page] = /^[a-z0-9-]{1,60}$/.test(slug)
      ? await app.db.select({ page: landingPages, brand: businesses.brand, logoUrl: businesses.logoUrl }).from(landingPages)
        .innerJoin(businesses, eq(businesses.id, landingPages.businessId)).where(eq(landingPages.customUrl, slug)).limit(1)
      : [];
    if (!page) {
      return reply.code(404).type('text/html; charset=utf-8')
        .send(html('Page not found', '', '<div class="lp" style="--lp-bg:#fff;--lp-text:#222"><div class="lp-wrap"><h1>Page not found</h1><p>This page does not exist. Check the address.</p></div></div>'));
    }
    const offers = await app.db.select({
      page_summary: landingPageOffers.offerSummary, summary: swayOffers.offerSummary, image: swayOffers.offerImageUrl, code: swayOffers.shortUrlId,
    }).from(landingPageOffers).innerJoin(swayOffers, eq(swayOffers.id, landingPageOffers.swayOfferId))
      .where(and(eq(landingPageOffers.landingPageId, page.page.id), eq(swayOffers.expired, false)))
      .orderBy(asc(landingPageOffers.ordinal));
    const layout = page.page.layoutData;
    const body = renderLandingPage({
      brand: page.brand, logoUrl: page.logoUrl,
      layout: { colors: layout.colors ?? {}, text: layout.text ?? {}, images: layout.images ?? {} },
      offers: offers.map((o) => ({ offer_summary: o.page_summary || o.summary, offer_image_url: o.image, href: o.code ? `/p/${o.code}` : null })),
    });
    const title = page.page.landingPageName || `${page.brand} rewards`;
    return reply.type('text/html; charset=utf-8').send(html(title, layout.text?.intro ?? `${page.brand}: rewards for sharing your visit.`, body));
  });
};

export default routes;
