// The save flow of a location (spec 1 §2 Locations, §4): first ask the server which offers the
// change adds the location to or removes it from; if any, hold the save until the user confirms.
// The save is a create or update of the locations resource, so react-admin's cached list follows.
import { useState } from 'react';
import { useCreate, useDataProvider, useNotify, useUpdate } from 'react-admin';
import type { AffectedOffers, Location, LocationCreate, Tag } from '../../../contract/locations';
import type { AppDataProvider } from '../../../dataProvider';
import { messageOf } from '../messageOf';
import { useSubmitOnce } from '../submit/useSubmitOnce';

type TagKey = Pick<Tag, 'kind' | 'value'>;

export function useLocationSave(location: Location | undefined, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [create] = useCreate<Location>();
  const [update] = useUpdate<Location>();
  const once = useSubmitOnce();
  const [pending, setPending] = useState<{ body: LocationCreate; affected: AffectedOffers } | null>(null);
  const [checking, setChecking] = useState(false);

  const options = {
    onSuccess: () => {
      notify('locations.saved', { type: 'success' });
      setPending(null);
      onSaved();
    },
    onError: (error: unknown) => notify(messageOf(error), { type: 'error' }),
  };
  const save = (body: LocationCreate) => once.submit((meta) => (location
    ? update('locations', { id: location.id, data: body, previousData: location }, { ...options, mutationMode: 'pessimistic', returnPromise: true })
    : create('locations', { data: body, meta }, { ...options, returnPromise: true })));

  const request = async (body: LocationCreate, tags: TagKey[]) => {
    if (checking || once.busy) return;
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
    busy: checking || once.busy,
  };
}
