// Billing control (spec 3 §2 "Billing control (admin)", §3 Billing summary, §4 billing flow,
// §7 "Billing control", §9): the rows of the four sections and the two actions.
import { z } from 'zod';
import { isoDateTime, serialId } from './common';

/** Sent items stay on the screen this many days (spec 3 §9). */
export const BILLING_SENT_DAYS = 30;
/** Charged but unpaid items are checked this often (spec 3 §9: hourly). */
export const BILLING_PAID_CHECK_MS = 60 * 60 * 1000;
/** Proofs one Mark may name. */
export const BILLING_MARK_MAX = 5000;

/**
 * A billing summary (spec 3 §3): the items of one business and addon in one stage. The field
 * name `chargbeeAddonId` is spelt as the spec spells it. sideEffectIds are the billing items'
 * ids; we add proofIds (what POST markPaidItems takes), the failed attempts of waiting items
 * and the day the newest item was marked sent.
 */
export const billingSummary = z.object({
  business: z.object({ id: z.number().int(), brand: z.string(), title: z.string() }),
  chargbeeAddonId: z.string(),
  addonName: z.string(),
  count: z.number().int(),
  sideEffectIds: z.array(z.number().int()),
  proofIds: z.array(z.number().int()),
  emails: z.array(z.string()),
  invoiceIds: z.array(z.string()),
  /** The first item's charge; lastChargedDate the last one's, a later day when a run charged only some (issue 34). */
  chargedDate: isoDateTime.nullable(),
  lastChargedDate: isoDateTime.nullable(),
  sentDate: isoDateTime.nullable(),
  /** Waiting items whose last charge attempt failed (they are retried by the next run) and its error. */
  failedCount: z.number().int(),
  lastError: z.string().nullable(),
});
export type BillingSummary = z.infer<typeof billingSummary>;

/** GET chargebeeAdmin/: the waiting items, and when the hourly paid check runs next. */
export const billingWaitingReply = z.object({
  items: z.array(billingSummary),
  provider: z.enum(['ledger', 'chargebee']),
  nextPaidCheckAt: isoDateTime.nullable(),
});
export const billingSummaryList = z.array(billingSummary);

/** POST chargebeeAdmin/runCharges: invoices made and failed attempts ('Made {n} invoices failed {m}'). */
export const runChargesReply = z.object({
  invoiceCountSuccess: z.number().int(),
  invoiceCountFailure: z.number().int(),
});
export type RunChargesReply = z.infer<typeof runChargesReply>;

export const markPaidItemsRequest = z.object({
  downloadedProofIds: z.array(serialId).min(1, 'Required').max(BILLING_MARK_MAX),
});
/** How many proofs turned SENT ('Marked {n} proofs'). */
export const markPaidItemsReply = z.object({ marked: z.number().int() });
