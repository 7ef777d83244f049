// The billing provider interface (DESIGN §4): the local ledger by default, Chargebee when
// configured. The billing run (server/domain/billingRun.ts) is written against this only.

export interface BillingAddon {
  id: string;
  name: string;
}

/** One invoice for one billing item. */
export interface InvoiceRequest {
  /** Stored on the item before the call; the same key answers the same invoice. */
  idempotencyKey: string;
  customerId: string;
  addonId: string;
  /** Shown on the invoice (Chargebee: its PO number), and how reconciliation finds it. */
  reference: string;
}

export interface InvoiceLookup {
  idempotencyKey: string;
  customerId: string;
  /** The first attempt with this key started then: older invoices are not looked at. */
  since: Date;
}

export interface BillingProvider {
  readonly kind: 'ledger' | 'chargebee';
  /** The addons an approved proof can be charged with. */
  listAddons(): Promise<BillingAddon[]>;
  /** Makes one invoice; throws BillingRefusal when the provider said no (nothing was made). */
  createInvoice(request: InvoiceRequest): Promise<{ invoiceId: string }>;
  /** The invoice an earlier call with this key made, if the provider has one (reconciliation). */
  findInvoice(lookup: InvoiceLookup): Promise<{ invoiceId: string } | null>;
  /** Which of these invoices are paid. */
  paidInvoices(invoiceIds: string[]): Promise<Set<string>>;
}

/**
 * The provider answered and refused (a 4xx, a missing customer): no invoice exists, so the next
 * attempt may use a new key. Any other error (timeout, 5xx, lost connection) leaves the outcome
 * unknown, and the key is kept.
 */
export class BillingRefusal extends Error {}
