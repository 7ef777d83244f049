// Redeeming vouchers at the counter (issue 12): business staff (and admins in the business they
// work in) find a voucher by PIN or QR key, then redeem it once. Another business's voucher
// answers exactly like a missing one.
import { errorReply } from '../common';
import { redeemVoucherBody, redeemVoucherParams, voucherAtCounter, voucherFindParams } from '../vouchers';
import { endpoint } from '../endpoint';

const CLIENTS = ['CLIENT', 'CLIENT_LITE'] as const;
const tag = 'vouchers';

export const voucherEndpoints = {
  findVoucher: endpoint({
    method: 'GET', path: 'voucher/find/{code}', access: CLIENTS, tag,
    summary: "A voucher of the current business by its 6-digit PIN or its page key (the QR code's), with its state. PIN lookups are limited per login and per business a minute, and wait after repeated misses (429).",
    params: voucherFindParams, responses: { 200: voucherAtCounter, 404: errorReply, 429: errorReply },
  }),
  redeemVoucher: endpoint({
    method: 'PUT', path: 'voucher/redeem/{id}', access: CLIENTS, tag,
    summary: 'Redeem a READY voucher once, at a location of the business. A second attempt answers 409 saying when and where it was redeemed.',
    params: redeemVoucherParams, body: redeemVoucherBody, owns: { param: 'id', entity: 'voucher' },
    responses: { 200: voucherAtCounter, 404: errorReply, 409: errorReply },
  }),
};
