// Google adapter (GOOGLE_MAPS_KEY): Places Autocomplete limited to US establishments, Place
// Details for the address parts, and Static Maps. Only the server talks to Google.
import type { PlaceDetails } from '../../../contract/locations';
import type { MapRequest } from './drawMap';
import type { MapsService } from './index';

const BASE = 'https://maps.googleapis.com/maps/api';

interface AddressComponent { long_name: string; short_name: string; types: string[] }
interface DetailsReply {
  status: string;
  result?: {
    place_id: string;
    address_components?: AddressComponent[];
    geometry?: { location: { lat: number; lng: number } };
    formatted_phone_number?: string;
  };
}
interface AutocompleteReply { status: string; predictions?: { place_id: string; description: string }[] }

export function createGoogleMaps(key: string, fetchImpl: typeof fetch = fetch): MapsService {
  const getJson = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = new URL(`${BASE}/${path}`);
    for (const [k, v] of Object.entries({ ...params, key })) url.searchParams.set(k, v);
    const res = await fetchImpl(url);
    if (!res.ok) throw new Error(`Google Maps ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    kind: 'google',
    async searchPlaces(query) {
      const reply = await getJson<AutocompleteReply>('place/autocomplete/json', {
        input: query, types: 'establishment', components: 'country:us',
      });
      return (reply.predictions ?? []).map((p) => ({ placeId: p.place_id, description: p.description }));
    },
    async placeDetails(placeId) {
      const reply = await getJson<DetailsReply>('place/details/json', {
        place_id: placeId, fields: 'place_id,address_component,geometry,formatted_phone_number',
      });
      return reply.result ? toDetails(reply.result) : null;
    },
    async staticMap({ lat, lng, width, height, zoom }: MapRequest) {
      const url = new URL(`${BASE}/staticmap`);
      const params = { center: `${lat},${lng}`, zoom: String(zoom), size: `${width}x${height}`, markers: `color:red|${lat},${lng}`, key };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      const res = await fetchImpl(url);
      if (!res.ok) throw new Error(`Google Static Maps answered ${res.status}`);
      const type = res.headers.get('content-type') ?? 'image/png';
      return `data:${type};base64,${Buffer.from(await res.arrayBuffer()).toString('base64')}`;
    },
  };
}

function toDetails(r: NonNullable<DetailsReply['result']>): PlaceDetails | null {
  const parts = r.address_components ?? [];
  const part = (type: string, short = false) => {
    const found = parts.find((c) => c.types.includes(type));
    return found ? (short ? found.short_name : found.long_name) : '';
  };
  if (!r.geometry) return null;
  return {
    placeId: r.place_id,
    address: [part('street_number'), part('route')].filter(Boolean).join(' '),
    city: part('locality') || part('sublocality') || part('postal_town') || part('administrative_area_level_2'),
    state: part('administrative_area_level_1', true),
    zipcode: part('postal_code'),
    latitude: r.geometry.location.lat,
    longitude: r.geometry.location.lng,
    phone: r.formatted_phone_number ?? null,
  };
}
