// The auth layout (spec 1 §2): a centred card on a plain page, no drawer or app bar. Drawn by the
// login shell before react-admin has loaded, and by the admin shell after a logout (src/login/).
// Plain elements and AuthLayout.css, no MUI or emotion: a cold /auth paints without their script
// (issue 20 item 4). The pieces below are the login pages' whole kit.
import type { ReactNode } from 'react';
import { useAuthPage } from '../login/authPage';
import './AuthLayout.css';

/** MUI's Lock icon (@mui/icons-material/Lock), inline. */
const LOCK_PATH =
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { translate } = useAuthPage();
  return (
    <main className="sway-auth">
      <div className="sway-auth-card">
        <div className="sway-auth-avatar">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={LOCK_PATH} />
          </svg>
        </div>
        <h1 className="sway-auth-title">{translate('shell.login.title')}</h1>
        {children}
      </div>
    </main>
  );
}

/** An indeterminate spinner (MUI's CircularProgress), named by a label or by another element. */
export function AuthSpinner(name: { 'aria-label': string } | { 'aria-labelledby': string }) {
  return (
    <span className="sway-auth-spinner" role="progressbar" {...name}>
      <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
