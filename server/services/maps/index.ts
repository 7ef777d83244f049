// Place search and static maps (DESIGN §4): an offline US gazetteer and a drawn map by default,
// Google Places / Static Maps with GOOGLE_MAPS_KEY. The console only ever calls our API.
import type { Config } from '../../config';
import type { PlaceDetails } from '../../../contract/locations';
import { drawMapSvg, type MapRequest } from './drawMap';
import { detailsOffline, searchOffline } from './offlineSearch';
import { createGoogleMaps } from './google';

export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

export interface MapsService {
  readonly kind: 'offline' | 'google';
  searchPlaces(query: string): Promise<PlaceSuggestion[]>;
  placeDetails(placeId: string): Promise<PlaceDetails | null>;
  /** The map image as a data URL. */
  staticMap(request: MapRequest): Promise<string>;
}

export function createOfflineMaps(): MapsService {
  return {
    kind: 'offline',
    async searchPlaces(query) {
      return searchOffline(query);
    },
    async placeDetails(placeId) {
      return detailsOffline(placeId);
    },
    async staticMap(request) {
      return `data:image/svg+xml;base64,${Buffer.from(drawMapSvg(request), 'utf8').toString('base64')}`;
    },
  };
}

export function createMaps(config: Config): MapsService {
  return config.googleMapsKey ? createGoogleMaps(config.googleMapsKey) : createOfflineMaps();
}
