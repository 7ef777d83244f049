import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function MailingListsPage() {
  return <PlaceholderPage title="shell.routes.mailingLists" />;
}
