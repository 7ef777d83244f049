// "Already claimed? Get my reward again" on a campaign's page (/c/{code}/recover) and a network
// offer's share page (/share/offer/{id}/recover) (issue 32; server/domain/claims/recovery.ts): one
// field, the e-mail or phone the customer claimed with; the answer never says whether a claim
// exists, and after a post the page is reached by a redirect (post/redirect/get), so a reload
// never sends again.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONTACT_LIMITS } from '../domain/claims/contactAnswers';
import { campaignByLink } from '../domain/claims/campaign';
import { campaignPath, shareOfferPath } from '../domain/claims/links';
import { parseRecoveryContact, RECOVERY_MESSAGES, requestRecovery, type RecoveryScope } from '../domain/claims/recovery';
import { businesses, offers } from '../db/schema';
import { escapeHtml as e } from '../lib/html';
import { acceptForms, customerPage, linkNotFound } from './customerPage';
import { formFlash } from './formFlash';

export const RECOVERY_LINK_TEXT = 'Already claimed? Get my reward again';

/** The link every campaign and offer page (and an "already claimed" answer) carries. */
export const recoveryLink = (pagePath: string) =>
  `<p class="sw-note sw-recover"><a class="sw-link" href="${e(pagePath)}/recover">${RECOVERY_LINK_TEXT}</a></p>`;

interface Target { scope: RecoveryScope; brand: string; summary: string; back: string }

function recoveryPage(reply: FastifyReply, target: Target, form: { value: string; error?: string; sent?: boolean }, status = 200) {
  const body = form.sent
    ? `<p class="sw-pending" role="status">${e(RECOVERY_MESSAGES.sent)}</p><p><a class="sw-link" href="${e(target.back)}">Back to the offer</a></p>`
    : `<form method="post" class="sw-form" novalidate>
<p>We will send the link to your reward to the e-mail address or phone number you used when you claimed it.</p>
<label for="r-contact">${RECOVERY_MESSAGES.label}</label>
<input id="r-contact" name="contact" type="text" inputmode="email" autocomplete="email" required maxlength="${CONTACT_LIMITS.EMAIL_ADDRESS}" value="${e(form.value)}"${
  form.error ? ' aria-invalid="true" aria-describedby="r-error"' : ''}>${form.error ? `<p class="sw-error" id="r-error">${e(form.error)}</p>` : ''}
<button type="submit" class="sw-btn">Send me the link</button>
<p class="sw-note"><a class="sw-link" href="${e(target.back)}">Back to the offer</a></p></form>`;
  return customerPage(reply, status, {
    title: `Get my reward again — ${target.brand}`, noStore: true,
    body: `<div class="sw" data-screen="recover"><div class="sw-head"><span>${e(target.brand)}</span></div><div class="sw-body"><h1>Get my reward again</h1><p class="sw-muted">${e(target.summary)}</p>${body}</div></div>`,
  });
}

const routes: FastifyPluginAsync = async (app) => {
  acceptForms(app);
  const notFound = linkNotFound;

  async function campaignTarget(code: string): Promise<Target | null> {
    const campaign = await campaignByLink(app.db, code);
    return campaign && {
      scope: { businessId: campaign.offer.businessId, swayOfferId: campaign.offer.id }, brand: campaign.brand,
      summary: campaign.offer.offerSummary, back: campaignPath(campaign.code),
    };
  }
  async function offerTarget(idText: string): Promise<Target | null> {
    const id = Number(idText);
    if (!(Number.isInteger(id) && id > 0 && id < 2 ** 31)) return null;
    const [row] = await app.db.select({ offer: offers, brand: businesses.brand }).from(offers)
      .innerJoin(businesses, eq(businesses.id, offers.businessId)).where(eq(offers.id, id)).limit(1);
    return row && { scope: { businessId: row.offer.businessId, offerId: row.offer.id }, brand: row.brand, summary: row.offer.offerSummary, back: shareOfferPath(row.offer.id) };
  }

  const pages = [
    { path: '/c/:code/recover', target: (p: Record<string, string>) => campaignTarget(p.code ?? '') },
    { path: '/share/offer/:offerId/recover', target: (p: Record<string, string>) => offerTarget(p.offerId ?? '') },
  ];
  // A refusal is answered with 303 to the page, which shows it with what was typed (post/redirect/get).
  const flash = formFlash(app.config.jwtSecret, 'swr');
  const pathOf = (target: Target) => `${target.back}/recover`;
  for (const { path, target } of pages) {
    app.get<{ Params: Record<string, string>; Querystring: { sent?: string } }>(path, { config: { public: true } }, async (request, reply) => {
      const found = await target(request.params);
      if (!found) return notFound(reply);
      if (request.query.sent === '1') return recoveryPage(reply, found, { value: '', sent: true });
      const refused = flash.read(request, pathOf(found));
      return recoveryPage(reply, found, { value: refused?.values.contact ?? '', error: refused?.errors.contact }, refused?.status ?? 200);
    });
    app.post<{ Params: Record<string, string>; Body: Record<string, string> }>(path, {
      config: { public: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    }, async (request, reply) => {
      const found = await target(request.params);
      if (!found) return notFound(reply);
      const typed = typeof request.body?.contact === 'string' ? request.body.contact : '';
      const refuse = (status: 422 | 429, error: string) => {
        flash.set(request, reply, pathOf(found), { status, errors: { contact: error }, values: { contact: typed.slice(0, CONTACT_LIMITS.EMAIL_ADDRESS) } });
        return reply.redirect(pathOf(found), 303);
      };
      const contact = parseRecoveryContact(typed);
      if ('error' in contact) return refuse(422, contact.error);
      const result = await requestRecovery(app.db, found.scope, contact, request.ip);
      if (result === 'LIMITED') return refuse(429, RECOVERY_MESSAGES.limited);
      flash.clear(request, reply, pathOf(found));
      return reply.redirect(`${pathOf(found)}?sent=1`, 303);
    });
  }
};

export default routes;
