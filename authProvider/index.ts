// The react-admin auth provider (spec 1 §2 Login, §4 Session, §8): magic-link login, token
// login, session checks, identity from user/loggedIn, permissions = user type, canAccess over
// the screen and control tables (authProvider/screens.ts).
import type { AuthProvider, UserIdentity } from 'react-admin';
import { jwtDecode } from 'jwt-decode';
import type { Account } from '../contract/auth';
import type { UserType } from '../contract/roles';
import { createHttpClient, type HttpClient } from '../dataProvider/httpClient';
import { createApi } from '../dataProvider/api';
import { authMethods } from '../dataProvider/auth';
import { sessionMethods } from '../dataProvider/session';
import { tokenStore, type TokenStore } from '../dataProvider/token';
import { API_URL } from '../dataProvider/apiUrl';
import { canAccess } from './canAccess';
import { decodeClaims } from './claims';
import { LOGIN_PATH, loginRedirect } from './guard';
import { loginMethods } from './login';
import { sessionEvents } from './sessionEvents';

export type { LoginParams, LoginResult } from './login';
export interface AppIdentity extends UserIdentity {
  account: Account;
}

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

function currentFullPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/** The login page, set to come back here afterwards (issue 18 defect 11: logouts kept no way back). */
export function loginHere(): string {
  const here = currentFullPath();
  if (here === '/') return LOGIN_PATH;
  // Already on the login page (a second failure of the same start): keep its way back.
  if (here === LOGIN_PATH || here.startsWith(`${LOGIN_PATH}?`) || here.startsWith(`${LOGIN_PATH}/`)) return here;
  return loginRedirect(here);
}

/**
 * A 401 while logged in (the account loaded with this session) is 'Your session has expired'
 * (spec 1 §8), whatever ended it: run out, or revoked by a logout elsewhere (issue 34). Before the
 * account has loaded, a 401 for a token that has not run out means the server does not accept it at
 * all (forged, another server's, the account gone): 'Invalid credentials', as the account load says.
 */
function refusalMessage(token: string | null, loggedIn: boolean): string {
  if (loggedIn) return 'shell.session.expired';
  let exp: number | undefined;
  try {
    exp = token ? jwtDecode<{ exp?: number }>(token).exp : undefined;
  } catch {
    exp = undefined;
  }
  return exp !== undefined && exp * 1000 > Date.now() ? 'shell.session.invalidCredentials' : 'shell.session.expired';
}

export function buildAuthProvider(http: HttpClient = createHttpClient(API_URL), tokens: TokenStore = tokenStore) {
  const call = createApi(http);
  const api = authMethods(call);
  const session = sessionMethods(call, tokens);
  const userType = (): UserType | null => decodeClaims(tokens.get())?.sub.userType ?? null;
  /** The account loaded with the current session: from then on a 401 means the session ended. */
  let loggedIn = false;

  return {
    ...loginMethods(call, tokens),
    /** Ends the login on the server first (issue 19 finding 10); a token already refused changes nothing. */
    async logout(): Promise<string> {
      if (tokens.get()) await api.logout().catch(() => undefined);
      tokens.clear();
      loggedIn = false;
      return loginHere();
    },
    async checkAuth(): Promise<void> {
      if (!decodeClaims(tokens.get())) {
        throw { redirectTo: loginRedirect(currentFullPath()), message: false };
      }
    },
    async checkError(error: unknown): Promise<void> {
      if (statusOf(error) === 401) {
        throw { message: refusalMessage(tokens.get(), loggedIn), redirectTo: loginHere() };
      }
    },
    async getIdentity(): Promise<AppIdentity> {
      if (!tokens.get()) throw new Error('Not logged in');
      try {
        const account = await session.getAccount();
        loggedIn = true;
        return { id: account.id, fullName: `${account.first_name} ${account.last_name}`.trim(), account };
      } catch (error) {
        const unauthorized = statusOf(error) === 401;
        // A reload of the account after it loaded once (a refetch) is a call while logged in.
        sessionEvents.emit({
          message: !unauthorized ? 'shell.session.internalError' : loggedIn ? 'shell.session.expired' : 'shell.session.invalidCredentials',
          logout: unauthorized,
        });
        throw error;
      }
    },
    async getPermissions(): Promise<UserType | null> {
      return userType();
    },
    async canAccess(params: { resource: string; action: string }): Promise<boolean> {
      return canAccess(userType(), params);
    },
  } satisfies AuthProvider;
}

export type AppAuthProvider = ReturnType<typeof buildAuthProvider>;
