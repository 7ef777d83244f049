// The guard of spec 1 §2 around a screen of the table: a custom route's page, or the views of a
// react-admin resource shown at the screen's path. Both redirect alike (no token → /auth with the
// redirect, a user type the screen does not list → /timeline, ADMIN passes), before any of the
// screen's code loads; the view itself loads lazily.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { decodeClaims } from '../../authProvider/claims';
import { guard } from '../../authProvider/guard';
import type { Screen } from '../../authProvider/screens';
import { tokenStore } from '../../dataProvider/token';

export function Guarded({ screen, children }: { screen: Screen; children: ReactNode }) {
  const location = useLocation();
  const claims = decodeClaims(tokenStore.get());
  const decision = guard(screen, `${location.pathname}${location.search}`, claims !== null, claims?.sub.userType ?? null);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export function GuardedRoute({ screen, page: Page }: { screen: Screen; page: ComponentType }) {
  return (
    <Guarded screen={screen}>
      <Page />
    </Guarded>
  );
}

/** The views a resource folder exports (resources/<name>/index.ts). */
export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

/**
 * A resource's views behind its screen's guard. Called once per resource when the module loads
 * (src/screens.tsx), so each guarded view is one stable component.
 */
export function guardViews<R extends ResourceViews>(screen: Screen, views: R): R {
  const wrap = (View: ComponentType | undefined) => {
    if (!View) return undefined;
    const GuardedView = () => (
      <Guarded screen={screen}>
        <View />
      </Guarded>
    );
    GuardedView.displayName = `Guarded(${screen.path})`;
    return GuardedView;
  };
  return { ...views, list: wrap(views.list), create: wrap(views.create), edit: wrap(views.edit), show: wrap(views.show) };
}
