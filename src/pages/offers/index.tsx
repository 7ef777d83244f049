// /offers: network offers of a CLIENT (spec 2 §2).
import { OffersScreen } from '../../components/offers/OffersScreen';

export default function OffersPage() {
  return <OffersScreen lite={false} />;
}
