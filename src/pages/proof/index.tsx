// The six proof-type routes (spec 1 §2): their screens are not shown in the spec.
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../../authProvider/routes';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ProofPage() {
  const { pathname } = useLocation();
  return <PlaceholderPage title={findRoute(pathname)?.title ?? 'shell.routes.timeline'} />;
}
