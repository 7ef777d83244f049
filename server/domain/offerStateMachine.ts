// The offer state machine of spec 2 §4, as a pure function so every (status, action) pair is
// testable without a database. The routes only apply what this decides.
import type { OfferStatus } from '../../contract/offers';

export type OfferAction = 'approve' | 'pause' | 'stop';

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

const APPROVABLE: readonly OfferStatus[] = ['NEEDS_APPROVAL', 'PAUSED'];

export function transition(status: OfferStatus, action: OfferAction, ctx: TransitionContext): Transition {
  switch (action) {
    case 'approve':
      if (!APPROVABLE.includes(status)) return { ok: false, error: `An offer that is ${status} cannot be approved` };
      // The preview's banner: approval is blocked until the 380x200 image is uploaded.
      if (!ctx.hasImage) return { ok: false, error: 'Upload an offer image (380x200) before approving this offer' };
      return { ok: true, next: ctx.startDate && ctx.startDate > ctx.now ? 'SCHEDULED' : 'ACTIVE' };
    case 'pause':
      if (status !== 'ACTIVE') return { ok: false, error: `An offer that is ${status} cannot be paused` };
      return { ok: true, next: 'PAUSED' };
    case 'stop':
      if (status === 'COMPLETE') return { ok: false, error: 'This offer is already complete' };
      // A date today or earlier ends the offer now; a later date only sets when it will end.
      if (ctx.stopDay && ctx.stopDay <= ctx.now.toISOString().slice(0, 10)) return { ok: true, next: 'COMPLETE' };
      return { ok: true, next: status };
    default:
      return { ok: false, error: 'Unknown action' };
  }
}

/** The stop date 'YYYY-MM-DD' as the last instant of that UTC day. */
export function endOfDay(date: string): Date | null {
  const d = new Date(`${date}T23:59:59.999Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date ? null : d;
}
