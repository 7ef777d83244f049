// The six proof-type routes (spec 1 §2): their screens are not shown in the spec.
import { useLocation } from 'react-router';
import { findScreen } from '../../../authProvider/screens';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ProofPage() {
  const { pathname } = useLocation();
  return <PlaceholderPage title={findScreen(pathname)?.title ?? 'shell.routes.timeline'} />;
}
