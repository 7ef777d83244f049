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

/** The requests reading an answer to keep (KeptReplies.reading), what to keep it as. */
const pending = new WeakMap<FastifyRequest, { key: string; ticket: Ticket; from?: number }>();

/** Called by a kept route's handler whose answer this time holds for its request only. */
export const dontKeep = (request: FastifyRequest) => void pending.delete(request);

export class KeptReplies {
  private readonly replies = new Map<string, Kept>();
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

  /** Marks `request` as reading the answer of `key` for `business` (`from` `at`): `onSend` keeps what it sends. */
  reading(request: FastifyRequest, key: string, business: number, at?: number): void {
    pending.set(request, { key, ticket: this.ticket(business), from: at });
  }

  /** A route's onSend hook: keeps a marked request's successful answer. */
  readonly onSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const reading = pending.get(request);
    if (reading && reply.statusCode === 200 && typeof payload === 'string') this.keep(reading.key, reading.ticket, payload, reading.from);
    done(null, payload);
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
