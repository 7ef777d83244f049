// The navigation drawer (spec 1 §2 Guard): routes of the table filtered by role, plus the
// setup progress item.
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { currentUserType } from '../../authProvider/claims';
import { menuRoutes } from '../../authProvider/canAccess';
import { routeTitle } from '../../authProvider/routes';
import { SetupProgressItem } from './SetupProgressItem';

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const userType = currentUserType();
  return (
    <Menu>
      {userType !== 'CLIENT_LITE' && <SetupProgressItem compact={!open} />}
      {menuRoutes(userType).map((route) => (
        <Menu.Item
          key={route.path}
          to={route.path}
          primaryText={translate(routeTitle(route, userType))}
          leftIcon={<route.icon />}
        />
      ))}
    </Menu>
  );
}
