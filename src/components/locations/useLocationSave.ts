// The save flow of a location (spec 1 §2 Locations, §4): first ask the server which offers the
// change adds the location to or removes it from; if any, hold the save until the user confirms.
// The save is a create or update of the locations resource, made through useChange; the list is read again after it.
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AffectedOffers, Location, LocationCreate, Tag } from '../../../contract/locations';
import type { AppDataProvider } from '../../../dataProvider';
import { useChange } from '../change/useChange';

type TagKey = Pick<Tag, 'kind' | 'value'>;

export function useLocationSave(location: Location | undefined, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState<{ body: LocationCreate; affected: AffectedOffers } | null>(null);
  const [checking, setChecking] = useState(false);

  const change = useChange({
    mutationFn: async (body: LocationCreate): Promise<unknown> => (location
      ? dataProvider.update('locations', { id: location.id, data: body, previousData: location })
      : dataProvider.create('locations', { data: body })),
    success: 'locations.saved',
    refresh: true,
    onSuccess: () => {
      setPending(null);
      onSaved();
    },
  });
  const save = change.run;

  const request = async (body: LocationCreate, tags: TagKey[]) => {
    if (checking || change.isPending) return;
    setChecking(true);
    try {
      const affected: AffectedOffers = location
        ? await dataProvider.offersForLocation(location.id, tags)
        : { addedToOffers: (await dataProvider.offersForNewLocation(tags)).addedToOffers, removedFromOffers: [] };
      if (affected.addedToOffers.length + affected.removedFromOffers.length > 0) setPending({ body, affected });
      else await save(body);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return {
    request,
    affected: pending?.affected ?? null,
    confirm: () => { if (pending) void save(pending.body); },
    cancel: () => setPending(null),
    busy: checking || change.isPending,
  };
}
