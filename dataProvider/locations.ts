// The users and locations resources over the businessUser/* and address/* entries of the endpoint
// table, and custom methods of the locations area (spec 1 §7 address/*, tag/*, businessUser/*,
// analytics/*), plus the maps endpoints of our own server (the console never calls a maps vendor).
import type { LocationCreate, LocationUpdate, Tag } from '../contract/locations';
import { encodeTags } from '../contract/tagQuery';
import type { BusinessUserCreate, BusinessUserUpdate } from '../contract/users';
import type { GraphType, TimeSeriesGroup } from '../contract/analytics';
import { paginate, type ResourceTable } from './base';
import type { ApiCall } from './api';

/** Both lists are shown whole, in the server's order (the locations view groups them by state). */
const serverOrder = { field: '', order: 'ASC' } as const;

export const locationsResources: ResourceTable = {
  /** The business's users at /users: listed, added and edited (no delete in the spec). */
  users: {
    getList: async (api, params) => paginate(await api('getBusinessUsers'), { ...params, sort: serverOrder }),
    create: async (api, params) => ({ data: await api('createBusinessUser', { body: params.data as BusinessUserCreate }) }),
    update: async (api, params) => ({
      data: await api('updateBusinessUser', { params: { id: Number(params.id) }, body: params.data as BusinessUserUpdate }),
    }),
  },
  /** The business's locations at /locations; deleting one archives it (admins, spec 1 §6). */
  locations: {
    getList: async (api, params) => paginate(await api('getLocations'), { ...params, sort: serverOrder }),
    create: async (api, params) => ({ data: await api('createLocation', { body: params.data as LocationCreate }) }),
    update: async (api, params) => ({
      data: await api('updateLocation', { params: { id: Number(params.id) }, body: params.data as LocationUpdate }),
    }),
    delete: async (api, params) => ({ data: await api('archiveLocation', { params: { id: Number(params.id) } }) }),
  },
};

type TagKey = Pick<Tag, 'kind' | 'value'>;

export function locationsMethods(api: ApiCall) {
  return {
    /** Offers a new location with these tags would join. */
    offersForNewLocation: (tags: TagKey[]) => api('offersForNewLocation', { query: { tags: encodeTags(tags) } }),
    /** Offers an existing location joins or leaves with these tags (none: an archive). */
    offersForLocation: (id: number, tags: TagKey[]) =>
      api('offersForLocation', { params: { locationId: id }, query: { tags: encodeTags(tags) } }),
    searchPlaces: (q: string, signal?: AbortSignal) => api('searchPlaces', { query: { q }, signal }),
    placeDetails: (placeId: string) => api('placeDetails', { query: { placeId } }),
    staticMap: (lat: number, lng: number, width: number, height: number, zoom: number) =>
      api('staticMap', { query: { lat, lng, width, height, zoom } }),

    sendLoginEmail: (id: number, target: 'client' | 'swayClient') => api('sendLoginEmail', { params: { id, target } }),

    getAnalytics: (graph: GraphType, startISO: string, group: TimeSeriesGroup) =>
      api('getAnalytics', { params: { graphType: graph, startISO, timeSeriesGroup: group } }),
  };
}
