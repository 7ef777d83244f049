// Claiming a network offer on its share page (issue 12; spec 2 §2 preview modes Survey, Voucher and
// one Upload per task; §3 offers_to_grant_per_month, min_days_between_offer). The survey names the
// customer and the location; in one transaction the limits are checked and the voucher granted:
// at most offers_to_grant_per_month vouchers per location per calendar month (the business's time
// zone), and when every location of the offer is full the offer turns FULL; the same customer
// (e-mail or phone digits) once per min_days_between_offer days (36,500: once). After the visit the
// customer uploads one screenshot per task on the voucher page; each becomes the task's proof.
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, offers, proofs, vouchers } from '../db/schema';
import { queryRows, type SqlRunner } from '../db/sql';
import { recordEvent } from './events/outbox';
import { CONTACT_LIMITS } from '../../contract/swayFlow';
import { normalContact } from './claims/contactAnswers';
import { keepUploadHash, screenshotHash } from './proofChecks/run';

export const ONE_TIME_DAYS = 36_500;
export const SURVEY_CHOICES = ['A friend', 'Instagram', 'Facebook', 'Google', 'Walked by', 'Other'] as const;

type Offer = typeof offers.$inferSelect;
export interface OfferLocation { id: number; address: string; city: string }

export interface SurveyAnswers {
  locationId: number | null;
  firstName: string;
  email: string;
  phone: string;
  heardFrom: string;
}

const dateText = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The fields of the survey, each with the message that names its fix. */
export function checkSurvey(body: Record<string, unknown>, locations: OfferLocation[]): { answers: SurveyAnswers; errors: Record<string, string> } {
  const read = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const errors: Record<string, string> = {};
  const chosen = Number(read('location_id'));
  const locationId = locations.length === 1 ? locations[0]!.id : locations.some((l) => l.id === chosen) ? chosen : null;
  if (locations.length > 1 && locationId == null) errors.location_id = 'Choose the location you will visit';
  const answers = { locationId, firstName: read('first_name'), email: read('email'), phone: read('phone'), heardFrom: read('heard_from') };
  if (!answers.firstName) errors.first_name = 'Enter your first name';
  else if (answers.firstName.length > CONTACT_LIMITS.FIRST_NAME) errors.first_name = `At most ${CONTACT_LIMITS.FIRST_NAME} characters`;
  if (!answers.email) errors.email = 'Enter your e-mail address';
  else if (answers.email.length > CONTACT_LIMITS.EMAIL_ADDRESS || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(answers.email)) errors.email = 'Enter an e-mail address such as ann@example.com';
  if (answers.phone.length > CONTACT_LIMITS.PHONE_NUMBER) errors.phone = `At most ${CONTACT_LIMITS.PHONE_NUMBER} characters`;
  else if (answers.phone && !/^\d{7,15}$/.test(normalContact('PHONE_NUMBER', answers.phone))) errors.phone = 'Enter a phone number with 7 to 15 digits';
  if (!(SURVEY_CHOICES as readonly string[]).includes(answers.heardFrom)) errors.heard_from = 'Choose an answer';
  return { answers, errors };
}

async function grantedThisMonth(tx: SqlRunner, offer: Offer, timeZone: string, locationId: number | null): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`
    select count(*)::int as n from vouchers
    where offer_id = ${offer.id} and granted_location_id is not distinct from ${locationId}
      and date_trunc('month', created_at at time zone ${timeZone}) = date_trunc('month', now() at time zone ${timeZone})`);
  return row?.n ?? 0;
}

export type NetworkClaimResult = { errors: Record<string, string> } | { voucherKey: string };

