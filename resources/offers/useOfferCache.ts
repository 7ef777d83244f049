// The offer records sit in react-admin's cache under two resources: offers (/offers) and
// clientLiteOffers (/clientLiteOffers, the lite 'Campaigns'), the same records at two URLs. A
// custom action's answer (approve, pause, stop, a new short URL) is merged into both at once, so
// the list regroups without waiting, and then both are refetched so derived fields follow.
import { useQueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import type { Offer } from '../../contract/offers';

export const OFFER_RESOURCES = ['offers', 'clientLiteOffers'] as const;

export function useOfferCache() {
  const client = useQueryClient();
  const refresh = () => {
    for (const resource of OFFER_RESOURCES) void client.invalidateQueries({ queryKey: [resource] });
  };
  const patch = (id: number, changes: Partial<Offer>) => {
    for (const resource of OFFER_RESOURCES) {
      client.setQueriesData<GetListResult<Offer>>({ queryKey: [resource, 'getList'] }, (old) =>
        old ? { ...old, data: old.data.map((o) => (o.id === id ? { ...o, ...changes } : o)) } : old);
      client.setQueriesData<Offer>({ queryKey: [resource, 'getOne', { id: String(id) }] }, (old) => (old ? { ...old, ...changes } : old));
    }
    refresh();
  };
  return { patch, refresh };
}
