// The authenticated caller of a request, and the helpers routes use to scope by business.
import type { FastifyRequest } from 'fastify';
import type { UserType } from '../../contract/roles';
import type { Access } from '../../contract/access';
import { HttpError } from '../http-error';

export interface Session {
  accountId: number;
  userType: UserType;
  email: string;
  /** The account's name as it is now (the session check reads it), for GET user/loggedIn. */
  firstName: string;
  lastName: string;
  /** The business the token is switched to (checked against memberships for non-admins). */
  businessId: number | null;
  /** The login the token belongs to (auth/sessions.ts). */
  sid: string;
}

/** Who may call a route: a list of user types (ADMIN always passes), or any logged-in user. */
export type RouteAccess = Exclude<Access, 'public'>;

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new HttpError(401, 'Not logged in');
  return request.session;
}

/** The business every tenant-scoped query is filtered by: always from the token. */
export function businessOf(request: FastifyRequest): number {
  const { businessId } = sessionOf(request);
  if (businessId == null) throw new HttpError(404, 'No business selected');
  return businessId;
}

export function isAdmin(request: FastifyRequest): boolean {
  return request.session?.userType === 'ADMIN';
}
