// Demo locations with their system tags (street/city/zip/state) and custom tags (spec 1 §3 Location).
import type { Db } from '../client';
import { locationTags, locations, tags } from '../schema';
import { daysAgo, fake, insertAll, insertIds, usPhone } from './util';

export interface LocationSeed {
  address: string;
  city: string;
  state: string;
  zipcode: string;
  latitude: string;
  longitude: string;
  custom?: string[];
}

export interface SeededLocations {
  ids: number[];
  /** Tag id by 'kind:value', e.g. 'state:NJ', 'city:Brooklyn', 'custom:Late Night'. */
  tagIds: Record<string, number>;
}

export const TONY_LOCATIONS: LocationSeed[] = [
  { address: '347 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11231', latitude: '40.680120', longitude: '-73.995890', custom: ['Flagship'] },
  { address: '112 Washington St', city: 'Hoboken', state: 'NJ', zipcode: '07030', latitude: '40.737580', longitude: '-74.030500', custom: ['Late Night'] },
  { address: '58 Newark Ave', city: 'Jersey City', state: 'NJ', zipcode: '07302', latitude: '40.720190', longitude: '-74.042900', custom: ['Late Night'] },
  { address: '75 Atlantic St', city: 'Stamford', state: 'CT', zipcode: '06901', latitude: '41.052600', longitude: '-73.539500' },
];
export const BEAN_LOCATIONS: LocationSeed[] = [
  { address: '15 Church St', city: 'Burlington', state: 'VT', zipcode: '05401', latitude: '44.478010', longitude: '-73.212390', custom: ['Drive-thru'] },
  { address: '1 Main St', city: 'Montpelier', state: 'VT', zipcode: '05602', latitude: '44.260510', longitude: '-72.575390' },
];
export const LITE_LOCATIONS: LocationSeed[] = [
  { address: '820 Central Ave', city: 'Albany', state: 'NY', zipcode: '12206', latitude: '42.672020', longitude: '-73.784310' },
];
export const OTHER_LOCATIONS: LocationSeed[] = [
  { address: '1600 Market St', city: 'Philadelphia', state: 'PA', zipcode: '19103', latitude: '39.952620', longitude: '-75.167410' },
];

export async function seedLocations(
  db: Db, now: Date, businessId: number, seeds: LocationSeed[], social: { hashtags: string[]; instagram: string[] },
): Promise<SeededLocations> {
  const ids = await insertIds(db, locations, seeds.map((s) => {
    const placeId = `ChIJ${fake.string.alphanumeric({ length: 23, casing: 'mixed' })}`;
    return {
      businessId, address: s.address, city: s.city, state: s.state, zipcode: s.zipcode,
      latitude: s.latitude, longitude: s.longitude, googlePlaceId: placeId,
      googleReviewUrl: `https://www.google.com/maps/place/?q=place_id:${placeId}`,
      addressPhone: usPhone(), hashtags: social.hashtags, instagramMentions: social.instagram,
      createdAt: daysAgo(now, fake.number.int({ min: 60, max: 400 })),
    };
  }));
  const keyed = new Map<string, { kind: 'street' | 'city' | 'zip' | 'state' | 'custom'; value: string }>();
  const perLocation = seeds.map((s) => {
    const list: { kind: 'street' | 'city' | 'zip' | 'state' | 'custom'; value: string }[] = [
      { kind: 'street', value: s.address }, { kind: 'city', value: s.city },
      { kind: 'zip', value: s.zipcode }, { kind: 'state', value: s.state },
      ...(s.custom ?? []).map((value) => ({ kind: 'custom' as const, value })),
    ];
    for (const t of list) keyed.set(`${t.kind}:${t.value}`, t);
    return list.map((t) => `${t.kind}:${t.value}`);
  });
  const keys = [...keyed.keys()];
  const tagRowIds = await insertIds(db, tags, keys.map((k) => ({ businessId, ...(keyed.get(k) ?? { kind: 'custom', value: k }) })));
  const tagIds: Record<string, number> = {};
  keys.forEach((k, i) => { tagIds[k] = tagRowIds[i] ?? 0; });
  await insertAll(db, locationTags, perLocation.flatMap((list, i) => list.map((k) => ({
    locationId: ids[i] ?? 0, tagId: tagIds[k] ?? 0,
  }))));
  return { ids, tagIds };
}
