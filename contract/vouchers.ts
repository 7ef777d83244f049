// Vouchers at the counter (issues 12, 32): staff find a customer's voucher by the six-digit PIN on
// its page, by its code as printed in the customer's e-mail (a campaign's code list), or by the key
// its QR code carries; see whose it is, and redeem it once.
import { z } from 'zod';

export const VOUCHER_PIN = /^\d{6}$/;
export const VOUCHER_KEY = /^[A-Za-z0-9_-]{22}$/;
/** A code as printed (a campaign code list's value, such as SWAY-7K2Q): letters, digits, dashes. */
export const VOUCHER_CODE = /^[A-Za-z0-9][A-Za-z0-9 _-]{1,63}$/;

export const VOUCHER_MESSAGES = {
  badCode: 'Enter the 6-digit PIN or the code shown on the voucher, or scan its QR code',
  notFound: 'No voucher of this business has this PIN or code. Check it on the customer\'s screen or e-mail.',
  pending: 'This voucher is waiting for its post to be reviewed; it cannot be redeemed yet.',
  denied: 'This voucher\'s post was not approved; it cannot be redeemed.',
  redeemed: 'Voucher redeemed!',
} as const;

export const voucherFindParams = z.object({
  code: z.string().trim().refine((v) => VOUCHER_PIN.test(v) || VOUCHER_KEY.test(v) || VOUCHER_CODE.test(v), VOUCHER_MESSAGES.badCode),
});

export const VOUCHER_STATES = ['READY', 'PENDING_REVIEW', 'DENIED', 'REDEEMED'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const voucherAtCounter = z.object({
  id: z.number().int(),
  state: z.enum(VOUCHER_STATES),
  first_name: z.string().nullable(),
  offer_summary: z.string().nullable(),
  code: z.string().nullable(),
  pin: z.string().nullable(),
  created_at: z.string(),
  date_redeemed: z.string().nullable(),
  /** Where it was redeemed: the location's address, when one was chosen. */
  redeemed_at_location: z.string().nullable(),
  /** 'Already redeemed on November 24, 2026 at 3:05 PM EST at 12 Main St, Springfield.': the business's time zone, named. */
  redeemed_message: z.string().nullable(),
});
export type VoucherAtCounter = z.infer<typeof voucherAtCounter>;

export const redeemVoucherParams = z.object({ id: z.coerce.number().int().positive() });
export const redeemVoucherBody = z.object({
  /** The location where the customer is, one of the business's; none when it has one or none is chosen. */
  location_id: z.number().int().positive().nullable().optional(),
}).strict();
export type RedeemVoucherBody = z.infer<typeof redeemVoucherBody>;
