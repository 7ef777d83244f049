// Stop/Start and Copy of a campaign (spec 3 §2, §4; ADMIN only, spec 3 §6): Stop/Start flips
// `expired` through PUT swayOffer/{id}; Copy makes a new campaign and says 'Offer copied!'.
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { SwayOfferListItem } from '../../contract/swayOffers';
import { messageOf } from '../../src/components/messageOf';
import { useChange } from '../../src/components/change/useChange';

export function useCampaignActions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = (error: unknown) => notify(messageOf(error), { type: 'error' });
  const toggle = useChange({
    mutationFn: (offer: SwayOfferListItem) => dataProvider.update('swayOffers', {
      id: offer.id, data: { expired: !offer.expired }, previousData: { id: offer.id, expired: offer.expired },
    }),
    onSuccess: ({ data }) => {
      notify((data as SwayOfferListItem).expired ? 'swayOffers.stopped' : 'swayOffers.started', { type: 'success' });
      refresh();
    },
    onError,
  });
  const copy = useChange({
    mutationFn: (offer: SwayOfferListItem) => dataProvider.copySwayOffer(offer.id),
    onSuccess: () => {
      notify('swayOffers.copied', { type: 'success' });
      refresh();
    },
    onError,
  });
  return { toggle, copy };
}
