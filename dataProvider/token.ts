// Token storage (spec 1 §7: a Bearer token kept in local storage under a fixed key).
export const TOKEN_KEY = 'sway.token';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
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
  return {
    get: () => resolved.getItem(TOKEN_KEY),
    set: (token) => resolved.setItem(TOKEN_KEY, token),
    clear: () => resolved.removeItem(TOKEN_KEY),
  };
}

/** The console's one token store. */
export const tokenStore = createTokenStore();
