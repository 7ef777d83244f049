import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SwayOffersPage() {
  return <PlaceholderPage title="shell.routes.swayOffers" />;
}
