// The offer state machine of spec 2 §4, as a pure function so every (status, action) pair is
// testable without a database. The routes only apply what this decides.
import type { OfferStatus } from '../../contract/offers';
import { offerActionRefusal, type OfferAction } from '../../contract/offerActions';

export type { OfferAction };

export type Transition =
  | { ok: true; next: OfferStatus }
  | { ok: false; error: string };

export interface TransitionContext {
  /** Start of the offer; approving an offer whose start lies ahead schedules it. */
  startDate: Date | null;
  /** Stop only: the chosen last day 'YYYY-MM-DD' (UTC). */
  stopDay?: string;
  hasImage: boolean;
  now: Date;
}

export function transition(status: OfferStatus, action: OfferAction, ctx: TransitionContext): Transition {
  // Whether the status allows it is the rule the console's buttons read too (contract/offerActions).
  const refused = offerActionRefusal(status, action, { hasImage: ctx.hasImage });
  if (refused) return { ok: false, error: refused };
  switch (action) {
    case 'approve':
      return { ok: true, next: ctx.startDate && ctx.startDate > ctx.now ? 'SCHEDULED' : 'ACTIVE' };
    case 'pause':
      return { ok: true, next: 'PAUSED' };
    default:
      // Stop: a date today or earlier ends the offer now; a later date only sets when it will end.
      if (ctx.stopDay && ctx.stopDay <= ctx.now.toISOString().slice(0, 10)) return { ok: true, next: 'COMPLETE' };
      return { ok: true, next: status };
  }
}

/** The stop date 'YYYY-MM-DD' as the last instant of that UTC day. */
export function endOfDay(date: string): Date | null {
  const d = new Date(`${date}T23:59:59.999Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date ? null : d;
}
