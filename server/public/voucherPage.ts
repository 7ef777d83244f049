// /v/{key}: a customer's voucher (issue 12). The key is 128 random bits, so vouchers cannot be
// walked. The page shows the campaign's voucher screen (customer/flow/render.ts) and the state:
// waiting for review, not approved, ready (the code, a QR code staff scan, and the PIN they can
// type instead), or redeemed (when and where). It can be added to the home screen
// (/v/{key}/manifest.webmanifest) and is never cached, since its state changes.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { VOUCHER_KEY } from '../../contract/vouchers';
import { renderFlowScreen } from '../../customer/flow/render';
import { queryRows } from '../db/sql';
import { escapeHtml as e } from '../lib/html';
import { campaignView, type Campaign } from '../domain/claims/campaign';
import { flowToContract } from '../domain/swayOfferRows';
import { alreadyRedeemedMessage } from '../domain/voucherRedeem';
import { businesses, locations, swayFlows, swayOffers } from '../db/schema';
import { customerPage, messagePage } from './customerPage';

interface VoucherPageRow {
  voucher_id: number; pin: string | null; date_redeemed: string | Date | null; time_zone: string; location: string | null;
  sway_offer_id: number | null; review_status: string | null; review_template_title: string | null; email: string | null; code: string | null;
}

const routes: FastifyPluginAsync = async (app) => {
  async function voucherByKey(key: string) {
    if (!VOUCHER_KEY.test(key)) return null;
    const [row] = await queryRows<VoucherPageRow>(app.db, sql`
      select v.id as voucher_id, v.pin, v.date_redeemed, b.time_zone, v.sway_offer_id,
        case when l.id is null then null else l.address || ', ' || l.city end as location,
        p.review_status, p.review_template_title, p.email, (select c.value from codes c where c.proof_id = p.id limit 1) as code
      from vouchers v join businesses b on b.id = v.business_id
      left join locations l on l.id = v.location_id
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

  async function stateBlock(key: string, row: VoucherPageRow): Promise<string> {
    if (row.date_redeemed) {
      return `<p class="sw-pending" role="status"><strong>This voucher has been used.</strong> ${e(alreadyRedeemedMessage(new Date(row.date_redeemed), row.time_zone, row.location))}</p>`;
    }
    if (row.review_status === 'PENDING') {
      return `<p class="sw-pending" role="status"><strong>We are checking your post.</strong> Your voucher will be ready here once it is approved${
        row.email ? ' — we will also e-mail you' : ''}. Keep this page: add it to your home screen or bookmark it.</p>`;
    }
    if (row.review_status === 'DENIED') {
      return `<p class="sw-pending" role="status"><strong>Your post was not approved${row.review_template_title ? `: ${e(row.review_template_title)}` : ''}.</strong> This voucher cannot be used.</p>`;
    }
    const qr = await QRCode.toString(`${app.config.publicUrl}/v/${key}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return `${row.code ? `<div class="sw-code" aria-label="Voucher code">${e(row.code)}</div>` : ''}
<div class="sw-qr" role="img" aria-label="QR code of this voucher for the staff to scan">${qr}</div>
<p class="sw-pin">Or tell the staff your PIN: <strong>${e(row.pin ?? '')}</strong></p>
<p class="sw-muted">Show this page at the counter. It can be used once.</p>`;
  }

  app.get<{ Params: { key: string } }>('/v/:key', { config: { public: true } }, async (request, reply) => {
    const row = await voucherByKey(request.params.key);
    const campaign = row?.sway_offer_id != null ? await campaignOf(row.sway_offer_id) : null;
    if (!row || !campaign) {
      return messagePage(reply, 404, 'Voucher not found', 'Voucher not found', 'This link does not lead to a voucher. Open the link from your e-mail or text message again.');
    }
    const endNote = await stateBlock(request.params.key, row);
    const html = renderFlowScreen('voucher', campaignView(campaign), { actions: false, endNote });
    return customerPage(reply, 200, {
      title: `Your voucher — ${campaign.brand}`, body: html, noStore: true,
      head: `<meta name="robots" content="noindex"><link rel="manifest" href="/v/${e(request.params.key)}/manifest.webmanifest">`,
    });
  });

  app.get<{ Params: { key: string } }>('/v/:key/manifest.webmanifest', { config: { public: true } }, async (request, reply) => {
    const row = await voucherByKey(request.params.key);
    const campaign = row?.sway_offer_id != null ? await campaignOf(row.sway_offer_id) : null;
    if (!row || !campaign) return reply.code(404).type('application/json').send({ error: 'Voucher not found' });
    return reply.type('application/manifest+json').header('cache-control', 'no-store').send({
      name: `${campaign.brand} voucher`, short_name: campaign.brand.slice(0, 12), start_url: `/v/${request.params.key}`,
      scope: `/v/${request.params.key}`, display: 'standalone', background_color: '#f5f5f5', theme_color: '#d32f2f',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });
};

export default routes;
