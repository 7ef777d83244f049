// One route of the table behind the guard (spec 1 §2 Guard), its screen loaded lazily.
import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { decodeClaims } from '../../authProvider/claims';
import { guard } from '../../authProvider/guard';
import type { AppRoute } from '../../authProvider/routes';
import { tokenStore } from '../../dataProvider/token';

export function GuardedRoute({ route }: { route: AppRoute }) {
  const location = useLocation();
  const claims = decodeClaims(tokenStore.get());
  const decision = guard(route, `${location.pathname}${location.search}`, claims !== null, claims?.sub.userType ?? null);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = route.page;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
