import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SocialProofWidgetPage() {
  return <PlaceholderPage title="shell.routes.socialProofWidget" />;
}
