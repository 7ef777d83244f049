import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SwayWallOfLovePage() {
  return <PlaceholderPage title="shell.routes.swayWallOfLove" />;
}
