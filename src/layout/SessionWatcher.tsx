// Toasts the session failures announced outside data-provider calls (spec 1 §8 account load)
// and logs out to /auth when asked.
import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { loginHere } from '../../authProvider';
import { sessionEvents } from '../../authProvider/sessionEvents';

export function SessionWatcher() {
  const notify = useNotify();
  const logout = useLogout();
  useEffect(
    () =>
      sessionEvents.subscribe((failure) => {
        notify(failure.message, { type: 'error' });
        if (failure.logout) void logout({}, loginHere(), false);
      }),
    [notify, logout],
  );
  return null;
}
