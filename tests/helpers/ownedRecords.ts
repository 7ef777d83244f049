// One record of a business per kind of id an endpoint takes (contract/endpoint.ts `owns`), found
// in the demo data, for the generated check that another business's id answers like a missing one.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/sql';
import type { OwnedEntity } from '../../contract/endpoint';

const queries: Record<Exclude<OwnedEntity, 'global'>, (businessId: number) => ReturnType<typeof sql>> = {
  business: (b) => sql`select id from businesses where id = ${b}`,
  offer: (b) => sql`select id from offers where business_id = ${b} order by id limit 1`,
  swayOffer: (b) => sql`select id from sway_offers where business_id = ${b} order by id limit 1`,
  proof: (b) => sql`select id from proofs where business_id = ${b} and deleted_at is null order by id limit 1`,
  voucher: (b) => sql`select id from vouchers where business_id = ${b} order by id limit 1`,
  location: (b) => sql`select id from locations where business_id = ${b} order by id limit 1`,
  businessUser: (b) => sql`select m.account_id as id from memberships m join accounts a on a.id = m.account_id
    where m.business_id = ${b} and a.user_type <> 'ADMIN' order by m.account_id limit 1`,
  codeList: (b) => sql`select id from code_lists where business_id = ${b} order by id limit 1`,
  landingPage: (b) => sql`select id from landing_pages where business_id = ${b} order by id limit 1`,
  mailingList: (b) => sql`select id from mailing_lists where business_id = ${b} order by id limit 1`,
  socialProof: (b) => sql`select id from social_proofs where business_id = ${b} order by id limit 1`,
};

export async function ownedRecordId(db: Db, entity: Exclude<OwnedEntity, 'global'>, businessId: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, queries[entity](businessId));
  if (!rows[0]) throw new Error(`The demo data has no ${entity} of business ${businessId}`);
  return Number(rows[0].id);
}
