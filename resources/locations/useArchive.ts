// Archive (admin only, spec 1 §6): ask which offers lose the location, confirm, then archive.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AffectedOffers, Location } from '../../../contract/locations';
import type { AppDataProvider } from '../../../dataProvider';
import { locationsKey } from '../../components/locations/useLocationSave';

export function useArchive() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ location: Location; affected: AffectedOffers } | null>(null);

  const archive = useMutation({
    mutationFn: (id: number) => dataProvider.archiveLocation(id),
    onSuccess: async () => {
      notify('locations.archived', { type: 'success' });
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: locationsKey });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const start = async (location: Location) => {
    try {
      // No tags after an archive: every offer that reaches the location now is listed as removed.
      setPending({ location, affected: await dataProvider.offersForLocation(location.id, []) });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return {
    start,
    affected: pending?.affected ?? null,
    cancel: () => setPending(null),
    confirm: () => { if (pending) archive.mutate(pending.location.id); },
    busy: archive.isPending,
  };
}
