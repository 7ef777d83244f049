// Custom methods of the locations area (spec 1 §7 address/*, tag/*, businessUser/*, analytics/*),
// plus the maps endpoints of our own server (the console never calls a maps vendor).
import type { AffectedOffers, Location, LocationCreate, LocationUpdate, PlaceDetails, Tag } from '../contract/locations';
import { encodeTags } from '../contract/tagQuery';
import type { BusinessUser, BusinessUserCreate, BusinessUserUpdate } from '../contract/users';
import type { AnalyticsReply, GraphType, TimeSeriesGroup } from '../contract/analytics';
import type { ResourceTable } from './base';
import type { HttpClient } from './httpClient';

export const locationsResources: ResourceTable = {};

type TagKey = Pick<Tag, 'kind' | 'value'>;

export function locationsMethods(http: HttpClient) {
  return {
    getLocations: () => http<Location[]>('address/all'),
    createLocation: (body: LocationCreate) => http<Location>('address', { method: 'POST', body }),
    updateLocation: (id: number, body: LocationUpdate) => http<Location>(`address/${id}`, { method: 'PUT', body }),
    archiveLocation: (id: number) => http<Location>(`address/${id}`, { method: 'DELETE' }),
    /** Offers a new location with these tags would join. */
    offersForNewLocation: (tags: TagKey[]) =>
      http<{ addedToOffers: AffectedOffers['addedToOffers'] }>('tag/offer/', { query: { tags: encodeTags(tags) } }),
    /** Offers an existing location joins or leaves with these tags (none: an archive). */
    offersForLocation: (id: number, tags: TagKey[]) =>
      http<AffectedOffers>(`tag/offer/${id}`, { query: { tags: encodeTags(tags) } }),
    searchPlaces: (q: string, signal?: AbortSignal) => http<{ placeId: string; description: string }[]>('maps/places', { query: { q }, signal }),
    placeDetails: (placeId: string) => http<PlaceDetails>('maps/place', { query: { placeId } }),
    staticMap: (lat: number, lng: number, width: number, height: number, zoom: number) =>
      http<{ src: string }>('maps/static', { query: { lat, lng, width, height, zoom } }),

    getBusinessUsers: () => http<BusinessUser[]>('businessUser/all'),
    createBusinessUser: (body: BusinessUserCreate) => http<BusinessUser>('businessUser', { method: 'POST', body }),
    updateBusinessUser: (id: number, body: BusinessUserUpdate) => http<BusinessUser>(`businessUser/${id}`, { method: 'PUT', body }),
    sendLoginEmail: (id: number, target: 'client' | 'swayClient') =>
      http<{ message: string }>(`businessUser/${id}/loginEmail/${target}`, { method: 'POST' }),

    getAnalytics: (graph: GraphType, startISO: string, group: TimeSeriesGroup) =>
      http<AnalyticsReply>(`analytics/actions/${graph}/${startISO}/${group}`),
  };
}
