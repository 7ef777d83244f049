// Code lists with totals, used percentage, their offer's summary, codes and pending codes.
// Totals come from one aggregate; the codes shown are capped (CODES_SHOWN_PER_LIST) because a
// list may hold 100,000 codes.
import { sql } from 'drizzle-orm';
import { CODES_SHOWN_PER_LIST, type CodeListRow } from '../../contract/coupons';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { visibleCode } from './codeImport';

interface ListRow {
  id: number; list_name: string; kind: 'NETWORK' | 'SWAY'; pending_code_template_id: string | null;
  total: number; used: number; offer_id: number | null; offer_summary: string | null;
}
interface CodeRow { id: number; code_list_id: number; value: string; used_at: string | Date | null; used_by: string | null }
interface PendingRow { id: number; code_list_id: number; name: string | null; email: string }

const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());

export async function listCodeLists(db: Db, businessId: number, kind: 'NETWORK' | 'SWAY', onlyId?: number): Promise<CodeListRow[]> {
  const lists = await queryRows<ListRow>(db, sql`
    select l.id, l.list_name, l.kind, l.pending_code_template_id,
      (select count(*)::int from codes c where c.code_list_id = l.id and ${visibleCode('c')}) as total,
      (select count(*)::int from codes c where c.code_list_id = l.id and c.used_at is not null and ${visibleCode('c')}) as used,
      coalesce(o.id, s.id) as offer_id, coalesce(o.offer_summary, s.offer_summary) as offer_summary
    from code_lists l
    left join offers o on o.id = l.offer_id
    left join sway_offers s on s.id = l.sway_offer_id
    where l.business_id = ${businessId} and l.kind = ${kind} ${onlyId ? sql`and l.id = ${onlyId}` : sql``}
    order by l.created_at desc, l.id desc`);
  if (lists.length === 0) return [];
  const ids = sql.join(lists.map((l) => sql`${l.id}`), sql`, `);
  const codeRows = await queryRows<CodeRow>(db, sql`
    select id, code_list_id, value, used_at, used_by from (
      select c.*, row_number() over (partition by c.code_list_id order by c.id desc) as n
      from codes c where c.code_list_id in (${ids}) and ${visibleCode('c')}) ranked
    where n <= ${CODES_SHOWN_PER_LIST} order by id`);
  const pending = await queryRows<PendingRow>(db, sql`
    select id, code_list_id, name, email from pending_codes where code_list_id in (${ids}) order by id`);
  return lists.map((l) => ({
    id: l.id,
    list_name: l.list_name,
    kind: l.kind,
    pending_code_template_id: l.pending_code_template_id,
    total_codes: Number(l.total),
    used_codes: Number(l.used),
    used_percentage: Number(l.total) === 0 ? 0 : Math.round((Number(l.used) / Number(l.total)) * 1000) / 10,
    offer: l.offer_id == null ? null : { id: Number(l.offer_id), offer_summary: l.offer_summary ?? '' },
    codes: codeRows.filter((c) => c.code_list_id === l.id).map((c) => ({ id: c.id, value: c.value, used_at: iso(c.used_at), used_by: c.used_by })),
    pending_codes: pending.filter((p) => p.code_list_id === l.id).map((p) => ({ id: p.id, name: p.name, email: p.email })),
  }));
}
