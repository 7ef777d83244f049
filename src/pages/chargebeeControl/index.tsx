import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ChargebeeControlPage() {
  return <PlaceholderPage title="shell.routes.chargebeeControl" />;
}
