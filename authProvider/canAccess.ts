// One permission function over the screen and control tables (STYLE.md "one canAccess"): the
// auth provider's canAccess (so react-admin's useCanAccess / <CanAccess> in the screens), the
// navigation drawer and the guard all decide with accessAllows, the rule the server applies.
import { accessAllows } from '../contract/access';
import type { UserType } from '../contract/roles';
import { controlAccess, findScreen, screens, type Screen } from './screens';

/**
 * react-admin canAccess. A named control action ('locations', 'archive') answers from the
 * control table; otherwise `resource` is a screen path ('timeline' or '/timeline') or a
 * resource name. Resources outside both tables are open to any logged-in user; the server decides.
 */
export function canAccess(userType: UserType | null, params: { resource: string; action?: string }): boolean {
  if (userType === null) return false;
  const control = controlAccess(params.resource, params.action);
  if (control) return accessAllows(control, userType);
  const screen = findScreen(params.resource.startsWith('/') ? params.resource : `/${params.resource}`);
  return screen ? accessAllows(screen.roles, userType) : true;
}

/** The drawer: top-level screens that are not hidden and that the user may enter. */
export function menuScreens(userType: UserType | null): Screen[] {
  return screens.filter((screen) => !screen.hidden && screen.path.split('/').length <= 2 && accessAllows(screen.roles, userType));
}
