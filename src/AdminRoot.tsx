// The admin shell in the browser's history (spec 1 §2: history-mode routing with base /), loaded
// lazily by the entry (src/main.tsx), so that the router, like react-admin, stays out of the
// login shell's first load. Tests render <App> inside a MemoryRouter instead.
import { BrowserRouter } from 'react-router';
import { App } from './App';

export default function AdminRoot() {
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}
