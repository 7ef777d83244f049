// Answers of the per-request session check (plugins/auth.ts: the account, its membership of the
// token's business, whether that business exists), kept while nothing they read has changed.
// On PGlite that check was a quarter of a typical request's time on the one database thread.
// Every statement that changes accounts, memberships or businesses notifies 'sway_sessions'
// (migration 0006) and the whole cache is dropped; PGlite delivers that notification before the
// answer to the change, so no request that follows a change can be answered from an older row.
// PostgreSQL cannot promise that order, so there the check reads the database every time.

export const SESSION_CHANNEL = 'sway_sessions';
/** Enough for every account of a large install; past it the cache starts over. */
const MAX_ENTRIES = 50_000;

export class SessionCache<T> {
  private readonly rows = new Map<string, T>();
  /** Bumped by every change, so an answer read before a change is not kept after it. */
  private generation = 0;

  /** The cached answer for `key`, or `load()`'s, kept unless a change arrived while it ran. */
  async through(key: string, load: () => Promise<T>): Promise<T> {
    if (this.rows.has(key)) return this.rows.get(key) as T;
    const generation = this.generation;
    const row = await load();
    if (generation === this.generation) {
      if (this.rows.size >= MAX_ENTRIES) this.rows.clear();
      this.rows.set(key, row);
    }
    return row;
  }

  clear(): void {
    this.generation += 1;
    this.rows.clear();
  }
}
