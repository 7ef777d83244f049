// The navigation drawer (spec 1 §2 Guard): screens of the table filtered by access, each with
// its icon, plus the setup progress item for those who may enter /setup.
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { currentUserType } from '../../authProvider/claims';
import { canAccess, menuScreens } from '../../authProvider/canAccess';
import { screenTitle } from '../../authProvider/screens';
import { screenViews } from '../screens';
import { SetupProgressItem } from './SetupProgressItem';

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Read from the token at once (not through useCanAccess): the drawer must not fill in late.
  const userType = currentUserType();
  return (
    <Menu>
      {canAccess(userType, { resource: 'setup' }) && <SetupProgressItem compact={!open} />}
      {menuScreens(userType).map((screen) => {
        const Icon = screenViews[screen.path].icon;
        return <Menu.Item key={screen.path} to={screen.path} primaryText={translate(screenTitle(screen, userType))} leftIcon={<Icon />} />;
      })}
    </Menu>
  );
}
