// Reading locations with their tags, and turning a create/update body into stored columns.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locationTags, locations, tags } from '../db/schema';
import type { Location, LocationCreate, PlaceDetails } from '../../contract/locations';
import type { MapsService } from '../services/maps';
import { HttpError } from '../http-error';

type Row = typeof locations.$inferSelect;
type TagRow = { locationId: number; id: number; kind: Location['system_tags'][number]['kind']; value: string };

const num = (v: string | null) => (v == null ? null : Number(v));

function toLocation(row: Row, tagRows: TagRow[]): Location {
  const own = tagRows.filter((t) => t.locationId === row.id);
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    google_place_id: row.googlePlaceId,
    google_review_url: row.googleReviewUrl,
    address_phone: row.addressPhone,
    system_tags: own.filter((t) => t.kind !== 'custom').map(({ id, kind, value }) => ({ id, kind, value })),
    custom_tags: own.filter((t) => t.kind === 'custom').map((t) => t.value).sort(),
    hashtags: row.hashtags,
    instagram_mentions: row.instagramMentions,
    facebook_mentions: row.facebookMentions,
  };
}

/** Active (not archived) locations of the business, optionally only these ids, by state then city. */
export async function listLocations(db: Db, businessId: number, ids?: number[]): Promise<Location[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db.select().from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.archived, false), ids ? inArray(locations.id, ids) : undefined))
    .orderBy(asc(locations.state), asc(locations.city), asc(locations.address));
  if (rows.length === 0) return [];
  const tagRows = await db.select({ locationId: locationTags.locationId, id: tags.id, kind: tags.kind, value: tags.value })
    .from(locationTags).innerJoin(tags, eq(tags.id, locationTags.tagId))
    .where(inArray(locationTags.locationId, rows.map((r) => r.id)))
    .orderBy(asc(tags.kind), asc(tags.value));
  return rows.map((r) => toLocation(r, tagRows));
}

export async function findLocation(db: Db, businessId: number, id: number): Promise<Location> {
  const [found] = await listLocations(db, businessId, [id]);
  if (!found) throw new HttpError(404, 'Location not found');
  return found;
}

export interface AddressColumns {
  address: string; city: string; state: string; zipcode: string;
  latitude: string; longitude: string; googlePlaceId: string;
}

type Where = NonNullable<LocationCreate['where']>;

/** The address columns of a place (looked up in the maps service) or of an admin's manual entry. */
export async function addressFrom(where: Where, maps: MapsService, admin: boolean): Promise<{ columns: AddressColumns; phone: string | null }> {
  if (where.source === 'manual') {
    // Spec 1 §6: typing an address (and its coordinates) by hand is for admins only.
    if (!admin) throw new HttpError(403, 'Only an admin may add a location manually');
    return {
      columns: {
        address: where.address.trim(), city: where.city.trim(), state: where.state.trim().toUpperCase(), zipcode: where.zipcode.trim(),
        latitude: where.latitude.trim(), longitude: where.longitude.trim(), googlePlaceId: where.google_place_id.trim(),
      },
      phone: null,
    };
  }
  const place: PlaceDetails | null = await maps.placeDetails(where.place_id);
  if (!place || !place.city || !place.state || !place.zipcode) {
    throw new HttpError(400, 'This place has no full US address', { place_id: 'Choose a place with a street address' });
  }
  return {
    columns: {
      address: place.address || place.city, city: place.city, state: place.state, zipcode: place.zipcode,
      latitude: place.latitude.toFixed(6), longitude: place.longitude.toFixed(6), googlePlaceId: place.placeId,
    },
    phone: place.phone,
  };
}
