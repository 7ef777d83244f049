// The offline US gazetteer (DESIGN §4 maps, local default): ZIP codes with city, state and
// coordinates from the `zipcodes` npm package (BSD, ~42k US ZIPs), loaded once on first use.
// Only the 50 states are kept, the same list the manual location dialog accepts (spec 1 §5).
import { createRequire } from 'node:module';
import { US_STATES } from '../../../contract/validation';

export interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface Gazetteer {
  byZip: Map<string, ZipEntry>;
  /** One entry per city and state (its lowest ZIP), keyed by lower-case 'city|ST'. */
  cities: Map<string, ZipEntry>;
  /** ZIPs per city key: a rough size, to rank Brooklyn NY above Brooklyn IA. */
  zipCount: Map<string, number>;
  all: ZipEntry[];
}

let loaded: Gazetteer | null = null;

export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  // The package's data module (US only); the package index also merges Canada, which we skip.
  const data = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipEntry & { country: string }> };
  const states = new Set<string>(US_STATES);
  const all = Object.values(data.codes)
    .filter((z) => z.country === 'US' && states.has(z.state) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city: titleCase(city), state, latitude, longitude }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const byZip = new Map(all.map((z) => [z.zip, z]));
  const cities = new Map<string, ZipEntry>();
  const zipCount = new Map<string, number>();
  for (const z of all) {
    const key = cityKey(z);
    if (!cities.has(key)) cities.set(key, z);
    zipCount.set(key, (zipCount.get(key) ?? 0) + 1);
  }
  loaded = { byZip, cities, zipCount, all };
  return loaded;
}

export const cityKey = (z: Pick<ZipEntry, 'city' | 'state'>) => `${z.city.toLowerCase()}|${z.state}`;

function titleCase(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** ZIP centroids inside a bounding box, for the drawn map's context dots. */
export function zipsWithin(south: number, west: number, north: number, east: number, limit = 400): ZipEntry[] {
  const found: ZipEntry[] = [];
  for (const z of gazetteer().all) {
    if (z.latitude >= south && z.latitude <= north && z.longitude >= west && z.longitude <= east) {
      found.push(z);
      if (found.length >= limit) break;
    }
  }
  return found;
}
