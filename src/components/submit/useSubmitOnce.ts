// One submit at a time, for every dialog that creates or saves (issue 18 defect 3). A mutation's
// own isPending reaches the button only after react-query's next notify tick, so a double click
// got two requests out before the button disabled. The guard is a ref, set synchronously on the
// first click; `busy` disables the button for the user. The key goes to the server as
// Idempotency-Key (through the mutation's `meta`), so even a request the browser repeats, or a
// retry after a lost answer, creates one record; it is renewed after a success, so a dialog that
// stays open creates a new record next time.
import { useCallback, useRef, useState } from 'react';

export interface SubmitMeta { idempotencyKey: string }

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

export function useSubmitOnce() {
  const inFlight = useRef(false);
  const key = useRef(newKey());
  const [busy, setBusy] = useState(false);

  /** Runs `action` unless one is running; resolves when it has settled (for react-hook-form's isSubmitting). */
  const submit = useCallback(async (action: (meta: SubmitMeta) => Promise<unknown> | unknown): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action({ idempotencyKey: key.current });
      key.current = newKey();
    } catch {
      // The action shows its own error (onError); the key stays, so a retry of the same body is the same request.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { submit, busy };
}
