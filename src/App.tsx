// The admin shell (DESIGN.md §5): <Admin> with injectable providers, the theme, i18n, the auth
// pages without layout and every screen of the table behind the guard, each one a resource or a
// custom route (src/screens.tsx), each view lazy. A cold visit to a login page draws it without
// this module (src/main.tsx, src/login/); this one loads for every other path, and after a login.
import { Admin, CustomRoutes, Resource, type AuthProvider } from 'react-admin';
import { Route } from 'react-router';
import { buildAuthProvider } from '../authProvider';
import { buildDataProvider, type AppDataProvider } from '../dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { GuardedRoute } from './layout/GuardedRoute';
import { AdminLoginPage, AdminTokenLoginPage } from './login/AdminAuthPages';
import { pageScreens, resourceScreens } from './screens';
import { theme } from './theme';

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
        <Route path="/auth" element={<AdminLoginPage />} />
        <Route path="/auth/login/:token" element={<AdminTokenLoginPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {pageScreens.map(({ screen, page }) => (
          <Route key={screen.path} path={screen.path} element={<GuardedRoute screen={screen} page={page} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
