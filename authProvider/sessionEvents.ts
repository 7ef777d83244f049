// Session failures that happen outside a data-provider call (the account load in getIdentity,
// spec 1 §8) are announced here; the layout's SessionWatcher toasts them and logs out.
export interface SessionFailure {
  /** i18n key of the toast. */
  message: string;
  logout: boolean;
}

type Listener = (failure: SessionFailure) => void;
const listeners = new Set<Listener>();

export const sessionEvents = {
  emit(failure: SessionFailure): void {
    listeners.forEach((listener) => listener(failure));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
