// Answers of the reads every console screen makes for one business (the business, the dashboard,
// voucher and sway proof details, timeline pages), kept as the JSON text that was sent until the
// database reports a change to the rows they are made of. Every statement that changes such rows notifies
// 'sway_business' with the business's id (migration 0022; an empty payload: every business), and
// that business's answers are dropped. Both engines tell this server's own change before its
// answer (db/client.ts `listen`, db/pgListen.ts), so no request that follows a change made by this
// server is answered from older rows; a change made by another process arrives with its
// notification at the one listening connection. Behind a pool that does not keep LISTEN (PgBouncer
// in transaction mode) it must be off (REPLY_CACHE=false).
//
// Some of these answers also depend on the clock: the current month in the business's time zone.
// Every time zone's offset is a whole number of quarter hours, so a month starts, in any of them,
// on a quarter hour of UTC: an answer is kept until the next quarter hour at most.
//
// Reads of the same answer at the same time share one reading ("single flight"): a request that
// finds no kept answer but the same key being read under a ticket equal to its own (the same
// epoch, generation and quarter hour: no change of the business was told since that reading took
// its ticket, and the clock gives the same month) waits for that reading's answer instead of
// running the statements again. The reading's statements started after its ticket was taken,
// and the one who waits arrived after that and before any change was told, so the answer is made
// of rows as they were at some moment between the waiting request's arrival and its answer: what
// its own reading would have given. A change told while the reading runs does not stop the
// requests already waiting from getting its answer (they came before the change), but that answer
// is not kept (keep), and a request after the change has a newer ticket and reads again. An answer
// that is not a kept route's 200, or that the handler said holds for its own request only
// (dontKeep), is not shared: the waiting requests then run their own handler.
//
// A timeline page is asked for "before" an instant, the moment the console opened the timeline.
// Its answer is the same for every later instant as long as no proof of the business is dated at
// or after the first (a newer proof notifies): such an answer is kept "from" its instant and
// answers every request from then on; any other is not kept (dontKeep).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeChannel } from '../db/changeChannels';

export const BUSINESS_CHANNEL: ChangeChannel = 'sway_business';

/** The kept answers' total length in characters; past it the oldest go first. */
const MAX_CHARS = 32 * 1024 * 1024;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

interface Kept { business: number; body: string; until: number; from?: number }
/** Taken before an answer is read: whether a change arrived while it was read. */
interface Ticket { business: number; epoch: number; generation: number; until: number }

/** A reading of `key` other requests with the same ticket and instant may wait for (see above). */
interface Flight { key: string; ticket: Ticket; at?: number; waiting: ((body: string | undefined) => void)[]; done: boolean }

/** The requests reading an answer to keep (KeptReplies.reading): their flight, which says what to keep it as. */
const pending = new WeakMap<FastifyRequest, { flight: Flight; replies: KeptReplies }>();

/** Called by a kept route's handler whose answer this time holds for its request only: not kept, not shared. */
export const dontKeep = (request: FastifyRequest) => {
  const reading = pending.get(request);
  if (!reading) return;
  pending.delete(request);
  reading.replies.land(reading.flight, undefined);
};

const sameTicket = (a: Ticket, b: Ticket) =>
  a.business === b.business && a.epoch === b.epoch && a.generation === b.generation && a.until === b.until;

export class KeptReplies {
  private readonly replies = new Map<string, Kept>();
  /** The newest reading of each key being read now (single flight). */
  private readonly flights = new Map<string, Flight>();
  private readonly keysOf = new Map<number, Set<string>>();
  /** Bumped by each change of a business, so an answer read before it is not kept after it. */
  private readonly generations = new Map<number, number>();
  /** Bumped by a change of every business. */
  private epoch = 0;
  private chars = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept answer of `key`, if any; for an answer kept `from` an instant, only `at` or after it. */
  get(key: string, at?: number): string | undefined {
    const kept = this.replies.get(key);
    if (kept === undefined) return undefined;
    if (kept.from !== undefined && (at === undefined || at < kept.from)) return undefined;
    if (kept.until > this.now()) return kept.body;
    this.remove(key, kept);
    return undefined;
  }

