// Who may do what, as one rule shared by the server's route check and the console's canAccess:
// ADMIN passes everything; an empty list or 'anyUser' needs only a login; otherwise the user's
// type must be listed (spec 1 §2, §6). No zod here: the console's first load imports it.
import type { UserType } from './roles';

/** Who may call an API endpoint or enter a screen: listed user types, any logged-in user, or anyone. */
export type Access = readonly UserType[] | 'anyUser' | 'public';

export function accessAllows(access: Access, userType: UserType | null): boolean {
  if (access === 'public') return true;
  if (userType === null) return false;
  if (userType === 'ADMIN' || access === 'anyUser') return true;
  return access.length === 0 || access.includes(userType);
}

/** How an access rule reads in the API documentation. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'Public: no login needed.';
  if (access === 'anyUser' || access.length === 0) return 'Roles: any logged-in user.';
  const roles = access.includes('ADMIN') ? access : [...access, 'ADMIN'];
  return `Roles: ${roles.join(', ')}.`;
}
