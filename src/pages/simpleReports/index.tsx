import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SimpleReportsPage() {
  return <PlaceholderPage title="shell.routes.simpleReports" />;
}
