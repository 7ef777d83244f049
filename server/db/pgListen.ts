// The change channels on PostgreSQL, told in the order that lets a server keep answers (the session
// check's, auth/sessionCache.ts; a business's reads, routes/keptReplies.ts) safely.
//
// This server's own changes: every trigger that NOTIFYs a change channel also raises a NOTICE
// 'channel payload' (migration 0022), which PostgreSQL sends to the session that made the change
// only, in the statement's own answer. A pool connection tells the channel at once, and again when
// its transaction has ended (the ReadyForQuery that says idle, which comes after the commit and
// before the caller sees its answer): an answer read between the statement and its commit, from the
// rows before it, is not kept past the commit. So the cache is dropped before the code that made the
// change goes on, and before any request that follows it is read.
//
// Another process's changes (a second server on the same database, a script): one connection of
// its own LISTENs to the channels and tells them as PostgreSQL delivers the NOTIFY, at once when it
// is idle, which it always is. A NOTIFY from one of this server's own pool sessions on a channel
// that raised its NOTICE too (NOTICED_CHANNELS) was told at its statement and at its commit
// already: told a third time it only dropped what was kept, rightly, since the commit (on a busy
// shop, the answers read between a claim's commit and its echo). The NOTIFY names the session that
// sent it, and the pool's sessions are known by their backend's process id. Only that connection listens: PostgreSQL wakes every listening
// session of the database for every notification, and with the whole pool listening each write cost
// the database backends 1.3-2 ms more (issue 20 seventh pass). Should that connection break, a change
// could pass unheard: every channel is told, as if something had changed, and it connects again.
//
// A change made here reaches another server through its listening connection, a moment after the
// commit. So that the next request, on whichever server, sees the change, a request that changed
// something is answered only once this server's own listening connection has heard the change
// (`changesHeard`): PostgreSQL signals every listening session at the commit, so the other
// servers' listening connections have it by then too, and their event loops take it before a
// request the client can only send after this answer.
import type pgModule from 'pg';
import { CHANGE_CHANNELS, NOTICED_CHANNELS, type ChangeChannel } from './changeChannels';

type Pg = typeof pgModule;
type OnNotify = (payload: string) => void;

