// The local billing ledger (DESIGN §4): a provider in our own database, so the whole billing flow
// works offline, in tests and in the demo. An invoice is one row per idempotency key (a repeat
// answers the same row); it counts as paid once the configured delay has passed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { BillingRefusal, type BillingProvider } from './provider';

/** The invoice id of ledger row `id`. */
export const ledgerInvoiceId = (id: number) => `inv_local_${id}`;
const rowId = (invoiceId: string) => Number(/^inv_local_(\d+)$/.exec(invoiceId)?.[1] ?? 0);

export function createLedgerProvider(db: Db, payDelayMs: number): BillingProvider {
  return {
    kind: 'ledger',
    listAddons: async () => queryRows<{ id: string; name: string }>(db, sql`
      select id, name from billing_addons order by price_cents, name`),

    async createInvoice({ idempotencyKey, customerId, addonId }) {
      const rows = await queryRows<{ id: number }>(db, sql`
        with made as (
          insert into billing_ledger_invoices (idempotency_key, customer_id, addon_id, amount_cents)
          select ${idempotencyKey}, ${customerId}, id, price_cents from billing_addons where id = ${addonId}
          on conflict (idempotency_key) do nothing returning id
        )
        select id from made union all select id from billing_ledger_invoices where idempotency_key = ${idempotencyKey}`);
      if (!rows[0]) throw new BillingRefusal(`Unknown addon ${addonId}`);
      return { invoiceId: ledgerInvoiceId(rows[0].id) };
    },

    async findInvoice({ idempotencyKey }) {
      const [row] = await queryRows<{ id: number }>(db, sql`
        select id from billing_ledger_invoices where idempotency_key = ${idempotencyKey}`);
      return row ? { invoiceId: ledgerInvoiceId(row.id) } : null;
    },

    async paidInvoices(invoiceIds) {
      const ids = invoiceIds.map(rowId).filter((id) => id > 0);
      if (ids.length === 0) return new Set();
      const rows = await queryRows<{ id: number }>(db, sql`
        select id from billing_ledger_invoices
        where id = any(${`{${ids.join(',')}}`}::int[]) and created_at <= now() - make_interval(secs => ${payDelayMs / 1000})`);
      return new Set(rows.map((r) => ledgerInvoiceId(r.id)));
    },
  };
}
