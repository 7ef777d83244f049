// Which status changes the offer state machine allows (spec 2 §4), as one rule for the server's
// transition (server/domain/offerStateMachine.ts) and the console's Approve / Pause / Stop
// buttons, which are disabled where the server would refuse (issue 18 defect 11). No zod here.
import type { OfferStatus } from './offers';

export type OfferAction = 'approve' | 'pause' | 'stop';

const APPROVABLE: readonly OfferStatus[] = ['NEEDS_APPROVAL', 'PAUSED'];

/** Why `action` is refused for an offer in `status` (without an image, approval is), or null when allowed. */
export function offerActionRefusal(status: OfferStatus, action: OfferAction, offer: { hasImage: boolean }): string | null {
  switch (action) {
    case 'approve':
      if (!APPROVABLE.includes(status)) return `An offer that is ${status} cannot be approved`;
      // The preview's banner: approval is blocked until the 380x200 image is uploaded.
      return offer.hasImage ? null : 'Upload an offer image (380x200) before approving this offer';
    case 'pause':
      return status === 'ACTIVE' ? null : `An offer that is ${status} cannot be paused`;
    case 'stop':
      return status === 'COMPLETE' ? 'This offer is already complete' : null;
    default:
      return 'Unknown action';
  }
}
