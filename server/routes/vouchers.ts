// Vouchers at the counter (contract/api/vouchers.ts; issue 12): find by PIN or QR key, redeem once.
import { businessOf, sessionOf } from '../auth/session';
import { findVoucher, redeemVoucher } from '../domain/voucherRedeem';
import type { RouteModule } from './endpoints';

const voucherRoutes: RouteModule = (app) => ({
  findVoucher: async (request) => findVoucher(app.db, businessOf(request), request.params.code),
  redeemVoucher: async (request) => redeemVoucher(app.db, {
    businessId: businessOf(request), voucherId: request.params.id, locationId: request.body.location_id ?? null, accountId: sessionOf(request).accountId,
  }),
});

export default voucherRoutes;
