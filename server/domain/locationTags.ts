// How locations reach offers (spec 1 §2 Locations): an offer selects locations through tags; a
// location carries its system tags (street, city, zip, state, made from the address) and its
// custom tags. Before a save or an archive the console asks which offers the change adds the
// location to or removes it from. Offers that are COMPLETE no longer run, so they are not listed.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locationTags, offerLocationTags, offers, tags } from '../db/schema';
import type { OfferRef, TagKind } from '../../contract/locations';

export interface TagKey { kind: TagKind; value: string }

export function systemTagsOf(l: { address: string; city: string; state: string; zipcode: string }): TagKey[] {
  return [
    { kind: 'street', value: l.address },
    { kind: 'city', value: l.city },
    { kind: 'zip', value: l.zipcode },
    { kind: 'state', value: l.state },
  ];
}

export const tagsOf = (l: { address: string; city: string; state: string; zipcode: string; custom_tags: string[] }): TagKey[] => [
  ...systemTagsOf(l),
  ...l.custom_tags.map((value) => ({ kind: 'custom' as const, value })),
];

/** Parses the affected-offers query: a JSON array of "kind:value" strings; bad entries are ignored. */
export function parseTagQuery(raw: string): TagKey[] {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const kinds: readonly string[] = ['street', 'city', 'zip', 'state', 'custom'];
  return list.flatMap((entry) => {
    if (typeof entry !== 'string') return [];
    const at = entry.indexOf(':');
    const kind = entry.slice(0, at);
    const value = entry.slice(at + 1).trim();
    return at > 0 && kinds.includes(kind) && value ? [{ kind: kind as TagKind, value }] : [];
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Creates the missing tags of the business and answers the ids of all of them. */
export async function ensureTags(db: Db | Tx, businessId: number, keys: TagKey[]): Promise<number[]> {
  if (keys.length === 0) return [];
  await db.insert(tags).values(keys.map((k) => ({ businessId, ...k }))).onConflictDoNothing();
  const rows = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.businessId, businessId), tagMatch(keys)));
  return rows.map((r) => r.id);
}

export async function setLocationTags(db: Db | Tx, businessId: number, locationId: number, keys: TagKey[]) {
  const ids = await ensureTags(db, businessId, keys);
  await db.delete(locationTags).where(eq(locationTags.locationId, locationId));
  if (ids.length > 0) await db.insert(locationTags).values(ids.map((tagId) => ({ locationId, tagId }))).onConflictDoNothing();
}

const tagMatch = (keys: TagKey[]) =>
  sql`(${tags.kind}, ${tags.value}) in (${sql.join(keys.map((k) => sql`(${k.kind}::tag_kind, ${k.value})`), sql`, `)})`;

const offerColumns = { id: offers.id, offer_summary: offers.offerSummary, offer_status: offers.offerStatus };
const running = (businessId: number) => and(eq(offers.businessId, businessId), ne(offers.offerStatus, 'COMPLETE'));

/** Running offers of the business that select any of these tags. */
export async function offersSelecting(db: Db, businessId: number, keys: TagKey[]): Promise<OfferRef[]> {
  if (keys.length === 0) return [];
  return db.selectDistinct(offerColumns).from(offers)
    .innerJoin(offerLocationTags, eq(offerLocationTags.offerId, offers.id))
    .innerJoin(tags, eq(tags.id, offerLocationTags.tagId))
    .where(and(running(businessId), eq(tags.businessId, businessId), tagMatch(keys)))
    .orderBy(offers.id);
}

/** Running offers that reach the location today, through its current tags. */
export async function offersOfLocation(db: Db, businessId: number, locationId: number): Promise<OfferRef[]> {
  const tagIds = db.select({ id: locationTags.tagId }).from(locationTags).where(eq(locationTags.locationId, locationId));
  return db.selectDistinct(offerColumns).from(offers)
    .innerJoin(offerLocationTags, eq(offerLocationTags.offerId, offers.id))
    .where(and(running(businessId), inArray(offerLocationTags.tagId, tagIds)))
    .orderBy(offers.id);
}

/** The difference a change of tags makes: offers gained and offers lost. */
export async function affectedOffers(db: Db, businessId: number, locationId: number, next: TagKey[]) {
  const [before, after] = await Promise.all([offersOfLocation(db, businessId, locationId), offersSelecting(db, businessId, next)]);
  const had = new Set(before.map((o) => o.id));
  const will = new Set(after.map((o) => o.id));
  return {
    addedToOffers: after.filter((o) => !had.has(o.id)),
    removedFromOffers: before.filter((o) => !will.has(o.id)),
  };
}
