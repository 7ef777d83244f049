// /v/{key}: a customer's voucher (issues 12, 32). The key is 128 random bits, so vouchers cannot be
// walked. The page says the voucher's state in the customer's words (voucherStates.ts): waiting
// for review, ready (the campaign's voucher screen with the code, a QR code staff scan, and the
// PIN they can type instead), redeemed (when and where), refused (why, with a one-tap retry:
// /v/{key}/retry), expired. It can be added to the home screen (/v/{key}/manifest.webmanifest)
// and is never cached, since its state changes. While the automatic check of its proof runs, the
// page asks GET /v/{key}/state now and then (customer/scripts/voucherWatch.ts) and reloads itself
// once the check has decided.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { VOUCHER_KEY } from '../../contract/vouchers';
import { queryRows } from '../db/sql';
import { escapeHtml as e, safeUrl } from '../lib/html';
import { campaignView, type Campaign } from '../domain/claims/campaign';
import { campaignPath, retryPath, voucherPath, voucherUrl } from '../domain/claims/links';
import { refusalReason, REFUSED_GENERIC } from '../domain/claims/refusal';
import { deniedBlock, expiredBlock, pendingBlock, readyBlock, redeemedBlock, withoutCounterRepeats, type VoucherPageState } from './voucherStates';
import { flowToContract } from '../domain/swayOfferRows';
import { businesses, locations, offers, swayFlows, swayOffers } from '../db/schema';
import { acceptForms, customerPage, messagePage } from './customerPage';
import { scriptUrl } from './customerScripts';
import { formFlash } from './formFlash';
import { addTaskProof } from '../domain/networkClaim';
import { header, renderFlowScreen, uploadControls, TASK_LABELS, TASK_SCREENSHOT_LABELS } from '../../customer/flow/render';
import { IMAGE_EXTENSIONS, type ImageExtension } from '../../contract/uploads';
import { HttpError } from '../http-error';
import { stat } from 'node:fs/promises';

interface VoucherPageRow {
  voucher_id: number; business_id: number; offer_id: number | null; pin: string | null; date_redeemed: string | Date | null; time_zone: string; location: string | null;
  sway_offer_id: number | null; proof_id: number | null; review_status: string | null; email: string | null; phone: string | null; code: string | null;
  expires_at: string | Date | null; check_status: string | null;
}

/** What GET /v/{key}/state answers: the page's state, and whether the automatic check is still running. */
export interface VoucherWatchAnswer { state: VoucherPageState; checking: boolean }

