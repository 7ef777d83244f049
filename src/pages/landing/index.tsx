// The empty path (spec 1 §2 Setup): a business whose setup is complete lands on /timeline,
// otherwise on /setup.
import { Loading } from 'react-admin';
import { Navigate } from 'react-router';
import { useCurrentBusiness } from '../../layout/useSession';

export default function LandingPage() {
  const { data, isPending, isError } = useCurrentBusiness();
  if (isPending) return <Loading />;
  return <Navigate to={!isError && data.setup_progress >= 100 ? '/timeline' : '/setup'} replace />;
}
