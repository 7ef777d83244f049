// The 'offers' react-admin resource (spec 2): its screens are the custom routes /offers and
// /clientLiteOffers (they group by status, which a List view does not), so the resource only
// declares the name, icon and how a record is named; the data provider maps it onto offer/*.
import OffersIcon from '@mui/icons-material/LocalOffer';
import type { Offer } from '../../contract/offers';

export default {
  icon: OffersIcon,
  recordRepresentation: (record: Offer) => record.offer_summary,
};
