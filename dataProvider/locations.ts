// Custom methods of the locations area (spec 1 §7 address/*, tag/*, businessUser/*, analytics/*),
// plus the maps endpoints of our own server (the console never calls a maps vendor).
import type { LocationCreate, LocationUpdate, Tag } from '../contract/locations';
import { encodeTags } from '../contract/tagQuery';
import type { BusinessUserCreate, BusinessUserUpdate } from '../contract/users';
import type { GraphType, TimeSeriesGroup } from '../contract/analytics';
import type { ResourceTable } from './base';
import type { ApiCall } from './api';

export const locationsResources: ResourceTable = {};

type TagKey = Pick<Tag, 'kind' | 'value'>;

export function locationsMethods(api: ApiCall) {
  return {
    getLocations: () => api('getLocations'),
    createLocation: (body: LocationCreate) => api('createLocation', { body }),
    updateLocation: (id: number, body: LocationUpdate) => api('updateLocation', { params: { id }, body }),
    archiveLocation: (id: number) => api('archiveLocation', { params: { id } }),
    /** Offers a new location with these tags would join. */
    offersForNewLocation: (tags: TagKey[]) => api('offersForNewLocation', { query: { tags: encodeTags(tags) } }),
    /** Offers an existing location joins or leaves with these tags (none: an archive). */
    offersForLocation: (id: number, tags: TagKey[]) =>
      api('offersForLocation', { params: { locationId: id }, query: { tags: encodeTags(tags) } }),
    searchPlaces: (q: string, signal?: AbortSignal) => api('searchPlaces', { query: { q }, signal }),
    placeDetails: (placeId: string) => api('placeDetails', { query: { placeId } }),
    staticMap: (lat: number, lng: number, width: number, height: number, zoom: number) =>
      api('staticMap', { query: { lat, lng, width, height, zoom } }),

    getBusinessUsers: () => api('getBusinessUsers'),
    createBusinessUser: (body: BusinessUserCreate) => api('createBusinessUser', { body }),
    updateBusinessUser: (id: number, body: BusinessUserUpdate) => api('updateBusinessUser', { params: { id }, body }),
    sendLoginEmail: (id: number, target: 'client' | 'swayClient') => api('sendLoginEmail', { params: { id, target } }),

    getAnalytics: (graph: GraphType, startISO: string, group: TimeSeriesGroup) =>
      api('getAnalytics', { params: { graphType: graph, startISO, timeSeriesGroup: group } }),
  };
}
