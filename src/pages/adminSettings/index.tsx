import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AdminSettingsPage() {
  return <PlaceholderPage title="shell.routes.adminSettings" />;
}
