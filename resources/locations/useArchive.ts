// Archive (admin only, spec 1 §6): ask which offers lose the location, confirm, then archive: a
// delete of the locations resource, which drops the location from react-admin's cached list.
import { useState } from 'react';
import { useDataProvider, useNotify, useResourceContext } from 'react-admin';
import type { AffectedOffers, Location } from '../../contract/locations';
import type { AppDataProvider } from '../../dataProvider';
import { useChange } from '../../src/components/change/useChange';

export function useArchive() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'locations';
  const [pending, setPending] = useState<{ location: Location; affected: AffectedOffers } | null>(null);

  const remove = useChange({
    mutationFn: (location: Location) => dataProvider.delete(resource, { id: location.id, previousData: location }),
    success: 'locations.archived',
    refresh: true,
    onSuccess: () => setPending(null),
  });
  const archive = remove.mutate;
  const isPending = remove.isPending;

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
    name: pending ? `${pending.location.address}, ${pending.location.city}` : '',
    cancel: () => setPending(null),
    confirm: () => { if (pending) archive(pending.location); },
    busy: isPending,
  };
}