export interface ListeningPool {
  pool: pgModule.Pool;
  /**
   * Calls `onNotify` with the payload of each change on `channel` (see above for the order);
   * resolves, once the listening connection listens (or has failed to), to a function that stops.
   */
  listen(channel: ChangeChannel, onNotify: OnNotify): Promise<() => void>;
  /** Whether the listening connection listens now (/readyz). */
  listening(): boolean;
  /** Resolves once the listening connection has heard every change this process has committed so far (at most CHANGES_HEARD_WAIT_MS). */
  changesHeard(): Promise<void>;
  /** How many changesHeard() waits ran to their bound: each is a change not heard (a lost notification, or one this code failed to match). */
  changesHeardRunOut(): number;
  /** Ends the listening connection (the pool is ended by its owner). */
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;
/** The longest a request waits for its change to be heard: a change notified twice in one transaction is heard once. */
export const CHANGES_HEARD_WAIT_MS = 1000;
/** A NOTICE of migration 0022: 'sway_business 12'; the payload may be empty. */
const CHANGE_NOTICE = new RegExp(`^(${CHANGE_CHANNELS.join('|')}) (.*)$`, 's');

export function createListeningPool(pg: Pg, config: pgModule.PoolConfig): ListeningPool {
  const callbacks = new Map<string, Set<OnNotify>>();
  const tell = (channel: string, payload: string) => {
    for (const onNotify of callbacks.get(channel) ?? []) onNotify(payload);
  };
  const tellEveryChannel = () => {
    for (const channel of CHANGE_CHANNELS) tell(channel, '');
  };
  /**
   * This process's changes the listening connection has not heard yet, by 'channel payload'. A
   * change is expected from its NOTICE on, which comes before its commit and so before its
   * notification can; a change whose transaction is undone is no longer expected.
   */
  const unheard = new Map<string, (() => void)[]>();
  const unheardPromises = new Set<Promise<void>>();
  const expectHeard = (change: string): (() => void) | null => {
    if (!listensNow || takeEarly(change)) return null;
    let resolve!: () => void;
    const promise = new Promise<void>((r) => { resolve = r; });
    unheardPromises.add(promise);
    void promise.then(() => unheardPromises.delete(promise));
    const waiting = unheard.get(change) ?? [];
    waiting.push(resolve);
    unheard.set(change, waiting);
    return () => {
      const list = unheard.get(change);
      const at = list?.indexOf(resolve) ?? -1;
      if (list && at >= 0) list.splice(at, 1);
      if (list?.length === 0) unheard.delete(change);
      resolve();
    };
  };
  /**
   * Changes heard with nobody waiting, by when. A NOTICE is flushed with its statement's answer, at
   * the commit when the statement commits on its own, so it and the notification arrive together
   * on two sockets and are read in either order: a change heard in the moment before its NOTICE
   * was read is not waited for (it was waited for until the 1 s bound, and the waiter left behind
   * was taken by the next identical notification, so every later change of this server waited for
   * the one after it). The other servers' changes are heard with nobody waiting: each is kept only
   * that moment (EARLY_MS).
   */
  const early = new Map<string, number[]>();
  const EARLY_MS = 500;
  const recent = (times: number[], now: number) => {
    while (times.length > 0 && now - times[0]! > EARLY_MS) times.shift();
    return times;
  };
  const heardEarly = (change: string) => {
    const now = Date.now();
    if (early.size > 256) for (const [key, times] of early) if (recent(times, now).length === 0) early.delete(key);
    const times = recent(early.get(change) ?? [], now);
    times.push(now);
    early.set(change, times);
  };
  const takeEarly = (change: string) => {
    const times = early.get(change);
    if (!times || recent(times, Date.now()).length === 0) return false;
    times.shift();
    return true;
  };
  const heard = (change: string) => {
    const waiting = unheard.get(change);
    if (!waiting) {
      if (listensNow) heardEarly(change);
      return;
    }
    waiting.shift()!();
    if (waiting.length === 0) unheard.delete(change);
  };
  const hearEverything = () => {
    for (const waiting of unheard.values()) for (const resolve of waiting) resolve();
    unheard.clear();
    early.clear();
  };

  /** The backends of this pool's open sessions, by process id: their changes are told by their NOTICE. */
  const ownBackends = new Set<number>();

  class NoticingClient extends pg.Client {
    constructor(options?: pgModule.ClientConfig) {
      super(options);
      let backend: number | undefined;
      /** The changes raised in the open transaction, told again when it ends, each with how to stop expecting it. */
      const told = new Map<string, (() => void) | null>();
      /** Whether the open transaction (or the statement outside one) failed or rolled back: its changes are not notified. */
      let undone = false;
      const tellChange = (message: string) => {
        const change = CHANGE_NOTICE.exec(message);
        if (change) tell(change[1] as string, change[2] as string);
        return change !== null;
      };
      this.on('notice', (notice) => {
        const message = notice.message ?? '';
        // PostgreSQL sends one notification for the same channel and payload in one transaction.
        if (tellChange(message) && !told.has(message)) told.set(message, expectHeard(message));
      });
      // Registered after the client's own handler, so this runs in the same emit, before the
      // promise of the statement (or of its COMMIT) lets its caller go on.
      const connection = (this as unknown as { connection: {
        on(event: 'readyForQuery', listener: (message: { status: string }) => void): void;
        on(event: 'commandComplete', listener: (message: { text: string }) => void): void;
        on(event: 'errorMessage', listener: () => void): void;
        on(event: 'backendKeyData', listener: (message: { processID: number }) => void): void;
      } }).connection;
      connection.on('backendKeyData', (message) => {
        backend = message.processID;
        ownBackends.add(backend);
      });
      this.once('end', () => { if (backend !== undefined) ownBackends.delete(backend); });
      connection.on('errorMessage', () => { undone = true; });
      connection.on('commandComplete', (message) => { if (message.text === 'ROLLBACK') undone = true; });
      connection.on('readyForQuery', (message) => {
        if (message.status !== 'I') return;
        const ended = [...told];
        const committed = !undone;
        told.clear();
        undone = false;
        for (const [change, unexpect] of ended) {
          tellChange(change);
          if (!committed) unexpect?.();
        }
      });
    }
  }

  // The changes are raised at DEBUG1 (migration 0022): the pool's sessions ask for those messages.
  const options = [config.options, '-c client_min_messages=debug1'].filter(Boolean).join(' ');
  const pool = new pg.Pool({ ...config, options, Client: NoticingClient as unknown as typeof pg.Client });
  // An idle connection that breaks (PostgreSQL restarted, the network cut it) is reported as the
  // pool's 'error', which would end the process unheard; the pool has already dropped it and
  // opens another for the next statement, whose own errors reach its caller.
  pool.on('error', () => undefined);

  let listener: pgModule.Client | null = null;
  /** Settles once the listening connection listens, or has failed to (it then tries again). */
  let listening: Promise<void> | null = null;
  let closed = false;
  let listensNow = false;
  let retry: NodeJS.Timeout | null = null;
  const connectListener = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (listening) return listening;
    const client = new pg.Client({ connectionString: config.connectionString });
    listener = client;
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      listensNow = false;
      listening = null;
      tellEveryChannel();
      hearEverything();
      if (!closed) retry = setTimeout(() => void connectListener(), RECONNECT_MS);
    };
    client.on('notification', (message) => {
      if (!(NOTICED_CHANNELS.has(message.channel) && ownBackends.has(message.processId))) tell(message.channel, message.payload ?? '');
      heard(`${message.channel} ${message.payload ?? ''}`);
    });
    client.on('error', lost);
    client.once('end', lost);
    listening = (async () => {
      try {
        await client.connect();
        await client.query(CHANGE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
        listensNow = listener === client;
        // What changed while nobody listened (before the first connection, or since the last broke).
        tellEveryChannel();
      } catch {
        lost();
        await client.end().catch(() => undefined);
      }
    })();
    return listening;
  };

  const listen = async (channel: ChangeChannel, onNotify: OnNotify) => {
    let set = callbacks.get(channel);
    if (!set) {
      set = new Set();
      callbacks.set(channel, set);
    }
    set.add(onNotify);
    await connectListener();
    return () => void set.delete(onNotify);
  };
  const close = async () => {
    closed = true;
    // Nothing is heard any more: a change made while closing is not waited for.
    listensNow = false;
    hearEverything();
    if (retry) clearTimeout(retry);
    const client = listener;
    listener = null;
    await client?.end().catch(() => undefined);
  };
  let waitsRunOut = 0;
  const changesHeard = async () => {
    if (unheardPromises.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const ranOut = await Promise.race([
      Promise.all([...unheardPromises]).then(() => false),
      new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(true), CHANGES_HEARD_WAIT_MS); }),
    ]);
    clearTimeout(timer);
    if (ranOut) waitsRunOut += 1;
  };
  return { pool, listen, listening: () => listensNow && !closed, changesHeard, changesHeardRunOut: () => waitsRunOut, close };
}
