// Vouchers at the counter (contract/api/vouchers.ts): find by PIN or QR key, redeem once.
import type { RedeemVoucherBody } from '../contract/vouchers';
import type { ApiCall } from './api';

export function vouchersMethods(api: ApiCall) {
  return {
    findVoucher: (code: string) => api('findVoucher', { params: { code } }),
    redeemVoucher: (id: number, body: RedeemVoucherBody) => api('redeemVoucher', { params: { id }, body }),
  };
}
