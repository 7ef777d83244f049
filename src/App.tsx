// The admin shell (DESIGN.md §5): react-admin's <Admin>, composed (below), with injectable providers, the theme, i18n, the auth
// pages without layout and every screen of the table behind the guard, each one a resource or a
// custom route (src/screens.tsx), each view lazy. A cold visit to a login page draws it without
// this module (src/main.tsx, src/login/); this one loads for every other path, and after a login.
import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied, AdminContext, AuthenticationError, CoreAdminUI, CustomRoutes, Error, LoadingPage, localStorageStore, NotFound,
  Notification, Resource, type AuthProvider, type CatchAllComponent,
} from 'react-admin';
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

const store = localStorageStore();

/**
 * react-admin's <Admin> is <AdminContext> around <AdminUI>, and AdminUI's defaults import the login
 * form, which brings react-hook-form and the text input (about 25 KB gzipped) into every cold
 * screen although this console has its own login pages (loginPage false). The same composition
 * with AdminUI's other defaults named here leaves them out (issue 20 item 3).
 */
export function App({ dataProvider = defaultDataProvider, authProvider = defaultAuthProvider }: AppProps) {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} store={store}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Sway"
          layout={Layout}
          loginPage={false}
          authCallbackPage={false}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          // As AdminUI passes it: its title prop is a string where CoreAdminUI's type allows an element.
          catchAll={NotFound as CatchAllComponent}
          error={Error}
          loading={LoadingPage}
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
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
