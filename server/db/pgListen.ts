// NOTIFY on PostgreSQL, delivered in the order that lets a server keep answers (the session check's,
// auth/sessionCache.ts) safely. Every connection of the pool LISTENs to the change channels before
// the pool hands it out, so the connection that commits a change is itself a listener, and
// PostgreSQL sends a session its own notifications right after the commit, before the answer to the
// COMMIT (or to the autocommitted statement): the cache is dropped before the code that made the
// change goes on, and before any request that follows it is read. A change committed by another
// process (a second server on the same database, a script) reaches this one when one of its
// connections is between statements: at once when one is idle, else when its statement ends.
// Should the pool ever hold no listening connection (they close after 10 s idle), a change could
// pass unheard: then every listener is told, as if something had changed.
import type pgModule from 'pg';
import { CHANGE_CHANNELS, type ChangeChannel } from './changeChannels';

type Pg = typeof pgModule;
type Callback = ((error: Error) => void) | ((error: null, client: pgModule.Client) => void);
type OnNotify = (payload: string) => void;

export interface ListeningPool {
  pool: pgModule.Pool;
  /** Calls `onNotify` with the payload of each NOTIFY on `channel` (see above for the order); answers a function that stops. */
  listen(channel: ChangeChannel, onNotify: OnNotify): () => void;
}

export function createListeningPool(pg: Pg, config: pgModule.PoolConfig): ListeningPool {
  const callbacks = new Map<string, Set<OnNotify>>();
  const listening = new Set<pgModule.Client>();
  const tell = (channel: string, payload: string) => {
    for (const onNotify of callbacks.get(channel) ?? []) onNotify(payload);
  };
  const gone = (client: pgModule.Client) => {
    // The empty payload: every payload's answers may be old.
    if (listening.delete(client) && listening.size === 0) for (const channel of callbacks.keys()) tell(channel, '');
  };

  class ListeningClient extends pg.Client {
    // pg-pool connects with a callback; a direct caller may use the promise.
    connect(): Promise<pgModule.Client>;
    connect(callback: Callback): void;
    connect(callback?: Callback): Promise<pgModule.Client> | void {
      const ready = super.connect().then(async () => {
        this.on('notification', (message) => tell(message.channel, message.payload ?? ''));
        // A broken connection stops listening when it breaks ('error'), not when the pool has
        // finished closing it ('end', 'remove'): a request in between must not find old answers.
        this.on('error', () => gone(this));
        this.once('end', () => gone(this));
        await super.query(CHANGE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
        listening.add(this);
        return this as pgModule.Client;
      });
      if (!callback) return ready;
      ready.then((client) => (callback as (error: null, client: pgModule.Client) => void)(null, client), (error: Error) => (callback as (error: Error) => void)(error));
    }
  }

  const pool = new pg.Pool({ ...config, Client: ListeningClient as unknown as typeof pg.Client });
  pool.on('remove', (client) => gone(client as unknown as pgModule.Client));
  // An idle connection that breaks (PostgreSQL restarted, the network cut it) is reported as the
  // pool's 'error', which would end the process unheard; the pool has already dropped it and
  // opens another for the next statement, whose own errors reach its caller.
  pool.on('error', () => undefined);

  const listen = (channel: ChangeChannel, onNotify: OnNotify) => {
    let set = callbacks.get(channel);
    if (!set) {
      set = new Set();
      callbacks.set(channel, set);
    }
    set.add(onNotify);
    return () => void set.delete(onNotify);
  };
  return { pool, listen };
}
