// Why a customer's post was refused, in the customer's words (issue 32): never the review
// template's title (written for the business's staff, "Denied - missing hashtag or mention") nor
// a reviewer's comment (which may be internal). An automatic denial says what the check could not
// see; a reviewer's denial says what its template's e-mail says in its subject; otherwise a plain
// sentence. The voucher page shows it, and a denial message may use it.
import { sql } from 'drizzle-orm';
import { tagLabel, type RequiredTag } from '../../../contract/proofChecks';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { fillTemplate } from '../proofReview';

export const REFUSED_GENERIC = 'Your post did not meet this offer\'s requirements.';

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

interface RefusalRow {
  reviewed_by: number | null; first_name: string | null; offer_summary: string | null;
  decision: string | null; missing: RequiredTag[] | null; check_reason: string | null; subject: string | null;
}

export async function refusalReason(db: Db, proofId: number): Promise<string> {
  const [row] = await queryRows<RefusalRow>(db, sql`
    select p.reviewed_by, p.first_name, p.offer_summary, c.decision, c.missing, c.reason as check_reason, et.subject
    from proofs p
    left join proof_checks c on c.proof_id = p.id
    left join lateral (select rt.email_template_id from review_templates rt
      where rt.title = p.review_template_title and rt.type = 'DENIED' order by rt.id limit 1) rt on true
    left join email_templates et on et.id = rt.email_template_id
    where p.id = ${proofId}`);
  if (!row) return REFUSED_GENERIC;
  if (row.reviewed_by == null && row.decision === 'DENIED') {
    const missing = (row.missing ?? []).map(tagLabel);
    if (missing.length) return `We could not see ${listed(missing)} on your screenshot.`;
    if (row.check_reason?.includes('older than')) return 'The post on your screenshot is too old: this offer needs a new post.';
  }
  if (row.subject) {
    return sentence(fillTemplate(row.subject, { first_name: row.first_name ?? 'there', code: '', offer_summary: row.offer_summary ?? '' }));
  }
  return REFUSED_GENERIC;
}
