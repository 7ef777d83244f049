// "Already claimed? Get my reward again" (issue 32): a customer gives the e-mail address or phone
// number they claimed with, and the links to their vouchers of this campaign (or network offer)
// are SENT there, never shown: the page answers the same whether or not a claim exists, so it
// cannot be used to learn who claimed. The request becomes a REWARD_RECOVERY_REQUESTED event,
// whose message the notifications module writes; no event when nothing matched. Rate limited in
// the database (rate_limit_hits), so every server counts the same tries.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { countHit } from '../../lib/sharedRateLimits';
import { recordEvent } from '../events/outbox';
import { CONTACT_LIMITS, normalContact } from './contactAnswers';

export type RecoveryScope = { businessId: number } & ({ swayOfferId: number } | { offerId: number });

export const RECOVERY_MESSAGES = {
  label: 'E-mail address or phone number you claimed with',
  invalid: 'Enter the e-mail address (such as ann@example.com) or the phone number (7 to 15 digits) you claimed with',
  tooLong: `At most ${CONTACT_LIMITS.EMAIL_ADDRESS} characters`,
  limited: 'Too many requests for these details. Please wait an hour, then try again.',
  sent: 'If these details were used to claim this offer, the link to your reward is on its way to them. It can take a few minutes; check your spam folder too.',
} as const;

/** A contact's tries per business per hour, and one address's tries per 10 minutes. */
export const RECOVERY_LIMITS = { perContact: 3, contactWindowMs: 3_600_000, perAddress: 10, addressWindowMs: 600_000 } as const;

export interface RecoveryContact { channel: 'EMAIL' | 'PHONE'; to: string; normal: string }

export function parseRecoveryContact(input: unknown): RecoveryContact | { error: string } {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length > CONTACT_LIMITS.EMAIL_ADDRESS) return { error: RECOVERY_MESSAGES.tooLong };
  if (text.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? { channel: 'EMAIL', to: text, normal: normalContact('EMAIL_ADDRESS', text) } : { error: RECOVERY_MESSAGES.invalid };
  }
  const digits = normalContact('PHONE_NUMBER', text);
  return /^\+?[\d\s().-]+$/.test(text) && /^\d{7,15}$/.test(digits) ? { channel: 'PHONE', to: text, normal: digits } : { error: RECOVERY_MESSAGES.invalid };
}

/**
 * The vouchers of this campaign or offer claimed with this contact, oldest first, and the contact
 * as the claim stored it: the message goes there, not to what was typed, which matched it by its
 * digits only ('+5551234567' matches a claim's '5551234567', but a gateway would send it abroad).
 */
export async function recoverableVouchers(db: Db, scope: RecoveryScope, contact: RecoveryContact): Promise<{ voucherIds: number[]; storedTo: string | null }> {
  const rows = 'swayOfferId' in scope
    ? await queryRows<{ id: number; stored: string | null }>(db, sql`
        select v.id, min(${contact.channel === 'EMAIL' ? sql`p.email` : sql`p.phone`}) as stored
        from vouchers v join proofs p on p.voucher_id = v.id
        where v.sway_offer_id = ${scope.swayOfferId} and v.business_id = ${scope.businessId} and p.deleted_at is null
          and ${contact.channel === 'EMAIL' ? sql`lower(trim(p.email)) = ${contact.normal}` : sql`regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') = ${contact.normal}`}
        group by v.id order by v.id limit 20`)
    : await queryRows<{ id: number; stored: string | null }>(db, sql`
        select v.id, ${contact.channel === 'EMAIL' ? sql`c.email` : sql`c.phone`} as stored
        from vouchers v join customers c on c.id = v.customer_id
        where v.offer_id = ${scope.offerId} and v.business_id = ${scope.businessId}
          and ${contact.channel === 'EMAIL' ? sql`lower(trim(c.email)) = ${contact.normal}` : sql`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') = ${contact.normal}`}
        order by v.id limit 20`);
  return { voucherIds: rows.map((r) => r.id), storedTo: rows[0]?.stored?.trim() || null };
}

/**
 * Counts the try and records the event when vouchers matched. 'LIMITED' when this contact or this
 * address asked too often; otherwise 'SENT', whatever was found.
 */
export async function requestRecovery(db: Db, scope: RecoveryScope, contact: RecoveryContact, ip: string): Promise<'SENT' | 'LIMITED'> {
  const byAddress = await countHit(db, `recovery-ip:${ip}`, RECOVERY_LIMITS.addressWindowMs);
  const byContact = await countHit(db, `recovery:${scope.businessId}:${contact.channel}:${contact.normal}`, RECOVERY_LIMITS.contactWindowMs);
  if (byAddress.current > RECOVERY_LIMITS.perAddress || byContact.current > RECOVERY_LIMITS.perContact) return 'LIMITED';
  const { voucherIds, storedTo } = await recoverableVouchers(db, scope, contact);
  if (voucherIds.length > 0 && storedTo) {
    await recordEvent(db, { type: 'REWARD_RECOVERY_REQUESTED', businessId: scope.businessId, payload: { channel: contact.channel, to: storedTo, voucherIds } });
  }
  return 'SENT';
}
