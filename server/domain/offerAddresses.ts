// The locations an offer reaches through its location tags (active locations of its business).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locationTags, locations, offerLocationTags, tags } from '../db/schema';
import { tagName } from './offerRows';

export async function offerAddresses(db: Db, offerId: number, businessId: number) {
  const tagRows = await db.select({ id: tags.id, kind: tags.kind, value: tags.value }).from(offerLocationTags)
    .innerJoin(tags, eq(tags.id, offerLocationTags.tagId)).where(eq(offerLocationTags.offerId, offerId));
  const tagIds = tagRows.map((t) => t.id);
  const locs = tagIds.length === 0 ? [] : await db.selectDistinct({
    id: locations.id, address: locations.address, city: locations.city, state: locations.state, zipcode: locations.zipcode,
  }).from(locationTags).innerJoin(locations, eq(locations.id, locationTags.locationId))
    .where(and(inArray(locationTags.tagId, tagIds), eq(locations.archived, false), eq(locations.businessId, businessId)))
    .orderBy(asc(locations.id));
  return { locationTags: tagRows.map((t) => ({ id: t.id, kind: t.kind, name: tagName(t) })), locations: locs };
}
