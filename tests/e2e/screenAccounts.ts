// Who opens each screen of the screen table (authProvider/screens.ts) in the browser tests that
// visit every screen (accessibility, double clicks): the demo user who sees its real content.
import { screens, type Screen } from '../../authProvider/screens';
import type { DEMO } from './fixtures';

export type Account = keyof typeof DEMO;

/**
 * The business owner for every screen a CLIENT or any logged-in user sees, the lite user for the
 * lite-only one, the admin for admin screens and for the admin tools a business user sees only
 * as a notice (controls.adminTools).
 */
const ADMIN_TOOLS = new Set<string>(['/adminSettings', '/simpleReports', '/mailingLists']);
export function accountFor(screen: Screen): Account {
  if (screen.roles === 'anyUser' || screen.roles.length === 0) return ADMIN_TOOLS.has(screen.path) ? 'admin' : 'owner';
  if (screen.roles.includes('CLIENT')) return 'owner';
  if (screen.roles.includes('CLIENT_LITE')) return 'lite';
  return 'admin';
}

const screensOf = (account: Account) => screens.filter((screen) => accountFor(screen) === account).map((screen) => screen.path);

/** Each account's screens, in the table's order. */
export const screensByAccount: Record<Account, string[]> = {
  owner: screensOf('owner'),
  admin: screensOf('admin'),
  // The lite user's own timeline (empty, with the intro video) and account too.
  lite: [...screensOf('lite'), '/timeline', '/account'],
  other: [],
};

/** `paths` in runs of at most `most`, one test (one login) each, so two workers share the work. */
export function runsOf(paths: string[], most: number): string[][] {
  const count = Math.ceil(paths.length / most);
  const size = Math.ceil(paths.length / count);
  return Array.from({ length: count }, (_, i) => paths.slice(i * size, (i + 1) * size));
}
