// Offline place search: finds the ZIP or the city (and state) in what the user typed and keeps
// the rest as the street line, e.g. "12 Main St, Hoboken NJ" → "12 Main St, Hoboken, NJ 07030".
// The place id carries the ZIP and the street, so details need no server-side state.
import type { PlaceDetails } from '../../../contract/locations';
import { US_STATES } from '../../../contract/validation';
import { cityKey, gazetteer, type ZipEntry } from './gazetteer';

const LIMIT = 5;
const PREFIX = 'offline:';

const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

interface Match { entry: ZipEntry; street: string; score: number }

export function searchOffline(query: string): { placeId: string; description: string }[] {
  return findMatches(query).slice(0, LIMIT).map(({ entry, street }) => ({
    placeId: encodePlaceId(entry.zip, street),
    description: describe(entry, street),
  }));
}

export function detailsOffline(placeId: string): PlaceDetails | null {
  if (!placeId.startsWith(PREFIX)) return null;
  const [zip, streetCode = ''] = placeId.slice(PREFIX.length).split(':');
  const entry = gazetteer().byZip.get(zip ?? '');
  if (!entry) return null;
  const street = Buffer.from(streetCode, 'base64url').toString('utf8').trim();
  return {
    placeId, address: street || entry.city, city: entry.city, state: entry.state, zipcode: entry.zip,
    latitude: entry.latitude, longitude: entry.longitude, phone: null,
  };
}

function encodePlaceId(zip: string, street: string) {
  return `${PREFIX}${zip}:${Buffer.from(street, 'utf8').toString('base64url')}`;
}
function describe(e: ZipEntry, street: string) {
  return `${street ? `${street}, ` : ''}${e.city}, ${e.state} ${e.zip}, USA`;
}

function findMatches(query: string): Match[] {
  const g = gazetteer();
  const zip = query.match(/\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/)?.[1];
  if (zip && g.byZip.has(zip)) {
    const entry = g.byZip.get(zip) as ZipEntry;
    return [{ entry, street: streetOf(query, [zip, entry.city, entry.state]), score: 10 }];
  }
  const words = clean(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  // A trailing two-letter state narrows the search ("springfield il").
  const last = words[words.length - 1]?.toUpperCase() ?? '';
  const state = words.length > 1 && (US_STATES as readonly string[]).includes(last) ? last : null;
  const body = state ? words.slice(0, -1) : words;
  const padded = ` ${body.join(' ')} `;
  const tail = body.slice(-3);
  const matches: Match[] = [];
  for (const entry of g.cities.values()) {
    if (state && entry.state !== state) continue;
    const name = clean(entry.city);
    let score = 0;
    // A city typed last ranks first, then a city being typed, then a city named mid-query.
    if (padded.endsWith(` ${name} `)) score = 3;
    else if (tail.some((_, i) => name.startsWith(tail.slice(i).join(' ')) && tail.slice(i).join(' ').length >= 3)) score = 2;
    else if (padded.includes(` ${name} `)) score = 1;
    if (score > 0) matches.push({ entry, street: '', score: score + Math.min(g.zipCount.get(cityKey(entry)) ?? 1, 99) / 100 });
  }
  matches.sort((a, b) => b.score - a.score || a.entry.city.localeCompare(b.entry.city));
  return matches.slice(0, LIMIT).map((m) => ({ ...m, street: streetOf(query, [m.entry.city, m.entry.state], Math.floor(m.score) === 2) }));
}

/** The street line: what was typed before the city (or before a partly typed city). */
function streetOf(query: string, drop: string[], partial = false): string {
  const segments = query.split(',').map((s) => s.trim()).filter(Boolean);
  if (segments.length > 1 && /\d/.test(segments[0] ?? '')) return segments[0] ?? '';
  let text = query;
  for (const d of drop) text = text.replace(new RegExp(`\\b${d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'), ' ');
  if (partial) text = text.replace(/\s+\S+$/, ' ');
  text = text.replace(/\b\d{5}(-\d{4})?\b/, ' ').replace(/[,\s]+/g, ' ').trim();
  return /\d/.test(text) ? text : '';
}
