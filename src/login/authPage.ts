// What the login pages need from the shell around them, so that one set of pages runs in both:
// the light login shell a cold visit to /auth opens (src/login/LoginShell.tsx, no react-admin),
// and the admin shell, where a logout or an expired session brings the user back to /auth
// (src/login/AdminAuthPages.tsx, over react-admin's translate, notify and router).
import { createContext, useContext } from 'react';
import type { LoginMethods } from '../../authProvider/login';

export type Translate = (key: string, options?: Record<string, string | number>) => string;

export interface AuthPageTools {
  translate: Translate;
  /** Shows an error the way react-admin's notifications do (a toast). */
  notifyError: (message: string) => void;
  auth: LoginMethods;
  /** Goes to another page of the console, replacing this one in the history. */
  navigate: (to: string) => void;
  search: URLSearchParams;
  /** After a redeemed link stored the session token, before leaving the login pages. */
  loggedIn: () => void;
  /** Starts loading the admin shell and the screen a login lands on, while the user reads the page. */
  preloadLanding: (path: string) => void;
}

export const AuthPageContext = createContext<AuthPageTools | null>(null);

export function useAuthPage(): AuthPageTools {
  const tools = useContext(AuthPageContext);
  if (!tools) throw new Error('useAuthPage outside an AuthPageContext');
  return tools;
}
