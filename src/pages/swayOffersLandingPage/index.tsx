import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SwayOffersLandingPage() {
  return <PlaceholderPage title="shell.routes.swayOffersLandingPage" />;
}
