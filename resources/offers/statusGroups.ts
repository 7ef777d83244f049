// Offers grouped by status in the order of spec 2 §4; a just-created offer goes first in its group.
import { OFFER_STATUSES, type Offer, type OfferStatus } from '../../contract/offers';

export interface OfferGroup { status: OfferStatus; offers: Offer[] }

export function groupOffers(offers: readonly Offer[], firstId: number | null): OfferGroup[] {
  return OFFER_STATUSES.map((status) => {
    const inGroup = offers.filter((o) => o.offer_status === status);
    const first = inGroup.filter((o) => o.id === firstId);
    return { status, offers: [...first, ...inGroup.filter((o) => o.id !== firstId)] };
  }).filter((g) => g.offers.length > 0);
}

/** Today as 'YYYY-MM-DD' in the browser's zone (the stop dialog's default). */
export const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
