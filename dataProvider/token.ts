// Token storage (spec 1 §7: a Bearer token kept in local storage under a fixed key).
export const TOKEN_KEY = 'sway.token';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /**
   * Runs a call that ends the current login on the server and stores the token of its successor
   * (a business switch). Until it has stored it, `settled()` waits for it.
   */
  replace<T extends { token: string }>(call: () => Promise<T>): Promise<T>;
  /** Resolves once no replacement is under way, so a 401 caused by one can be retried. */
  settled(): Promise<void>;
}

/** Outside a browser (unit tests, SSR) there is no localStorage: keep the token in memory. */
function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function createTokenStore(storage?: KeyValueStorage): TokenStore {
  const resolved = storage ?? (typeof localStorage === 'undefined' ? memoryStorage() : localStorage);
  const replacing = new Set<Promise<unknown>>();
  const store: TokenStore = {
    get: () => resolved.getItem(TOKEN_KEY),
    set: (token) => resolved.setItem(TOKEN_KEY, token),
    clear: () => resolved.removeItem(TOKEN_KEY),
    replace: (call) => {
      const running = call().then((reply) => {
        store.set(reply.token);
        return reply;
      });
      const tracked = running.finally(() => replacing.delete(tracked));
      replacing.add(tracked);
      return running;
    },
    settled: async () => {
      while (replacing.size > 0) await Promise.allSettled([...replacing]);
    },
  };
  return store;
}

/** The console's one token store. */
export const tokenStore = createTokenStore();
