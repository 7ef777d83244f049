// At most 10 contact-step submissions per contact (e-mail or phone) per business in 10 minutes,
// counted in this process (issue 12 safety): one person cannot probe or flood a campaign by
// changing phones. Bounded: the oldest windows are dropped past 50,000 keys.
const WINDOW_MS = 10 * 60_000;
const MAX_TRIES = 10;
const MAX_KEYS = 50_000;

export function createContactLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one try; false when the contact used up its window. */
    take(key: string): boolean {
      const t = now();
      const current = windows.get(key);
      if (!current || t - current.start > WINDOW_MS) {
        windows.delete(key);
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= MAX_TRIES;
    },
  };
}
