// /share/offer/{offerId} (spec 2 §7; issue 12): the public page of a network offer as a local sees
// it — summary, image, business, how to order (an EVENT's dates and times, a CALL offer's phone
// to tap, a URL offer's order link), locations and what to post. Only a live offer (ACTIVE and
// not past its expiration) is shown as available; one not yet approved, scheduled, paused,
// complete or full says so with the business's name. Every business-written text goes through
// escapeHtml; URLs are only used when they are http(s) or paths on this host.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { OfferStatus } from '../../contract/offers';
import { VOUCHER_KEY } from '../../contract/vouchers';
import { CONTACT_LIMITS } from '../../contract/swayFlow';
import { businesses, offers, vouchers, type EventDateOption } from '../db/schema';
import { escapeHtml, safeUrl } from '../lib/html';
import { offerAddresses } from '../domain/offerAddresses';
import { copyTagList, TASK_LABELS } from '../../customer/flow/render';
import { scriptUrl } from './customerScripts';
import { acceptForms, customerPage, messagePage } from './customerPage';
import { shareOfferPath, voucherPath } from '../domain/claims/links';
import { recoveryLink } from './recovery';
import { formFlash } from './formFlash';
import { cookieOf, setCookie } from './cookies';
import { checkSurvey, claimNetworkOffer, reopenFullOffers, SURVEY_CHOICES, type OfferLocation } from '../domain/networkClaim';

const FLOW_LABELS: Record<string, string> = { VISIT: 'In Person', CALL: 'Schedule', URL: 'Web', EVENT: 'Event' };

/** Why a customer cannot claim the offer now, or null when it is live. */
export function unavailableReason(status: OfferStatus, startDate: Date | null, expirationDate: Date | null, now = new Date()): string | null {
  if (status === 'ACTIVE' && expirationDate && expirationDate < now) return 'This offer has ended.';
  switch (status) {
    case 'ACTIVE': return null;
    case 'SCHEDULED': return startDate
      ? `This offer starts on ${startDate.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}.`
      : 'This offer has not started yet.';
    case 'NEEDS_APPROVAL': return 'This offer has not started yet.';
    case 'PAUSED': return 'This offer is paused for now. Check back soon.';
    case 'FULL': return 'This offer is full for this month. Check back next month.';
    case 'COMPLETE': return 'This offer has ended.';
  }
}