const routes: FastifyPluginAsync = async (app) => {
  acceptForms(app);
  // A refused task upload: 303 to the voucher, which says what to fix (post/redirect/get).
  const taskFlash = formFlash(app.config.jwtSecret, 'swt');
  async function voucherByKey(key: string) {
    if (!VOUCHER_KEY.test(key)) return null;
    const [row] = await queryRows<VoucherPageRow>(app.db, sql`
      select v.id as voucher_id, v.business_id, v.offer_id, v.pin, v.date_redeemed, b.time_zone, v.sway_offer_id,
        case when l.id is null then null else l.address || ', ' || l.city end as location,
        p.id as proof_id, p.review_status, p.email, p.phone, (select c.value from codes c where c.proof_id = p.id limit 1) as code,
        o.expiration_date as expires_at, (select pc.status from proof_checks pc where pc.proof_id = p.id) as check_status
      from vouchers v join businesses b on b.id = v.business_id
      left join locations l on l.id = v.location_id
      left join offers o on o.id = v.offer_id
      left join lateral (select * from proofs p where p.voucher_id = v.id and p.deleted_at is null order by p.id limit 1) p on true
      where v.public_key = ${key}`);
    return row ?? null;
  }

  async function campaignOf(swayOfferId: number): Promise<Campaign | null> {
    const [row] = await app.db.select({ offer: swayOffers, flowRow: swayFlows, brand: businesses.brand, logoUrl: businesses.logoUrl })
      .from(swayOffers).innerJoin(swayFlows, sql`${swayFlows.swayOfferId} = ${swayOffers.id}`)
      .innerJoin(businesses, sql`${businesses.id} = ${swayOffers.businessId}`)
      .where(sql`${swayOffers.id} = ${swayOfferId}`).limit(1);
    return row ? { ...row, code: '', location: null as typeof locations.$inferSelect | null, flow: flowToContract(row.flowRow) } : null;
  }

  /** The voucher's state, without what its page draws for it. */
  function stateName(row: VoucherPageRow): VoucherPageState {
    if (row.date_redeemed) return 'REDEEMED';
    if (row.expires_at && new Date(row.expires_at) < new Date()) return 'EXPIRED';
    if (row.review_status === 'PENDING') return 'PENDING';
    return row.review_status === 'DENIED' ? 'DENIED' : 'READY';
  }
  const checking = (row: VoucherPageRow) => row.review_status === 'PENDING' && row.check_status === 'QUEUED';

  /** The voucher's state and what its page says about it (voucherStates.ts). */
  async function stateOf(key: string, row: VoucherPageRow, brand: string): Promise<{ state: VoucherPageState; block: string }> {
    if (row.date_redeemed) return { state: 'REDEEMED', block: redeemedBlock(brand, new Date(row.date_redeemed), row.time_zone, row.location) };
    if (row.expires_at && new Date(row.expires_at) < new Date()) return { state: 'EXPIRED', block: expiredBlock(new Date(row.expires_at), row.time_zone) };
    if (row.review_status === 'PENDING') return { state: 'PENDING', block: pendingBlock(row, checking(row) ? `${voucherPath(key)}/state` : null) };
    if (row.review_status === 'DENIED') {
      const reason = row.proof_id == null ? REFUSED_GENERIC : await refusalReason(app.db, row.proof_id);
      return { state: 'DENIED', block: deniedBlock(reason, row.sway_offer_id != null ? retryPath(key) : null) };
    }
    const qr = await QRCode.toString(voucherUrl(app.config.publicUrl, key), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { state: 'READY', block: readyBlock(row.code, qr, row.pin) };
  }

  /** A network offer's voucher: its coupon, the QR code and PIN, and one screenshot upload per task. */
  async function networkVoucher(reply: FastifyReply, key: string, row: VoucherPageRow, errors: Record<string, string> = {}, status = 200) {
    const [offer] = await app.db.select({ o: offers, brand: businesses.brand, logoUrl: businesses.logoUrl }).from(offers)
      .innerJoin(businesses, sql`${businesses.id} = ${offers.businessId}`).where(sql`${offers.id} = ${row.offer_id}`).limit(1);
    if (!offer) return messagePage(reply, 404, 'Voucher not found', 'Voucher not found', 'This link does not lead to a voucher.');
    const { o } = offer;
    const done = new Set((await queryRows<{ proof_type: string }>(app.db, sql`
      select proof_type from proofs where voucher_id = ${row.voucher_id} and deleted_at is null`)).map((p) => p.proof_type));
    const coupon = safeUrl(o.couponImageUrl);
    const logo = safeUrl(offer.logoUrl);
    const tasks = o.tasks.map((task, i) => {
      const label = TASK_LABELS[task] ?? task;
      if (done.has(task)) return `<li><strong>${e(label)}</strong> <span class="sw-muted">— screenshot received, thank you!</span></li>`;
      return `<li><form method="post" action="/v/${e(key)}/task" data-upload="/v/${e(key)}/upload" class="sw-task">
<input type="hidden" name="task" value="${e(task)}"><strong>${e(label)}</strong>
${uploadControls(`sw-task-${i}`, null, errors[task], TASK_SCREENSHOT_LABELS[task])}
<button type="submit" class="sw-btn">Send screenshot</button></form></li>`;
    }).join('');
    const { state: stateName, block: state } = await stateOf(key, { ...row, review_status: null }, offer.brand);
    const ready = stateName === 'READY';
    const body = `<div class="sw" data-screen="voucher" data-state="${stateName}"><div class="sw-head">${logo ? `<img src="${e(logo)}" alt="">` : ''}<span>${e(offer.brand)}</span></div><div class="sw-body">
<h${ready ? 1 : 2}>${e(o.offerSummary)}</h${ready ? 1 : 2}>${ready ? '<p class="sw-muted">Show this voucher when you order.</p>' : ''}
${ready && coupon ? `<img class="sw-coupon ${e(o.couponSize)} outline" src="${e(coupon)}" alt="Your voucher">` : ''}
${ready && o.couponCode ? `<div class="sw-code" aria-label="Voucher code">${e(o.couponCode)}</div>` : ''}
${state}
${tasks && stateName !== 'EXPIRED' ? `<h2>After your visit</h2><p>Post about ${e(offer.brand)}, then send a screenshot of each:</p><ul class="sw-task-list">${tasks}</ul>` : ''}
</div></div>`;
    return customerPage(reply, status, {
      title: `Your voucher — ${offer.brand}`, body, noStore: true, scripts: tasks.includes('data-upload') ? [scriptUrl('claimUpload')] : [],
      head: `<meta name="robots" content="noindex"><link rel="manifest" href="/v/${e(key)}/manifest.webmanifest">`,
    });
  }

  app.post<{ Params: { key: string }; Body: { ext?: unknown } }>('/v/:key/upload', { config: { public: true, rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) => {
    const row = await voucherByKey(request.params.key);
    if (!row || row.offer_id == null || row.sway_offer_id != null) throw new HttpError(404, 'Voucher not found');
    const ext = String(request.body?.ext ?? '').toLowerCase();
    if (!(IMAGE_EXTENSIONS as string[]).includes(ext)) throw new HttpError(415, 'Choose a JPEG, PNG, WebP or GIF image');
    return app.services.storage.signUpload({ imageType: 'voucher', extension: ext as ImageExtension, businessId: row.business_id });
  });

  // The task form's and the upload's addresses opened as pages (a restored tab, the address bar after a refusal): the voucher.
  for (const form of ['/v/:key/task', '/v/:key/upload']) {
    app.get<{ Params: { key: string } }>(form, { config: { public: true } }, async (request, reply) => reply.redirect(`/v/${encodeURIComponent(request.params.key)}`, 303));
  }

  app.post<{ Params: { key: string }; Body: Record<string, string> }>('/v/:key/task', { config: { public: true, rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request, reply) => {
    const key = request.params.key;
    const row = await voucherByKey(key);
    if (!row || row.offer_id == null || row.sway_offer_id != null) return messagePage(reply, 404, 'Voucher not found', 'Voucher not found', 'This link does not lead to a voucher.');
    const body = typeof request.body === 'object' && request.body ? request.body : {};
    const [offer] = await app.db.select({ tasks: offers.tasks }).from(offers).where(sql`${offers.id} = ${row.offer_id}`);
    const task = offer?.tasks.find((t) => t === body.task);
    if (!task) return reply.redirect(`/v/${key}`, 303);
    const image = String(body.image_url ?? '');
    if (!(await ownUpload(image, row.business_id))) {
      taskFlash.set(request, reply, voucherPath(key), { status: 422, errors: { [task]: 'Upload a screenshot of your post to send it' }, values: {} });
      return reply.redirect(voucherPath(key), 303);
    }
    await addTaskProof(app, row.voucher_id, task, image);
    taskFlash.clear(request, reply, voucherPath(key));
    return reply.redirect(voucherPath(key), 303);
  });

  /** An image this server stored for the business's vouchers (the key's UUID cannot be guessed). */
  async function ownUpload(publicUrl: string, businessId: number): Promise<boolean> {
    const prefix = `${app.config.publicUrl}/uploads/voucher/b${businessId}/`;
    if (!publicUrl.startsWith(prefix) || !/^[0-9a-f-]{36}\.(jpg|jpeg|png|gif|webp)$/.test(publicUrl.slice(prefix.length))) return false;
    const local = app.services.storage.local;
    if (!local) return true;
    const file = local.filePath(publicUrl.slice(`${app.config.publicUrl}/uploads/`.length));
    return Boolean(file && (await stat(file).catch(() => null))?.isFile());
  }

  app.get<{ Params: { key: string } }>('/v/:key', { config: { public: true } }, async (request, reply) => {
    const row = await voucherByKey(request.params.key);
    if (row && row.sway_offer_id == null && row.offer_id != null) {
      const refused = taskFlash.read(request, voucherPath(request.params.key));
      return networkVoucher(reply, request.params.key, row, refused?.errors, refused?.status);
    }
    const campaign = row?.sway_offer_id != null ? await campaignOf(row.sway_offer_id) : null;
    if (!row || !campaign) {
      return messagePage(reply, 404, 'Voucher not found', 'Voucher not found', 'This link does not lead to a voucher. Check the address, or open the offer\'s page and choose "Already claimed? Get my reward again".');
    }
    const view = campaignView(campaign);
    const { state, block } = await stateOf(request.params.key, row, campaign.brand);
    // Only a ready voucher shows the campaign's voucher screen (its coupon, "show this at the counter"),
    // which says once, by the QR code, to show it at the counter: the business's own lines saying only that are left out.
    const ready = { ...view, flow: { ...view.flow, voucher_data: withoutCounterRepeats(view.flow.voucher_data) } };
    const html = state === 'READY'
      ? renderFlowScreen('voucher', ready, { actions: false, endNote: block }).replace('data-screen="voucher"', 'data-screen="voucher" data-state="READY"')
      : `<div class="sw" data-screen="voucher" data-state="${state}">${header(view)}<div class="sw-body">${block}</div></div>`;
    return customerPage(reply, 200, {
      title: `Your voucher — ${campaign.brand}`, body: html, noStore: true, scripts: checking(row) ? [scriptUrl('voucherWatch')] : [],
      head: `<meta name="robots" content="noindex"><link rel="manifest" href="/v/${e(request.params.key)}/manifest.webmanifest">`,
    });
  });

  // Asked by the page while its proof's automatic check runs (voucherWatch.ts): a few times a
  // minute at most per voucher, whoever asks.
  // A malformed key is refused before anything is counted; well-formed ones are counted per voucher and per address.
  const statePolls = app.createRateLimit({ max: 60, timeWindow: 60_000, keyGenerator: (req) => `voucher-state:${(req.params as { key?: string }).key ?? ''}` });
  const statePollsByAddress = app.createRateLimit({ max: 300, timeWindow: 60_000, keyGenerator: (req) => `voucher-state-ip:${req.ip}` });
  app.get<{ Params: { key: string } }>('/v/:key/state', { config: { public: true } }, async (request, reply): Promise<VoucherWatchAnswer> => {
    if (!VOUCHER_KEY.test(request.params.key)) throw new HttpError(404, 'Voucher not found');
    for (const limiter of [statePollsByAddress, statePolls]) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, 'Too many requests. Please wait a minute.');
    }
    const row = await voucherByKey(request.params.key);
    if (!row) throw new HttpError(404, 'Voucher not found');
    reply.header('cache-control', 'no-store');
    return { state: stateName(row), checking: checking(row) };
  });

  // The denial message's link and the refused page's button (links.ts retryUrl): a fresh attempt
  // through the link the denied claim came by (its location kept), whatever the device. A voucher
  // that was not refused leads back to its page, so an old message never starts a needless claim.
  app.get<{ Params: { key: string } }>('/v/:key/retry', { config: { public: true } }, async (request, reply) => {
    const key = request.params.key;
    const row = await voucherByKey(key);
    if (!row) return messagePage(reply, 404, 'Voucher not found', 'Voucher not found', 'This link does not lead to a voucher. Open the offer\'s link again to start over.');
    if (row.review_status !== 'DENIED' || row.sway_offer_id == null) return reply.redirect(voucherPath(key), 303);
    const [link] = await queryRows<{ code: string }>(app.db, sql`
      select code from (
        select c.link_code as code, 0 as rank from claims c where c.voucher_id = ${row.voucher_id}
          and exists (select 1 from short_urls s where s.id = c.link_code)
        union all select s.id, 1 from short_urls s where s.sway_offer_id = ${row.sway_offer_id} and s.address_id is null
      ) links order by rank limit 1`);
    return link ? reply.redirect(campaignPath(link.code), 303) : messagePage(reply, 410, 'This offer is not available', 'This offer is not available', 'This campaign has no link any more. Ask the business about their current offers.');
  });

  app.get<{ Params: { key: string } }>('/v/:key/manifest.webmanifest', { config: { public: true } }, async (request, reply) => {
    const row = await voucherByKey(request.params.key);
    const [business] = row ? await app.db.select({ brand: businesses.brand }).from(businesses).where(sql`${businesses.id} = ${row.business_id}`) : [];
    if (!row || !business) return reply.code(404).type('application/json').send({ error: 'Voucher not found' });
    return reply.type('application/manifest+json').header('cache-control', 'no-store').send({
      name: `${business.brand} voucher`, short_name: business.brand.slice(0, 12), start_url: `/v/${request.params.key}`,
      scope: `/v/${request.params.key}`, display: 'standalone', background_color: '#f5f5f5', theme_color: '#d32f2f',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });
};

export default routes;
