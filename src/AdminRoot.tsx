// The admin shell in the browser's history (spec 1 §2: history-mode routing with base /), loaded
// lazily by the entry (src/main.tsx), so that the router, like react-admin, stays out of the
// login shell's first load. A data router (createBrowserRouter), as react-admin's docs ask for
// blocking navigation: the guard of unsaved edits (src/components/unsaved) needs it. Made when
// the shell first draws, not when its module loads: the module may be preloaded on a login page
// that then moves the address (src/login/LoginShell.tsx). Tests render <App> inside a
// MemoryRouter instead.
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';

export default function AdminRoot() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App /> }]));
  return <RouterProvider router={router} />;
}
