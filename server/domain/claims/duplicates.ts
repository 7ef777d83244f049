// Duplicate claims (spec 3 §3 contact_info_data): a contact value marked "no duplicates" may
// claim this campaign once, and with prevent_duplicates_from_other_offers once across the
// business's campaigns within prevent_duplicate_timeout_in_days (0 or none: no time limit).
// Denied proofs do not count, so a customer whose screenshot was refused can try again.
// Runs inside the completing transaction after taking an advisory lock per value, so two
// submits of the same e-mail at the same moment cannot both pass.
import { sql, type SQL } from 'drizzle-orm';
import type { ContactFieldKind, ContactInfoData } from '../../../contract/swayFlow';
import { queryRows, type SqlRunner } from '../../db/sql';
import { fieldName, normalContact } from './contactAnswers';

const DAY_MS = 86_400_000;

function matches(kind: ContactFieldKind, value: string): SQL {
  switch (kind) {
    case 'EMAIL_ADDRESS': return sql`lower(trim(p.email)) = ${value}`;
    case 'PHONE_NUMBER': return sql`regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') = ${value}`;
    case 'FIRST_NAME': return sql`lower(regexp_replace(trim(p.first_name), '\\s+', ' ', 'g')) = ${value}`;
    case 'INSTAGRAM_HANDLE': return sql`lower(regexp_replace(p.contact_data->>'INSTAGRAM_HANDLE', '^\\s*@', '')) = ${value}`;
    case 'ZIP_CODE': return sql`upper(regexp_replace(p.contact_data->>'ZIP_CODE', '\\s', '', 'g')) = ${value}`;
    case 'ADDRESS': return sql`lower(regexp_replace(trim(p.contact_data->>'ADDRESS'), '\\s+', ' ', 'g')) = ${value}`;
  }
}

const dateText = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export interface DuplicateInput {
  businessId: number;
  swayOfferId: number;
  brand: string;
  data: ContactInfoData;
  values: Record<string, string>;
  now: Date;
}

/** A message per refused field, empty when the claim may go on. */
export async function findDuplicates(tx: SqlRunner, input: DuplicateInput): Promise<Record<string, string>> {
  const { data, values } = input;
  const kinds = (data.prevent_duplicate_contact_info ?? []).filter((kind) => values[kind]);
  const errors: Record<string, string> = {};
  for (const kind of kinds) {
    const value = normalContact(kind, values[kind]!);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`claim:${input.businessId}:${kind}:${value}`}))`);
    const [same] = await queryRows<{ id: number }>(tx, sql`
      select p.id from proofs p
      where p.sway_offer_id = ${input.swayOfferId} and p.deleted_at is null and p.review_status <> 'DENIED' and ${matches(kind, value)}
      limit 1`);
    if (same) {
      errors[kind] = `You have already claimed this offer with this ${fieldName(kind)}.`;
      continue;
    }
    if (!data.prevent_duplicates_from_other_offers) continue;
    const days = data.prevent_duplicate_timeout_in_days ?? 0;
    const since = days > 0 ? new Date(input.now.getTime() - days * DAY_MS) : null;
    const [other] = await queryRows<{ at: string | Date }>(tx, sql`
      select p.date_submitted as at from proofs p
      where p.business_id = ${input.businessId} and p.is_sway and p.sway_offer_id <> ${input.swayOfferId}
        and p.deleted_at is null and p.review_status <> 'DENIED' and ${matches(kind, value)}
        ${since ? sql`and p.date_submitted > ${since.toISOString()}` : sql``}
      order by p.date_submitted desc limit 1`);
    if (other) {
      const at = new Date(other.at);
      errors[kind] = since
        ? `You claimed another ${input.brand} offer with this ${fieldName(kind)} on ${dateText(at)}. You can claim this one from ${dateText(new Date(at.getTime() + days * DAY_MS))}.`
        : `You have already claimed an offer from ${input.brand} with this ${fieldName(kind)}.`;
    }
  }
  return errors;
}
