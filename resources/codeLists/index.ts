// The 'codeLists' react-admin resource (spec 2 Coupon Codes): shown by the /couponCodes custom
// route; the data provider maps getList onto coupon/codeLists and coupon/swayCodeLists.
import CouponIcon from '@mui/icons-material/ConfirmationNumber';
import type { CodeListRow } from '../../contract/coupons';

export default {
  icon: CouponIcon,
  recordRepresentation: (record: CodeListRow) => record.list_name,
};
