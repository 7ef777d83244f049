// Which paths the login shell draws by itself (src/login/LoginShell.tsx): the login form and an
// e-mailed link's page, as the admin shell's routes name them (src/App.tsx).

/** The token of a login link's path, '' for the login form, null for any other path. */
export function loginPageOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/auth') return '';
  const link = /^\/auth\/login\/([^/]+)$/.exec(path);
  return link ? decodeURIComponent(link[1] ?? '') : null;
}
