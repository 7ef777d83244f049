// The console root (DESIGN.md §5): <Admin> with injectable providers, the theme, i18n, the auth
// pages without layout and every screen of the table behind the guard, each one a resource or a
// custom route (src/screens.tsx), each view lazy.
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource, type AuthProvider } from 'react-admin';
import { Route } from 'react-router';
import { buildAuthProvider } from '../authProvider';
import { buildDataProvider, type AppDataProvider } from '../dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { GuardedRoute } from './layout/GuardedRoute';
import { pageScreens, resourceScreens } from './screens';
import { theme } from './theme';

const LoginPage = lazy(() => import('./pages/login'));
const TokenLoginPage = lazy(() => import('./pages/tokenLogin'));

export interface AppProps {
  dataProvider?: AppDataProvider;
  authProvider?: AuthProvider;
}

const defaultDataProvider = buildDataProvider();
const defaultAuthProvider = buildAuthProvider();

export function App({ dataProvider = defaultDataProvider, authProvider = defaultAuthProvider }: AppProps) {
  return (
    <Admin
      title="Sway"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={false}
      disableTelemetry
    >
      {resourceScreens.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes noLayout>
        <Route
          path="/auth"
          element={
            <Suspense fallback={<Loading />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          path="/auth/login/:token"
          element={
            <Suspense fallback={<Loading />}>
              <TokenLoginPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      <CustomRoutes>
        {pageScreens.map(({ screen, page }) => (
          <Route key={screen.path} path={screen.path} element={<GuardedRoute screen={screen} page={page} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
