// The save flow of a location (spec 1 §2 Locations, §4): first ask the server which offers the
// change adds the location to or removes it from; if any, hold the save until the user confirms.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AffectedOffers, Location, LocationCreate, Tag } from '../../../contract/locations';
import type { AppDataProvider } from '../../../dataProvider';

export const locationsKey = ['locations', 'all'] as const;
type TagKey = Pick<Tag, 'kind' | 'value'>;

export function useLocationSave(location: Location | undefined, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ body: LocationCreate; affected: AffectedOffers } | null>(null);
  const [checking, setChecking] = useState(false);

  const save = useMutation({
    mutationFn: (body: LocationCreate) => (location ? dataProvider.updateLocation(location.id, body) : dataProvider.createLocation(body)),
    onSuccess: async () => {
      notify('locations.saved', { type: 'success' });
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: locationsKey });
      onSaved();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const request = async (body: LocationCreate, tags: TagKey[]) => {
    setChecking(true);
    try {
      const affected: AffectedOffers = location
        ? await dataProvider.offersForLocation(location.id, tags)
        : { addedToOffers: (await dataProvider.offersForNewLocation(tags)).addedToOffers, removedFromOffers: [] };
      if (affected.addedToOffers.length + affected.removedFromOffers.length > 0) setPending({ body, affected });
      else save.mutate(body);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return {
    request,
    affected: pending?.affected ?? null,
    confirm: () => { if (pending) save.mutate(pending.body); },
    cancel: () => setPending(null),
    busy: checking || save.isPending,
  };
}
