// Billing (DESIGN §4): a local ledger by default, Chargebee when configured. Used by the admin
// billing control (spec 3 §2) and the side-effect panel's addon select (spec 3 §7).
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface BillingAddon {
  id: string;
  name: string;
}

export interface BillingService {
  readonly kind: 'ledger' | 'chargebee';
  /** The addons an approved proof can be charged with. */
  listAddons(): Promise<BillingAddon[]>;
}

/**
 * The local ledger's addons: gift cards of the usual amounts. The billing issue replaces this
 * with the provider's own list when Chargebee is configured.
 */
export const LEDGER_ADDONS: readonly BillingAddon[] = [
  { id: 'gift-card-5', name: '$5 gift card' },
  { id: 'gift-card-10', name: '$10 gift card' },
  { id: 'gift-card-25', name: '$25 gift card' },
  { id: 'gift-card-50', name: '$50 gift card' },
];

export function createBilling(config: Config, _db: Db): BillingService {
  return {
    kind: config.chargebee ? 'chargebee' : 'ledger',
    listAddons: async () => LEDGER_ADDONS.map((addon) => ({ ...addon })),
  };
}
