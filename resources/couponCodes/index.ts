// The couponCodes resource (spec 2 §2 Coupon Codes, §7): the business's code lists at /couponCodes.
// One list view grouping them into Sway Codes and Network Codes; lists are created in a dialog and
// codes are added by CSV upload (a named data provider method), so there are no other pages. The
// view loads lazily.
import { lazy } from 'react';
import CouponIcon from '@mui/icons-material/ConfirmationNumber';
import type { CodeListRow } from '../../contract/coupons';

export default {
  list: lazy(() => import('./CouponCodeList').then((m) => ({ default: m.CouponCodeList }))),
  icon: CouponIcon,
  recordRepresentation: (record: CodeListRow) => record.list_name,
};
