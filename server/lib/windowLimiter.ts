// Counting tries per key in fixed windows, in this process: a small limit where a per-route rate
// limit by address is not the right key (a contact, an item seen by an address). Bounded: past
// maxKeys the oldest window is dropped.
export interface WindowLimiterOptions { windowMs: number; maxTries: number; maxKeys: number }

export function createWindowLimiter({ windowMs, maxTries, maxKeys }: WindowLimiterOptions, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one try; false when the key used up its window. */
    take(key: string): boolean {
      const t = now();
      const current = windows.get(key);
      if (!current || t - current.start > windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= maxTries;
    },
  };
}