  /**
   * Marks `request` as reading the answer of `key` for `business` (`from` `at`): `onSend` keeps what
   * it sends, and hands it to the requests that wait for this reading (`shared`).
   */
  reading(request: FastifyRequest, key: string, business: number, at?: number): void {
    const ticket = this.ticket(business);
    const flight: Flight = { key, ticket, at, waiting: [], done: false };
    // A reading under an older ticket may still run: its answer goes to its own waiting requests.
    this.flights.set(key, flight);
    pending.set(request, { flight, replies: this });
  }

  /**
   * The answer of `key` (at `at`) a reading under this very ticket will send, when one runs: resolves
   * to its body, or to undefined when it is not to be shared (then read it yourself).
   */
  shared(key: string, business: number, at?: number): Promise<string | undefined> | undefined {
    const flight = this.flights.get(key);
    if (!flight || flight.at !== at || !sameTicket(flight.ticket, this.ticket(business))) return undefined;
    return new Promise((resolve) => flight.waiting.push(resolve));
  }

  /** Ends `flight` with its answer (undefined: not shared). Only the first call counts. */
  land(flight: Flight, body: string | undefined): void {
    if (flight.done) return;
    flight.done = true;
    if (this.flights.get(flight.key) === flight) this.flights.delete(flight.key);
    for (const resolve of flight.waiting) resolve(body);
    flight.waiting = [];
  }

  /** A route's onSend hook: keeps a marked request's successful answer, and hands it to those who wait for it. */
  readonly onSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const reading = pending.get(request);
    if (reading) {
      pending.delete(request);
      const body = reply.statusCode === 200 && typeof payload === 'string' ? payload : undefined;
      const { key, ticket, at } = reading.flight;
      if (body !== undefined) this.keep(key, ticket, body, at);
      this.land(reading.flight, body);
    }
    done(null, payload);
  };

  /** A route's onResponse hook: a reading that ended without its onSend (none known) still lets those who wait go. */
  readonly onResponse = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const reading = pending.get(request);
    if (reading) {
      pending.delete(request);
      this.land(reading.flight, undefined);
    }
    done();
  };

  ticket(business: number): Ticket {
    const now = this.now();
    return {
      business, epoch: this.epoch, generation: this.generations.get(business) ?? 0,
      until: now - (now % QUARTER_HOUR_MS) + QUARTER_HOUR_MS,
    };
  }

  /** Keeps `body` as the answer of `key` (`from` an instant on), unless its business changed since `ticket` was taken. */
  keep(key: string, ticket: Ticket, body: string, from?: number): void {
    if (ticket.epoch !== this.epoch || ticket.generation !== (this.generations.get(ticket.business) ?? 0)) return;
    if (body.length > MAX_CHARS / 8) return;
    const old = this.replies.get(key);
    if (old) this.remove(key, old);
    for (const [oldestKey, oldest] of this.replies) {
      if (this.chars + body.length <= MAX_CHARS) break;
      this.remove(oldestKey, oldest);
    }
    this.replies.set(key, { business: ticket.business, body, until: ticket.until, from });
    this.chars += body.length;
    let keys = this.keysOf.get(ticket.business);
    if (!keys) this.keysOf.set(ticket.business, (keys = new Set()));
    keys.add(key);
  }

  /** A notification on BUSINESS_CHANNEL: the business's id, or '' for every business. */
  changed(payload: string): void {
    const business = Number(payload);
    if (payload === '' || !Number.isInteger(business)) {
      this.epoch += 1;
      this.generations.clear();
      this.replies.clear();
      this.keysOf.clear();
      this.chars = 0;
      return;
    }
    this.generations.set(business, (this.generations.get(business) ?? 0) + 1);
    for (const key of this.keysOf.get(business) ?? []) {
      const kept = this.replies.get(key);
      if (kept) this.remove(key, kept);
    }
  }

  private remove(key: string, kept: Kept): void {
    this.replies.delete(key);
    this.chars -= kept.body.length;
    const keys = this.keysOf.get(kept.business);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(kept.business);
  }
}
