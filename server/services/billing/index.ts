// Billing (DESIGN §4): a local ledger by default, Chargebee when configured. Used by the admin
// billing control (spec 3 §2); filled in by that work.
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface BillingService {
  readonly kind: 'ledger' | 'chargebee';
}

export function createBilling(config: Config, _db: Db): BillingService {
  return { kind: config.chargebee ? 'chargebee' : 'ledger' };
}
