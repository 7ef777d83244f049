// The main layout (spec 1 §1): app bar, role-filtered drawer, banners. Without a usable token
// nothing of the shell renders: the visitor goes to /auth with the redirect query at once.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { decodeClaims } from '../../authProvider/claims';
import { loginRedirect } from '../../authProvider/guard';
import { tokenStore } from '../../dataProvider/token';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { EnvBanner } from './EnvBanner';
import { SessionWatcher } from './SessionWatcher';
import { UpdateBanner } from './UpdateBanner';
import { UnsavedChangesGuard } from '../components/unsaved';

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!decodeClaims(tokenStore.get())) {
    return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <RaLayout appBar={AppBar} menu={AppMenu}>
      <SessionWatcher />
      <UpdateBanner />
      <EnvBanner />
      <UnsavedChangesGuard />
      {children}
    </RaLayout>
  );
}
