// Redeeming vouchers at the counter (issue 12): business staff (and admins in the business they
// work in) find a voucher by PIN or QR key, then redeem it once. Another business's voucher
// answers exactly like a missing one.
import { z } from 'zod';
import { errorReply, isoDateTime } from '../common';
import { redeemVoucherBody, redeemVoucherParams, voucherAtCounter, voucherFindParams } from '../vouchers';
import { endpoint } from '../endpoint';

const CLIENTS = ['CLIENT', 'CLIENT_LITE'] as const;

/** The wrong PINs typed at the business's counter (issue 36 finding 3): how many lately, and the latest, by whom. */
export const voucherMissesReply = z.object({
  last_day: z.number().int(),
  last_30_days: z.number().int(),
  latest: z.array(z.object({ at: isoDateTime, by: z.string().nullable() })),
});
const tag = 'vouchers';

export const voucherEndpoints = {
  findVoucher: endpoint({
    method: 'GET', path: 'voucher/find/{code}', access: CLIENTS, tag,
    summary: "A voucher of the current business by its 6-digit PIN or its page key (the QR code's), with its state. PIN lookups are limited per login and per business a minute, and wait after repeated misses (429).",
    params: voucherFindParams, responses: { 200: voucherAtCounter, 404: errorReply, 429: errorReply },
  }),
  getVoucherMisses: endpoint({
    method: 'GET', path: 'voucher/misses', access: CLIENTS, tag,
    summary: 'Wrong PINs typed at this business\'s counter: counts for the last day and 30 days, and the latest 50 with who typed them.',
    responses: { 200: voucherMissesReply },
  }),
  redeemVoucher: endpoint({
    method: 'PUT', path: 'voucher/redeem/{id}', access: CLIENTS, tag,
    summary: 'Redeem a READY voucher once, at a location of the business. A second attempt answers 409 saying when and where it was redeemed.',
    params: redeemVoucherParams, body: redeemVoucherBody, owns: { param: 'id', entity: 'voucher' },
    responses: { 200: voucherAtCounter, 404: errorReply, 409: errorReply },
  }),
};
