// Vouchers at the counter (contract/api/vouchers.ts; issue 12): find by PIN or QR key, redeem once.
// A PIN lookup is rate limited and locked after repeated misses (issue 36 finding 3).
import { businessOf, sessionOf } from '../auth/session';
import { findVoucher, findVoucherByKey, redeemVoucher } from '../domain/voucherRedeem';
import { guardedLookup, missesOf } from '../domain/voucherLookupGuard';
import type { RouteModule } from './endpoints';

const voucherRoutes: RouteModule = (app) => ({
  findVoucher: async (request) => {
    const { sid, accountId } = sessionOf(request);
    const businessId = businessOf(request);
    const { code } = request.params;
    return await findVoucherByKey(app.db, businessId, code)
      ?? guardedLookup(app.db, { businessId, sessionId: sid, accountId }, app.config.voucherLookups, () => findVoucher(app.db, businessId, code));
  },
  getVoucherMisses: async (request) => missesOf(app.db, businessOf(request)),
  redeemVoucher: async (request) => redeemVoucher(app.db, {
    businessId: businessOf(request), voucherId: request.params.id, locationId: request.body.location_id ?? null, accountId: sessionOf(request).accountId,
  }),
});

export default voucherRoutes;
