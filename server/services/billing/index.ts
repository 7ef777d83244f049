// Billing (DESIGN §4): a local ledger by default, Chargebee when configured. Used by the admin
// billing control (spec 3 §2) and the side-effect panel's addon select (spec 3 §7).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createChargebeeProvider } from './chargebee';
import { createLedgerProvider } from './ledger';
import type { BillingProvider } from './provider';

export type { BillingAddon, BillingProvider } from './provider';
export type BillingService = BillingProvider;

export function createBilling(config: Config, db: Db): BillingService {
  if (config.chargebee) return createChargebeeProvider(db, config.chargebee);
  return createLedgerProvider(db, config.billingLedgerPayDelayMs);
}
