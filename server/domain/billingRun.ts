// The billing run (spec 3 §4 billing flow, issue 17): every waiting item becomes one invoice at
// the billing provider, exactly once whatever fails. Per item: the idempotency key is stored
// before the provider is called and sent with the call; the answer is written in one statement.
// An item whose earlier attempt ended without a known answer (lost response, timeout, a crash
// between the call and the write) keeps its key and is reconciled first: the provider is asked
// for the invoice of that key, and only when it has none is the call repeated, with the same key.
// Runs take a lock (server/db/runLock.ts): a second run waits, then finds nothing left to charge.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../db/client';
import { queryRows } from '../db/sql';
import { withRunLock } from '../db/runLock';
import { BillingRefusal, type BillingProvider } from '../services/billing/provider';
import type { RunChargesReply } from '../../contract/billing';

/** Items one run charges at most; the rest wait for the next run. */
export const RUN_MAX_ITEMS = 500;
/** A provider call that has not answered by then counts as an unknown outcome. */
export const PROVIDER_CALL_TIMEOUT_MS = 20_000;
/** Reconciliation looks for invoices made from this long before the first attempt (clock skew). */
const RECONCILE_MARGIN_MS = 10 * 60 * 1000;

export interface BillingHooks {
  /** Called after the provider answered and before the answer is written: tests simulate a crash there. */
  afterProviderCall?(itemId: number): Promise<void>;
  /** A shorter wait for the provider's answer than PROVIDER_CALL_TIMEOUT_MS. */
  callTimeoutMs?: number;
}

export interface BillingDeps {
  db: Db;
  engine: DbHandle['engine'];
  provider: BillingProvider;
  hooks?: BillingHooks;
}

interface WaitingItem {
  id: number; business_id: number; chargebee_addon_id: string; idempotency_key: string | null;
  attempted_at: Date | string | null; customer_id: string | null;
}

class CallTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CallTimeout(`No answer from the billing provider within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** The customer an item is charged to: the business's Chargebee customer id; the ledger needs none. */
const customerOf = (item: WaitingItem, provider: BillingProvider) =>
  item.customer_id ?? (provider.kind === 'ledger' ? `business-${item.business_id}` : null);

/** WAITING → CHARGED, only for the key this attempt used. */
async function markCharged(db: Db, item: WaitingItem, key: string, invoiceId: string) {
  await db.execute(sql`update billing_items set status = 'CHARGED', invoice_id = ${invoiceId}, charged_at = now(),
    last_error = null where id = ${item.id} and status = 'PENDING' and idempotency_key = ${key}`);
}

/** A failed attempt: counted and kept for the screen; a refusal frees the key for a fresh attempt. */
async function markFailed(db: Db, item: WaitingItem, err: unknown, refused: boolean) {
  await db.execute(sql`update billing_items set failures = failures + 1, last_error = ${errorText(err)}, failed_at = now(),
    idempotency_key = case when ${refused} then null else idempotency_key end,
    attempted_at = case when ${refused} then null else attempted_at end
    where id = ${item.id} and status = 'PENDING'`);
}

/** Stores a new key before the first call; answers the key the item holds. */
async function keyFor(db: Db, item: WaitingItem): Promise<string> {
  if (item.idempotency_key) return item.idempotency_key;
  const key = `sway-billing-${item.id}-${randomUUID()}`;
  const [row] = await queryRows<{ idempotency_key: string }>(db, sql`
    update billing_items set idempotency_key = coalesce(idempotency_key, ${key}), attempted_at = coalesce(attempted_at, now())
    where id = ${item.id} returning idempotency_key`);
  return row.idempotency_key;
}

/** Charges one item; true when it ends CHARGED. A hook's error (a simulated crash) stops the run. */
async function chargeOne(deps: BillingDeps, item: WaitingItem): Promise<boolean> {
  const { db, provider } = deps;
  const timeoutMs = deps.hooks?.callTimeoutMs ?? PROVIDER_CALL_TIMEOUT_MS;
  const customerId = customerOf(item, provider);
  if (!customerId) {
    await markFailed(db, item, new Error('The business has no Chargebee customer id (Business settings)'), true);
    return false;
  }
  const unfinished = item.idempotency_key !== null;
  const key = await keyFor(db, item);
  let found: { invoiceId: string } | null = null;
  try {
    if (unfinished) {
      found = await withTimeout(provider.findInvoice({
        idempotencyKey: key, customerId, since: new Date(new Date(item.attempted_at ?? Date.now()).getTime() - RECONCILE_MARGIN_MS),
      }), timeoutMs);
    }
  } catch (err) {
    // A failed lookup proves nothing about the earlier attempt: the key is kept, whatever the error.
    await markFailed(db, item, err, false);
    return false;
  }
  let invoiceId: string;
  try {
    invoiceId = found?.invoiceId ?? (await withTimeout(provider.createInvoice({
      idempotencyKey: key, customerId, addonId: item.chargebee_addon_id, reference: key,
    }), timeoutMs)).invoiceId;
  } catch (err) {
    await markFailed(db, item, err, err instanceof BillingRefusal);
    return false;
  }
  await deps.hooks?.afterProviderCall?.(item.id);
  await markCharged(db, item, key, invoiceId);
  return true;
}

/** POST chargebeeAdmin/runCharges: 'Made {n} invoices failed {m}'. */
export function runCharges(deps: BillingDeps): Promise<RunChargesReply> {
  return withRunLock(deps.db, deps.engine, 'billing-run', async () => {
    const items = await queryRows<WaitingItem>(deps.db, sql`
      select i.id, i.business_id, i.chargebee_addon_id, i.idempotency_key, i.attempted_at, b.chargebee_customer_id as customer_id
      from billing_items i join businesses b on b.id = i.business_id
      where i.status = 'PENDING' order by i.id limit ${RUN_MAX_ITEMS}`);
    const reply = { invoiceCountSuccess: 0, invoiceCountFailure: 0 };
    for (const item of items) {
      if (await chargeOne(deps, item)) reply.invoiceCountSuccess += 1;
      else reply.invoiceCountFailure += 1;
    }
    return reply;
  });
}

/** The hourly paid check (spec 3 §9): CHARGED items whose invoice the provider says is paid turn PAID. */
export async function checkPaid(deps: Pick<BillingDeps, 'db' | 'provider'>): Promise<number> {
  const charged = await queryRows<{ invoice_id: string }>(deps.db, sql`
    select distinct invoice_id from billing_items where status = 'CHARGED' and invoice_id is not null limit 2000`);
  if (charged.length === 0) return 0;
  const paid = [...await deps.provider.paidInvoices(charged.map((r) => r.invoice_id))];
  if (paid.length === 0) return 0;
  const moved = await queryRows<{ id: number }>(deps.db, sql`
    update billing_items set status = 'PAID', paid_at = now()
    where status = 'CHARGED' and invoice_id = any(${`{${paid.map((id) => `"${id.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) returning id`);
  return moved.length;
}