const timeText = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
/** 'Saturday, December 5, 2026, 6:00 PM – 9:00 PM' */
export function eventTimeText(option: EventDateOption): string {
  const day = new Date(`${option.event_date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${day}, ${timeText(option.start_time)} – ${timeText(option.end_time)}`;
}

const list = (items: string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join('');

/** The survey's fields, kept (cut to the longest any of them takes) when a refusal sends the customer back to the form. */
const SURVEY_FIELDS = ['location_id', 'first_name', 'email', 'phone', 'heard_from'] as const;
const SURVEY_FIELD_MAX = CONTACT_LIMITS.EMAIL_ADDRESS;

interface SurveyForm { values: Record<string, string>; errors: Record<string, string>; ownVoucher?: string }

/** The cookie that keeps, per share link, the voucher this phone claimed there. */
const VOUCHER_COOKIE = 'swo';

/** The Survey mode (spec 2 §2): who is claiming, where they will go, how they heard of the business. */
function survey(offerId: number, brand: string, locations: OfferLocation[], form: SurveyForm): string {
  const e = escapeHtml;
  const error = (name: string) => (form.errors[name] ? `<p class="sw-error" id="e-${name}">${e(form.errors[name])}</p>` : '');
  const state = (name: string) => (form.errors[name] ? ` aria-invalid="true" aria-describedby="e-${name}"` : '');
  const input = (name: string, label: string, type: string, autocomplete: string, required: boolean, max: number) => `<label for="s-${name}">${label}${required ? ' *' : ''}</label>
<input id="s-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="${max}" value="${e(form.values[name] ?? '')}"${required ? ' required' : ''}${state(name)}>${error(name)}`;
  const where = locations.length > 1 ? `<label for="s-location_id">Which location will you visit? *</label>
<select id="s-location_id" name="location_id" required${state('location_id')}><option value="">Choose…</option>${locations.map((l) =>
    `<option value="${l.id}"${String(l.id) === form.values.location_id ? ' selected' : ''}>${e(`${l.address}, ${l.city}`)}</option>`).join('')}</select>${error('location_id')}` : error('location_id');
  // A refused form is answered with the whole page again, which opens at its top, two screens above the
  // form: the refusal is said at the form's head and focused there (autofocus scrolls to it, without script).
  const problem = form.errors[''] ?? (Object.keys(form.errors).length ? 'We could not accept these details. See the messages below.' : '');
  return `<form method="post" action="/share/offer/${offerId}/claim" class="sw-form" aria-labelledby="claim-title">
<h2 id="claim-title">Claim this offer</h2>${problem ? `<p class="sw-error sw-alert" role="alert" tabindex="-1" autofocus>${e(problem)}</p>` : ''}
${where}
${input('first_name', 'First name', 'text', 'given-name', true, CONTACT_LIMITS.FIRST_NAME)}
${input('email', 'E-mail address', 'email', 'email', true, CONTACT_LIMITS.EMAIL_ADDRESS)}
${input('phone', 'Phone number', 'tel', 'tel', false, CONTACT_LIMITS.PHONE_NUMBER)}
<label for="s-heard_from">How did you hear about ${e(brand)}? *</label>
<select id="s-heard_from" name="heard_from" required${state('heard_from')}><option value="">Choose…</option>${SURVEY_CHOICES.map((c) =>
    `<option${c === form.values.heard_from ? ' selected' : ''}>${e(c)}</option>`).join('')}</select>${error('heard_from')}
<button type="submit" class="sw-btn">Get my voucher</button>
<p class="sw-note">${e(brand)} uses these details only for this offer and will not share them.</p>
</form>`;
}

function howToOrder(o: typeof offers.$inferSelect): string {
  const parts: string[] = [];
  if (o.offerOrderFlowType === 'EVENT' && o.eventDateOption.length) {
    parts.push(`<h2>When</h2><ul class="sw-when">${list([...o.eventDateOption].sort((a, b) => `${a.event_date}${a.start_time}`.localeCompare(`${b.event_date}${b.start_time}`)).map(eventTimeText))}</ul>`);
  }
  const phone = o.offerPhone?.trim();
  if (phone) parts.push(`<a class="sw-btn" href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}">Call ${escapeHtml(phone)} to book</a>`);
  const order = safeUrl(o.offerUrl);
  if (order) parts.push(`<a class="sw-btn" href="${escapeHtml(order)}" target="_blank" rel="noopener">Order online</a>`);
  const details = safeUrl(o.offerDescriptionUrl);
  if (details) parts.push(`<p><a class="sw-link" href="${escapeHtml(details)}" target="_blank" rel="noopener">More about this offer</a></p>`);
  return parts.join('\n');
}

const routes: FastifyPluginAsync = async (app) => {
  acceptForms(app);
  // A refused survey: 303 to the offer's page, which shows the refusal and what was typed (post/redirect/get).
  const flash = formFlash(app.config.jwtSecret, 'sws');
  app.jobs.every('reopen full offers', 3_600_000, () => reopenFullOffers(app.db));

  async function offerOf(idText: string) {
    const id = Number(idText);
    if (!(Number.isInteger(id) && id > 0 && id < 2 ** 31)) return null;
    await reopenFullOffers(app.db, id);
    const [row] = await app.db.select({ offer: offers, brand: businesses.brand, logoUrl: businesses.logoUrl, timeZone: businesses.timeZone })
      .from(offers).innerJoin(businesses, eq(businesses.id, offers.businessId)).where(eq(offers.id, id)).limit(1);
    return row ?? null;
  }

  async function show(reply: FastifyReply, row: NonNullable<Awaited<ReturnType<typeof offerOf>>>, form: SurveyForm, status = 200) {
    const { offer: o } = row;
    const reason = unavailableReason(o.offerStatus, o.offerStartDate, o.expirationDate);
    if (reason) return messagePage(reply, 410, `${row.brand}: this offer is not available`, `${row.brand}: this offer is not available`, reason);
    const { locations } = await offerAddresses(app.db, o.id, o.businessId);
    const image = safeUrl(o.offerImageUrl);
    const logo = safeUrl(row.logoUrl);
    const socials = [...o.hashtags, ...o.instagramMentions, ...o.facebookMentions];
    const body = `<div class="sw">
${image ? `<img class="sw-hero" src="${escapeHtml(image)}" alt="">` : ''}
<div class="sw-body">
<div class="sw-head">${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ''}<span>${escapeHtml(row.brand)}</span></div>
${form.ownVoucher ? `<div class="sw-pending" role="status"><p><strong>You already claimed this offer.</strong></p><a class="sw-btn" href="${escapeHtml(form.ownVoucher)}">Open my voucher</a></div>` : ''}
<h1>${escapeHtml(o.offerSummary)}</h1>
<p>${escapeHtml(FLOW_LABELS[o.offerOrderFlowType] ?? '')}${o.offerSpecialInstructions ? ` — ${escapeHtml(o.offerSpecialInstructions)}` : ''}</p>
${o.customDescription ? `<p>${escapeHtml(o.customDescription)}</p>` : ''}
${howToOrder(o)}
<h2>What to post</h2><ul>${list(o.tasks.map((t) => TASK_LABELS[t] ?? t))}</ul>
${socials.length ? `<h2>Include in your post</h2>${copyTagList(socials)}` : ''}
${locations.length ? `<h2>Locations</h2><ul>${list(locations.map((l) => `${l.address}, ${l.city}, ${l.state} ${l.zipcode}`))}</ul>` : ''}
${survey(o.id, row.brand, locations, form)}
${recoveryLink(shareOfferPath(o.id))}
</div></div>`;
    const head = `<meta property="og:title" content="${escapeHtml(o.offerSummary)}">${image ? `<meta property="og:image" content="${escapeHtml(image)}">` : ''}`;
    // The tags' Copy buttons: the claim page's own small script (no inline script, no framework).
    const scripts = socials.length ? [scriptUrl('copyTags')] : [];
    return customerPage(reply, status, { title: `${o.offerSummary} — ${row.brand}`, body, head, scripts, noStore: status !== 200 });
  }

  const notFound = (reply: FastifyReply) => messagePage(reply, 404, 'Offer not found', 'Offer not found', 'This link does not lead to an offer. Check the address, or ask the business for a new one.');

  /** The voucher this phone claimed on this offer's page, from its cookie, when it still exists. */
  async function ownVoucherKey(request: FastifyRequest, offerId: number): Promise<string | null> {
    const key = cookieOf(request, VOUCHER_COOKIE);
    if (!key || !VOUCHER_KEY.test(key)) return null;
    const [voucher] = await app.db.select({ id: vouchers.id }).from(vouchers).where(and(eq(vouchers.publicKey, key), eq(vouchers.offerId, offerId))).limit(1);
    return voucher ? key : null;
  }

  app.get<{ Params: { offerId: string } }>('/share/offer/:offerId', { config: { public: true } }, async (request, reply) => {
    const row = await offerOf(request.params.offerId);
    if (!row) return notFound(reply);
    const own = await ownVoucherKey(request, row.offer.id);
    // A survey refused a moment ago: its refusal at the form's head, with what was typed, until it is accepted or 5 minutes pass.
    const refused = flash.read(request, shareOfferPath(row.offer.id));
    return show(reply, row, { values: refused?.values ?? {}, errors: refused?.errors ?? {}, ownVoucher: own ? voucherPath(own) : undefined }, refused?.status ?? 200);
  });

  // The form's address opened as a page (a restored tab, the address bar after a refusal): the offer's page.
  app.get<{ Params: { offerId: string } }>('/share/offer/:offerId/claim', { config: { public: true } },
    async (request, reply) => reply.redirect(`/share/offer/${encodeURIComponent(request.params.offerId)}`, 303));

  app.post<{ Params: { offerId: string }; Body: Record<string, string> }>('/share/offer/:offerId/claim', {
    config: { public: true, rateLimit: { max: app.config.claimStartsPerIp, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const row = await offerOf(request.params.offerId);
    if (!row) return notFound(reply);
    const body = typeof request.body === 'object' && request.body ? request.body : {};
    const page = shareOfferPath(row.offer.id);
    // Every refusal is answered with 303 to the offer's page (post/redirect/get), so Back and reload never post again.
    const refuse = (status: 422 | 409, errors: Record<string, string>) => {
      const values = Object.fromEntries(SURVEY_FIELDS.map((name) => [name, String(body[name] ?? '').slice(0, SURVEY_FIELD_MAX)]));
      flash.set(request, reply, page, { status, errors, values });
      return reply.redirect(page, 303);
    };
    // An offer no longer live: its page says why.
    if (unavailableReason(row.offer.offerStatus, row.offer.offerStartDate, row.offer.expirationDate)) return reply.redirect(page, 303);
    const { locations } = await offerAddresses(app.db, row.offer.id, row.offer.businessId);
    const { answers, errors } = checkSurvey(body, locations);
    if (Object.keys(errors).length) return refuse(422, errors);
    const result = await claimNetworkOffer(app, row.offer, row.timeZone, locations, answers);
    if ('errors' in result) return refuse(409, result.errors);
    flash.clear(request, reply, page);
    // This phone keeps the voucher's key for the share link, so re-opening it after the tab was closed leads back.
    setCookie(request, reply, VOUCHER_COOKIE, result.voucherKey, page, 365 * 86_400);
    return reply.redirect(voucherPath(result.voucherKey), 303);
  });
};

export default routes;
