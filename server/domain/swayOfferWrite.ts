// Writing sway offers (spec 3 §4, §5): create from the modal's answers with the default flow and
// a short link, copy, flow changes in their normal form, and the campaign's links. Each write is
// one transaction, so a failure leaves the stored campaign as it was.
import { and, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Flow, FlowUpdateRequest } from '../../contract/swayFlow';
import { FLOW_MESSAGES } from '../../contract/swayFlow';
import { defaultFlow } from '../../contract/swayFlowDefaults';
import { cleanExtraWords, flowPromiseErrors, normaliseContactFields, timeoutDays } from '../../contract/swayFlowRules';
import { randomShortCode } from '../../contract/validation';
import type { Db } from '../db/client';
import { shortUrls, swayFlows, swayOffers } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { flowColumns, flowToContract, type SwayOfferRow } from './swayOfferRows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/** Where a campaign's short links lead: its public page, which knows the link's location. */
export const campaignPath = (code: string, parameters = '') => `/c/${code}${parameters ? `?${parameters.replace(/^\?/, '')}` : ''}`;

/** Inserts a short link of a campaign; null when the chosen code is taken. */
async function insertCampaignLink(db: Writer, values: { id: string; businessId: number; swayOfferId: number; addressId?: number; parameters?: string }) {
  const [row] = await db.insert(shortUrls).values({
    id: values.id, businessId: values.businessId, swayOfferId: values.swayOfferId, addressId: values.addressId ?? null,
    url: campaignPath(values.id, values.parameters),
  }).onConflictDoNothing().returning();
  return row ?? null;
}

/** A link with a random code, retried on the rare collision. */
export async function createRandomCampaignLink(db: Writer, businessId: number, swayOfferId: number, addressId?: number) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertCampaignLink(db, { id: randomShortCode(10, randomInt), businessId, swayOfferId, addressId });
    if (row) return row;
  }
  throw new Error('could not find a free short code');
}

/** The short URL dialog's link; a taken code answers 409 with the reason on the code field. */
export async function addCampaignLink(db: Db, offer: SwayOfferRow, shortCode: string, parameters: string) {
  const row = await insertCampaignLink(db, { id: shortCode, businessId: offer.businessId, swayOfferId: offer.id, parameters });
  if (!row) throw new HttpError(409, 'This code is already used by another link', { shortCode: 'This code is already used by another link' });
  return { id: row.id, url: row.url, visit_count: row.visitCount };
}

/**
 * The normal form a flow is saved in, or 400 naming the field: required and no-duplicate
 * contact flags only on collected fields, extra words trimmed, the duplicate timeout a number
 * of days ('Invalid duplicate timeout day number' when duplicates from other offers are prevented).
 */
export function normaliseFlow(flow: Flow): Flow {
  const contact = normaliseContactFields(flow.contact_info_data);
  const timeout = timeoutDays(contact);
  if ('error' in timeout) {
    throw new HttpError(400, timeout.error, { 'contact_info_data.prevent_duplicate_timeout_in_days': timeout.error });
  }
  // No promise that cannot be kept (issue 32): the fields whose text promises an unasked-for contact.
  const promises = flowPromiseErrors({ ...flow, contact_info_data: contact });
  const [firstPromise] = Object.values(promises);
  if (firstPromise) throw new HttpError(400, firstPromise, promises);
  return {
    ...flow,
    claim_data: { ...flow.claim_data, extra_word_check: cleanExtraWords(flow.claim_data.extra_word_check) },
    contact_info_data: { ...contact, prevent_duplicate_timeout_in_days: timeout.days },
    side_effect_data: { ...flow.side_effect_data, extra_word_check: cleanExtraWords(flow.side_effect_data.extra_word_check) },
  };
}

export async function createSwayOffer(db: Db, businessId: number, values: {
  summary: string; hashtags?: string[]; instagramMentions?: string[]; isLite: boolean;
  flow: Pick<Flow, 'claim_enabled' | 'contact_info_enabled' | 'end_type'>;
}): Promise<number> {
  return db.transaction(async (tx) => {
    const [offer] = await tx.insert(swayOffers).values({
      businessId, offerSummary: values.summary, hashtags: values.hashtags ?? [], instagramMentions: values.instagramMentions ?? [],
      isLite: values.isLite,
    }).returning({ id: swayOffers.id });
    if (!offer) throw new Error('sway offer insert returned no row');
    await tx.insert(swayFlows).values({ swayOfferId: offer.id, ...flowColumns(normaliseFlow(defaultFlow(values.flow))) });
    const link = await createRandomCampaignLink(tx, businessId, offer.id);
    await tx.update(swayOffers).set({ shortUrlId: link.id }).where(eq(swayOffers.id, offer.id));
    return offer.id;
  });
}

/** A copy of a campaign and its flow, with its own id, short link and a summary marked as a copy. */
export async function copySwayOffer(db: Db, source: SwayOfferRow): Promise<number> {
  return db.transaction(async (tx) => {
    const [flow] = await tx.select().from(swayFlows).where(eq(swayFlows.swayOfferId, source.id)).limit(1);
    if (!flow) throw notFound('Sway offer not found');
    const { id: _id, shortUrlId: _link, createdAt: _created, updatedAt: _updated, ...fields } = source;
    const [copy] = await tx.insert(swayOffers).values({ ...fields, offerSummary: `${source.offerSummary} (copy)`.slice(0, 300) })
      .returning({ id: swayOffers.id });
    if (!copy) throw new Error('sway offer copy returned no row');
    await tx.insert(swayFlows).values({ swayOfferId: copy.id, ...flowColumns(flowToContract(flow)) });
    const link = await createRandomCampaignLink(tx, source.businessId, copy.id);
    await tx.update(swayOffers).set({ shortUrlId: link.id }).where(eq(swayOffers.id, copy.id));
    return copy.id;
  });
}

/** Replaces the parts sent; the merged flow is normalised and checked before anything is written. */
export async function updateFlow(db: Db, swayOfferId: number, parts: FlowUpdateRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(swayFlows).where(eq(swayFlows.swayOfferId, swayOfferId)).for('update').limit(1);
    if (!row) throw notFound(FLOW_MESSAGES.updateFailed);
    const merged = normaliseFlow({ ...flowToContract(row), ...parts } as Flow);
    await tx.update(swayFlows).set(flowColumns(merged)).where(eq(swayFlows.id, row.id));
    await tx.update(swayOffers).set({ updatedAt: new Date() }).where(eq(swayOffers.id, swayOfferId));
  });
}

/** The campaign's link for one location of its business: made once, then the same one. */
export async function locationLink(db: Db, offer: SwayOfferRow, addressId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: shortUrls.id }).from(shortUrls)
      .where(and(eq(shortUrls.swayOfferId, offer.id), eq(shortUrls.addressId, addressId))).limit(1);
    if (existing) return existing.id;
    // A parallel request (a double click) may have made it meanwhile: the unique index keeps one.
    const row = await insertCampaignLink(tx, { id: randomShortCode(10, randomInt), businessId: offer.businessId, swayOfferId: offer.id, addressId });
    if (row) return row.id;
    const [made] = await tx.select({ id: shortUrls.id }).from(shortUrls)
      .where(and(eq(shortUrls.swayOfferId, offer.id), eq(shortUrls.addressId, addressId))).limit(1);
    if (!made) throw new Error('could not make the location link');
    return made.id;
  });
}
