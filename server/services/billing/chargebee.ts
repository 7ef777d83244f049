// The Chargebee billing provider (DESIGN §4; issue 17 item 3) through the official `chargebee`
// package, product catalog 1.0 addons (the spec's chargebeeAddonId). The calls used, as in
// Chargebee's API reference (v2, form-encoded POST bodies, JSON answers;
// docs/decisions/0087-billing-providers.md):
//   GET  /api/v2/addons?limit=100&status[is]=active                  → { list: [{ addon }], next_offset }
//   POST /api/v2/invoices  customer_id, addons[id][0], addons[quantity][0], po_number
//        header chargebee-idempotency-key                            → { invoice }
//   GET  /api/v2/invoices?customer_id[is]=…&date[after]=…&limit=100   → { list: [{ invoice }], next_offset }
//   GET  /api/v2/invoices?id[in]=[…]&status[is]=paid&limit=100       → { list: [{ invoice }] }
// The idempotency key goes in the header and, as the invoice's PO number, on the invoice itself,
// so an invoice whose answer was lost is found again after Chargebee's idempotency window too.
import Chargebee from 'chargebee';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BillingRefusal, type BillingAddon, type BillingProvider } from './provider';

export interface ChargebeeOptions {
  site: string;
  apiKey: string;
  /** Another address than https://{site}.chargebee.com (the tests' stub server). */
  baseUrl?: string;
  /** The package's own wait for an answer. */
  timeoutMs?: number;
}

/** Pages read when looking for an invoice or listing addons (100 each). */
const MAX_PAGES = 10;
/** Invoice ids per paid check request. */
const PAID_CHUNK = 50;

function clientFor(options: ChargebeeOptions): Chargebee {
  const url = options.baseUrl ? new URL(options.baseUrl) : null;
  return new Chargebee({
    site: url ? url.hostname : options.site,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 20_000,
    sdkTelemetryEnabled: false,
    ...(url ? { protocol: url.protocol === 'http:' ? 'http' : 'https', hostSuffix: '', port: Number(url.port) || undefined } : {}),
  });
}

interface ChargebeeFailure { http_status_code?: number; message?: string }

/** A 4xx other than a timeout, conflict or rate limit: Chargebee refused, nothing was made. */
function refusedOrRethrow(err: unknown): never {
  const status = (err as ChargebeeFailure | null)?.http_status_code;
  if (typeof status === 'number' && status >= 400 && status < 500 && ![408, 409, 429].includes(status)) {
    throw new BillingRefusal(`Chargebee refused (${status}): ${(err as ChargebeeFailure).message ?? 'no message'}`);
  }
  throw err;
}

export function createChargebeeProvider(db: Db, options: ChargebeeOptions): BillingProvider {
  const client = clientFor(options);
  return {
    kind: 'chargebee',

    async listAddons() {
      const addons: BillingAddon[] = [];
      let offset: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const res = await client.addon.list({ limit: 100, offset, status: { is: 'active' } });
        for (const { addon } of res.list) addons.push({ id: addon.id, name: addon.name });
        const prices = res.list.map(({ addon }) => ({ id: addon.id, name: addon.name, price: addon.price ?? 0 }));
        // Billing items name their addon by foreign key: the site's addons are kept as rows.
        if (prices.length > 0) {
          await db.execute(sql`insert into billing_addons (id, name, price_cents)
            select id, name, price from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as x(id text, name text, price int)
            on conflict (id) do update set name = excluded.name, price_cents = excluded.price_cents`);
        }
        offset = res.next_offset;
        if (!offset) break;
      }
      return addons;
    },

    async createInvoice({ idempotencyKey, customerId, addonId, reference }) {
      try {
        const res = await client.invoice.create(
          { customer_id: customerId, addons: [{ id: addonId, quantity: 1 }], po_number: reference },
          { 'chargebee-idempotency-key': idempotencyKey },
        );
        return { invoiceId: res.invoice.id };
      } catch (err) {
        return refusedOrRethrow(err);
      }
    },

    async findInvoice({ idempotencyKey, customerId, since }) {
      let offset: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const res = await client.invoice.list({
          limit: 100, offset, customer_id: { is: customerId }, date: { after: Math.floor(since.getTime() / 1000) },
        });
        const found = res.list.find(({ invoice }) => invoice.po_number === idempotencyKey);
        if (found) return { invoiceId: found.invoice.id };
        offset = res.next_offset;
        if (!offset) break;
      }
      return null;
    },

    async paidInvoices(invoiceIds) {
      const paid = new Set<string>();
      for (let i = 0; i < invoiceIds.length; i += PAID_CHUNK) {
        const res = await client.invoice.list({ limit: 100, id: { in: invoiceIds.slice(i, i + PAID_CHUNK) }, status: { is: 'paid' } });
        for (const { invoice } of res.list) paid.add(invoice.id);
      }
      return paid;
    },
  };
}
