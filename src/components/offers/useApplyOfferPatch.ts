// Applies a server answer (status, short URL, expiration ...) to the cached offer list at once,
// then refetches so derived fields (the short URL list) follow.
import { useQueryClient } from '@tanstack/react-query';
import type { Offer } from '../../../contract/offers';

interface ListCache { data: Offer[]; total?: number }

export function useApplyOfferPatch() {
  const client = useQueryClient();
  return (id: number, patch: Partial<Offer>) => {
    client.setQueriesData<ListCache>({ queryKey: ['offers', 'getList'] }, (old) =>
      old ? { ...old, data: old.data.map((o) => (o.id === id ? { ...o, ...patch } : o)) } : old);
    void client.invalidateQueries({ queryKey: ['offers'] });
  };
}