export async function claimNetworkOffer(
  app: FastifyInstance, offer: Offer, timeZone: string, locations: OfferLocation[], answers: SurveyAnswers,
): Promise<NetworkClaimResult> {
  const email = normalContact('EMAIL_ADDRESS', answers.email);
  const phone = answers.phone ? normalContact('PHONE_NUMBER', answers.phone) : '';
  return app.db.transaction(async (tx): Promise<NetworkClaimResult> => {
    // One grant at a time per offer: the monthly count and the status change stay exact.
    const [live] = await queryRows<{ offer_status: string }>(tx, sql`select offer_status from offers where id = ${offer.id} for update`);
    if (live?.offer_status !== 'ACTIVE') return { errors: { '': 'This offer is full for this month. Check back next month.' } };

    const [last] = await queryRows<{ at: string | Date; by_email: boolean }>(tx, sql`
      select v.created_at as at, lower(c.email) = ${email} as by_email from vouchers v join customers c on c.id = v.customer_id
      where v.offer_id = ${offer.id} and (lower(c.email) = ${email} or (${phone} <> '' and regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') = ${phone}))
      order by v.created_at desc limit 1`);
    if (last) {
      const at = new Date(last.at);
      const again = new Date(at.getTime() + offer.minDaysBetweenOffer * 86_400_000);
      // Said on the field that matched: a phone number already used is not the e-mail's fault.
      const field = last.by_email ? 'email' : 'phone';
      const used = last.by_email ? 'this e-mail address' : 'this phone number';
      if (offer.minDaysBetweenOffer >= ONE_TIME_DAYS) return { errors: { [field]: `You have already claimed this offer with ${used}; it can be claimed once.` } };
      if (again > new Date()) return { errors: { [field]: `You claimed this offer with ${used} on ${dateText(at)}. You can claim it again from ${dateText(again)}.` } };
    }

    const limit = offer.offersToGrantPerMonth;
    if ((await grantedThisMonth(tx, offer, timeZone, answers.locationId)) >= limit) {
      const place = locations.find((l) => l.id === answers.locationId);
      return { errors: { location_id: `This offer is full${place ? ` at ${place.address}` : ''} this month. ${locations.length > 1 ? 'Choose another location or c' : 'C'}heck back next month.` } };
    }

    const [known] = await queryRows<{ id: number }>(tx, sql`
      select id from customers where business_id = ${offer.businessId}
        and (lower(email) = ${email} or (${phone} <> '' and regexp_replace(coalesce(phone, ''), '\\D', '', 'g') = ${phone})) order by id limit 1`);
    const customerId = known?.id ?? (await tx.insert(customers).values({
      businessId: offer.businessId, firstName: answers.firstName, email: answers.email, phone: answers.phone || null,
    }).returning({ id: customers.id }))[0]!.id;

    let key: string | null = null;
    for (let attempt = 0; attempt < 8 && !key; attempt += 1) {
      const [row] = await tx.insert(vouchers).values({
        businessId: offer.businessId, offerId: offer.id, customerId, grantedLocationId: answers.locationId,
        publicKey: randomBytes(16).toString('base64url'), pin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        answers: { heard_from: answers.heardFrom },
      }).onConflictDoNothing().returning({ id: vouchers.id, key: vouchers.publicKey });
      key = row?.key ?? null;
      // The voucher's link reaches the customer's inbox too, so a closed tab loses nothing (issue 32).
      if (row) await recordEvent(tx, { type: 'VOUCHER_ISSUED', businessId: offer.businessId, payload: { voucherId: row.id } });
    }
    if (!key) throw new Error('No free voucher PIN after 8 attempts');

    // Full everywhere now: the offer leaves the map until the month turns (reopenFullOffers).
    const counts = await Promise.all((locations.length ? locations.map((l) => l.id) : [null]).map((id) => grantedThisMonth(tx, offer, timeZone, id)));
    if (counts.every((n) => n >= limit)) await tx.execute(sql`update offers set offer_status = 'FULL', updated_at = now() where id = ${offer.id}`);
    return { voucherKey: key };
  });
}

/** FULL offers whose month has turned are ACTIVE again (run hourly, and before a share page shows one). */
export async function reopenFullOffers(runner: SqlRunner, offerId?: number): Promise<void> {
  await runner.execute(sql`
    update offers o set offer_status = 'ACTIVE', updated_at = now()
    from businesses b
    where b.id = o.business_id and o.offer_status = 'FULL' ${offerId ? sql`and o.id = ${offerId}` : sql``}
      and not exists (select 1 from vouchers v where v.offer_id = o.id
        and date_trunc('month', v.created_at at time zone b.time_zone) = date_trunc('month', now() at time zone b.time_zone))`);
}

/** A screenshot for one task of a network voucher: that task's proof, once. */
export async function addTaskProof(app: FastifyInstance, voucherId: number, task: string, imageUrl: string): Promise<'added' | 'already'> {
  // Hashed before the transaction, as a campaign's screenshot is: reading an image never holds the voucher's lock.
  const hash = await screenshotHash(app, imageUrl);
  return app.db.transaction(async (tx) => {
    const [voucher] = await queryRows<{ business_id: number; offer_id: number; customer_id: number }>(tx, sql`
      select business_id, offer_id, customer_id from vouchers where id = ${voucherId} for update`);
    if (!voucher) throw new Error('Voucher not found');
    const [done] = await queryRows<{ id: number }>(tx, sql`
      select id from proofs where voucher_id = ${voucherId} and proof_type = ${task} and deleted_at is null limit 1`);
    if (done) return 'already';
    const [person] = await queryRows<{ first_name: string | null; email: string | null; phone: string | null; offer_summary: string }>(tx, sql`
      select c.first_name, c.email, c.phone, o.offer_summary from customers c, offers o where c.id = ${voucher.customer_id} and o.id = ${voucher.offer_id}`);
    const [proof] = await tx.insert(proofs).values({
      businessId: voucher.business_id, offerId: voucher.offer_id, voucherId, customerId: voucher.customer_id,
      proofType: task as typeof proofs.$inferInsert.proofType, proofDate: new Date(), proofImageUrl: imageUrl, reviewStatus: 'APPROVED',
      firstName: person?.first_name ?? null, email: person?.email ?? null, phone: person?.phone ?? null, offerSummary: person?.offer_summary ?? null,
    }).returning({ id: proofs.id });
    await keepUploadHash(tx, { id: proof!.id, businessId: voucher.business_id }, hash);
    return 'added';
  });
}
