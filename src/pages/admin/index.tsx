import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AdminPage() {
  return <PlaceholderPage title="shell.routes.admin" />;
}
