// /share/offer/{offerId} (spec 2 §7): the public page of an offer as a local sees it — summary,
// image, business, locations and what to post. Every business-written text goes through
// escapeHtml; URLs are only used when they are http(s) or paths on this host.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { businesses, offers } from '../db/schema';
import { ICON_LINKS, escapeHtml, safeUrl } from '../lib/html';
import { offerAddresses } from '../domain/offerAddresses';

const TASK_LABELS: Record<string, string> = {
  INSTAGRAM_POST: 'Post on Instagram', FACEBOOK_POST: 'Post on Facebook', TIK_TOK: 'Post a TikTok video',
  ONLINE_REVIEW: 'Write a Google review', FACEBOOK_REVIEW: 'Write a Facebook review',
};
const FLOW_LABELS: Record<string, string> = { VISIT: 'In Person', CALL: 'Schedule', URL: 'Web', EVENT: 'Event' };

const list = (items: string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join('');

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { offerId: string } }>('/share/offer/:offerId', { config: { public: true } }, async (request, reply) => {
    const id = Number(request.params.offerId);
    const [row] = Number.isInteger(id) && id > 0
      ? await app.db.select({ offer: offers, brand: businesses.brand, logoUrl: businesses.logoUrl })
        .from(offers).innerJoin(businesses, eq(businesses.id, offers.businessId)).where(eq(offers.id, id)).limit(1)
      : [];
    if (!row) return reply.code(404).type('text/html').send('<!doctype html><title>Offer not found</title><p>Offer not found</p>');
    const { offer: o } = row;
    const { locations } = await offerAddresses(app.db, o.id, o.businessId);
    const image = safeUrl(o.offerImageUrl);
    const logo = safeUrl(row.logoUrl);
    const socials = [...o.hashtags, ...o.instagramMentions, ...o.facebookMentions];
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.offerSummary)} — ${escapeHtml(row.brand)}</title>${ICON_LINKS}
<meta property="og:title" content="${escapeHtml(o.offerSummary)}">
${image ? `<meta property="og:image" content="${escapeHtml(image)}">` : ''}
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:420px;margin:0 auto;background:#fff;min-height:100vh}
img.offer{width:100%;aspect-ratio:380/200;object-fit:cover;display:block}.c{padding:16px}h1{font-size:1.4rem;margin:.2em 0}
.brand{display:flex;gap:8px;align-items:center;color:#555}.brand img{width:32px;height:32px;border-radius:50%}.tag{display:inline-block;background:#eef;border-radius:12px;padding:2px 8px;margin:2px}</style>
</head><body><main>
${image ? `<img class="offer" src="${escapeHtml(image)}" alt="">` : ''}
<div class="c">
<div class="brand">${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ''}<span>${escapeHtml(row.brand)}</span></div>
<h1>${escapeHtml(o.offerSummary)}</h1>
<p>${escapeHtml(FLOW_LABELS[o.offerOrderFlowType] ?? '')}${o.offerSpecialInstructions ? ` — ${escapeHtml(o.offerSpecialInstructions)}` : ''}</p>
${o.customDescription ? `<p>${escapeHtml(o.customDescription)}</p>` : ''}
<h2>What to post</h2><ul>${list(o.tasks.map((t) => TASK_LABELS[t] ?? t))}</ul>
${socials.length ? `<p>${socials.map((s) => `<span class="tag">${escapeHtml(s)}</span>`).join(' ')}</p>` : ''}
${locations.length ? `<h2>Locations</h2><ul>${list(locations.map((l) => `${l.address}, ${l.city}, ${l.state} ${l.zipcode}`))}</ul>` : ''}
</div></main></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};

export default routes;
