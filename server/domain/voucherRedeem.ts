// A voucher at the counter (issue 12): found by PIN or page key in the staff's business, and
// redeemed by one conditional UPDATE, so of any number of simultaneous attempts exactly one
// succeeds and the others learn when and where it was redeemed. A voucher earned in a sway
// campaign is redeemable only once its proof is approved. The dashboard's redeemed counts and
// value figures follow through the vouchers trigger (migration 0004) in the same statement.
import { sql } from 'drizzle-orm';
import { VOUCHER_KEY, VOUCHER_MESSAGES, VOUCHER_PIN, type VoucherAtCounter, type VoucherState } from '../../contract/vouchers';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { HttpError, notFound } from '../http-error';

interface VoucherRow {
  id: number; pin: string | null; created_at: string | Date; date_redeemed: string | Date | null; location: string | null;
  review_status: string | null; first_name: string | null; offer_summary: string | null; code: string | null; time_zone: string;
}

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());

function stateOf(row: VoucherRow): VoucherState {
  if (row.date_redeemed) return 'REDEEMED';
  if (row.review_status === 'PENDING') return 'PENDING_REVIEW';
  if (row.review_status === 'DENIED') return 'DENIED';
  return 'READY';
}

async function voucherWhere(db: Db, businessId: number, condition: ReturnType<typeof sql>): Promise<VoucherRow | null> {
  const [row] = await queryRows<VoucherRow>(db, sql`
    select v.id, v.pin, v.created_at, v.date_redeemed, b.time_zone,
      case when l.id is null then null else l.address || ', ' || l.city end as location,
      sp.review_status, p.first_name, p.offer_summary, (select c.value from codes c where c.proof_id = p.id limit 1) as code
    from vouchers v
    join businesses b on b.id = v.business_id
    left join locations l on l.id = v.location_id
    left join lateral (select * from proofs p where p.voucher_id = v.id and p.deleted_at is null order by p.id limit 1) p on true
    left join lateral (select p2.review_status from proofs p2 where p2.voucher_id = v.id and p2.deleted_at is null and p2.is_sway
      order by case p2.review_status when 'DENIED' then 0 when 'PENDING' then 1 else 2 end limit 1) sp on true
    where v.business_id = ${businessId} and ${condition}
    limit 1`);
  return row ?? null;
}

function toCounter(row: VoucherRow): VoucherAtCounter {
  return {
    id: row.id, state: stateOf(row), first_name: row.first_name, offer_summary: row.offer_summary, code: row.code, pin: row.pin,
    created_at: iso(row.created_at)!, date_redeemed: iso(row.date_redeemed), redeemed_at_location: row.location,
    redeemed_message: row.date_redeemed ? alreadyRedeemedMessage(new Date(row.date_redeemed), row.time_zone, row.location) : null,
  };
}

/** By the key its QR code carries (22 random characters: not guessable, so never held back); null when none has it. */
export async function findVoucherByKey(db: Db, businessId: number, key: string): Promise<VoucherAtCounter | null> {
  if (!VOUCHER_KEY.test(key)) return null;
  const row = await voucherWhere(db, businessId, sql`v.public_key = ${key}`);
  return row ? toCounter(row) : null;
}

/**
 * By PIN or by the code printed in the customer's e-mail (any case, spaces aside). A campaign's
 * code list may hold codes of any shape, 22 characters too: the printed code is looked for
 * whatever the text looks like.
 */
export async function findVoucher(db: Db, businessId: number, code: string): Promise<VoucherAtCounter> {
  const printed = code.replace(/\s+/g, '').toUpperCase();
  const byCode = sql`v.id = (select p.voucher_id from codes c join proofs p on p.id = c.proof_id
        where p.business_id = ${businessId} and p.deleted_at is null and p.voucher_id is not null
          and upper(regexp_replace(c.value, '\\s', '', 'g')) = ${printed} order by p.id desc limit 1)`;
  const row = VOUCHER_PIN.test(code)
    ? await voucherWhere(db, businessId, sql`v.pin = ${code}`) ?? await voucherWhere(db, businessId, byCode)
    : await voucherWhere(db, businessId, byCode);
  if (!row) throw notFound(VOUCHER_MESSAGES.notFound);
  return toCounter(row);
}

/** 'on November 24, 2026 at 3:05 PM EST at 12 Main St, Springfield': the business's time zone, named. */
export function redeemedWhen(at: Date, timeZone: string, location: string | null): string {
  const when = at.toLocaleString('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `on ${when}${location ? ` at ${location}` : ''}`;
}

/** 'Already redeemed on November 24, 2026 at 3:05 PM EST at 12 Main St, Springfield.' */
export const alreadyRedeemedMessage = (at: Date, timeZone: string, location: string | null) => `Already redeemed ${redeemedWhen(at, timeZone, location)}.`;

export async function redeemVoucher(db: Db, input: { businessId: number; voucherId: number; locationId: number | null; accountId: number }): Promise<VoucherAtCounter> {
  const { businessId, voucherId, locationId } = input;
  if (locationId != null) {
    const [own] = await queryRows<{ id: number }>(db, sql`select id from locations where id = ${locationId} and business_id = ${businessId}`);
    if (!own) throw new HttpError(400, 'Choose one of your locations', { location_id: 'Choose one of your locations' });
  }
  // The redemption and its event (issue 35) are one statement, so one never exists without the other.
  const updated = await queryRows<{ id: number }>(db, sql`
    with redeemed as (
      update vouchers v set date_redeemed = now(), location_id = ${locationId}, redeemed_by = ${input.accountId}
      where v.id = ${voucherId} and v.business_id = ${businessId} and v.date_redeemed is null
        and not exists (select 1 from proofs p where p.voucher_id = v.id and p.deleted_at is null and p.is_sway and p.review_status <> 'APPROVED')
      returning v.id
    ), event as (
      insert into domain_events (type, business_id, payload)
      select 'VOUCHER_REDEEMED', ${businessId}, jsonb_build_object('voucherId', id) from redeemed
    )
    select id from redeemed`);
  const row = await voucherWhere(db, businessId, sql`v.id = ${voucherId}`);
  if (!row) throw notFound('Voucher not found');
  if (updated.length > 0) return toCounter(row);
  const state = stateOf(row);
  if (state === 'REDEEMED') throw new HttpError(409, alreadyRedeemedMessage(new Date(row.date_redeemed!), row.time_zone, row.location));
  throw new HttpError(409, state === 'DENIED' ? VOUCHER_MESSAGES.denied : VOUCHER_MESSAGES.pending);
}
