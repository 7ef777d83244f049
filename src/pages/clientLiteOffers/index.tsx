// /clientLiteOffers: 'Campaigns' of a CLIENT_LITE ('Client Lite Campaigns' for admins) (spec 2 §2).
import { OffersScreen } from '../../components/offers/OffersScreen';

export default function ClientLiteOffersPage() {
  return <OffersScreen lite />;
}
