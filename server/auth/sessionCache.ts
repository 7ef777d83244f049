// Answers of the per-request session check (plugins/auth.ts: the account, its membership of the
// token's business, whether that business exists), kept while nothing they read has changed.
// On PGlite that check was a quarter of a typical request's time on the one database thread.
// Every statement that changes accounts, memberships, businesses or logins notifies
// 'sway_sessions' (migrations 0006, 0012, 0022) and the whole cache is dropped. Both engines tell
// this server's own change before its answer (db/client.ts `listen`, db/pgListen.ts), so no
// request that follows a change of this server can be answered from an older row. On PostgreSQL
// a change made by another process arrives with its notification at the one listening connection;
// behind a pool that does not keep LISTEN (PgBouncer in transaction mode) the cache must be off
// (SESSION_CACHE=false), and the check reads the database on every request.
import type { ChangeChannel } from '../db/changeChannels';

export const SESSION_CHANNEL: ChangeChannel = 'sway_sessions';
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
