// One screen of the table behind the guard (spec 1 §2 Guard), its page loaded lazily.
import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { decodeClaims } from '../../authProvider/claims';
import { guard } from '../../authProvider/guard';
import type { Screen } from '../../authProvider/screens';
import { tokenStore } from '../../dataProvider/token';
import type { ScreenView } from '../screens';

export function GuardedRoute({ screen, view }: { screen: Screen; view: ScreenView }) {
  const location = useLocation();
  const claims = decodeClaims(tokenStore.get());
  const decision = guard(screen, `${location.pathname}${location.search}`, claims !== null, claims?.sub.userType ?? null);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = view.page;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
