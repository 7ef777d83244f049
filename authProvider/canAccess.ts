// One permission function over the route table (STYLE.md "one canAccess"): used by the auth
// provider's canAccess and by the navigation drawer.
import type { UserType } from '../contract/roles';
import { appRoutes, findRoute, type AppRoute } from './routes';

/** Whether a user type may enter a route (the guard's role rule, without the token part). */
export function mayEnter(route: Pick<AppRoute, 'roles'>, userType: UserType | null): boolean {
  if (userType === null) return false;
  if (userType === 'ADMIN') return true;
  const roles = route.roles ?? [];
  return roles.length === 0 || roles.includes(userType);
}

/**
 * react-admin canAccess: `resource` is a route path ('timeline' or '/timeline') or a resource
 * name. Resources outside the route table are open to any logged-in user; the server decides.
 */
export function canAccess(userType: UserType | null, params: { resource: string; action?: string }): boolean {
  if (userType === null) return false;
  const route = findRoute(params.resource.startsWith('/') ? params.resource : `/${params.resource}`);
  return route ? mayEnter(route, userType) : true;
}

/** The drawer: top-level routes that are not hidden and list the user's type; admins see all. */
export function menuRoutes(userType: UserType | null): AppRoute[] {
  return appRoutes.filter((route) => {
    if (route.hidden || route.path.split('/').length > 2) return false;
    if (userType === 'ADMIN') return true;
    return userType !== null && mayEnter(route, userType);
  });
}
