// Proof review (spec 1 §4 Proof review, §5 review rules): APPROVED or DENIED, once. Approving a
// proof whose offer has a sway code list claims (or reuses) its code in the same transaction,
// so there is no approval without a code; an offer with no list gives no code and its proofs are
// approved without one (issue 18 defect 7). The review's event is written in the same transaction;
// the message of the chosen template follows from it (notifications/notify.ts), once the undo
// window has passed. Denying gives a reserved code back.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReviewReply, ReviewRequest } from '../../contract/reviews';
import { emailTemplates } from '../db/schema';
import { HttpError } from '../http-error';
import { escapeHtml } from '../lib/html';
import { releaseCode, claimCodeForApproval } from './codeClaim';
import { recordEvent } from './events/outbox';
import { queryRows } from '../db/sql';
import type { ProofRow } from './swayProofs';

type Template = typeof emailTemplates.$inferSelect;

/** Fills {first_name}, {code} and {offer_summary}; `escape` is applied to each value (HTML). */
export function fillTemplate(text: string, values: Record<string, string>, escape: (v: string) => string = (v) => v): string {
  return text.replace(/\{(first_name|code|offer_summary)\}/g, (_m, key: string) => escape(values[key] ?? ''));
}

/**
 * Without a code (a campaign with no code list), what names {code} is left out of the e-mail: a
 * clause after a comma ('Hi Ann, your code is {code}.' → 'Hi Ann.'), else the whole sentence.
 */
export function withoutCodeSentences(text: string): string {
  return text
    .replace(/[,;][^.!?,;\n]*\{code\}[^.!?,;\n]*/g, '')
    .replace(/[^.!?\n]*\{code\}[^.!?\n]*[.!?]?[^\S\n]*/g, '')
    .replace(/[^\S\n]+$/gm, '');
}

/** A template's e-mail for one proof; without a code, the sentences naming {code} are left out. */
export function buildMail(template: Template, proof: Pick<ProofRow, 'firstName' | 'offerSummary'>, code: string | null) {
  const values = { first_name: proof.firstName ?? 'there', code: code ?? '', offer_summary: proof.offerSummary ?? '' };
  const source = code == null ? { subject: withoutCodeSentences(template.subject), body: withoutCodeSentences(template.body) } : template;
  const text = fillTemplate(source.body, values);
  const html = fillTemplate(escapeHtml(source.body), values, escapeHtml).replace(/\n/g, '<br>');
  return { subject: fillTemplate(source.subject, values), text, html: `<div style="font-family:sans-serif">${html}</div>` };
}

async function templateOf(app: FastifyInstance, id: string | null | undefined): Promise<Template | null> {
  if (!id) return null;
  const [row] = await app.db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) throw new HttpError(400, `E-mail template '${id}' does not exist`, { reviewEmailTemplateId: 'Unknown e-mail template' });
  return row;
}

/**
 * Takes a reviewer's own review back within the undo window (issue 13 item 4): the proof is
 * pending again; an approval's code stays reserved for it but unused, and the billing trigger
 * drops its uncharged item. The review e-mail, still waiting, then finds the review gone.
 */
export async function undoReview(app: FastifyInstance, proof: ProofRow, reviewerId: number): Promise<{ id: number; review_status: 'PENDING' }> {
  const seconds = app.config.reviewUndoSeconds;
  const undone = await app.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(tx, sql`
      update proofs set review_status = 'PENDING', review_comments = null, review_template_title = null, reviewed_at = null, reviewed_by = null
      where id = ${proof.id} and review_status in ('APPROVED', 'DENIED') and reviewed_by = ${reviewerId}
        and reviewed_at > now() - make_interval(secs => ${seconds}) returning id`);
    if (rows.length > 0) await tx.execute(sql`update codes set used_at = null, used_by = null where proof_id = ${proof.id}`);
    return rows.length > 0;
  });
  if (!undone) throw new HttpError(409, `Only your own review of the last ${seconds} seconds can be undone`);
  return { id: proof.id, review_status: 'PENDING' };
}

export async function reviewProof(app: FastifyInstance, proof: ProofRow, input: ReviewRequest, reviewerId: number): Promise<ReviewReply> {
  if (proof.reviewStatus !== 'PENDING') throw new HttpError(409, 'This proof was already reviewed');
  const template = await templateOf(app, input.reviewEmailTemplateId);
  const approving = input.reviewType === 'APPROVED';

  const { code } = await app.db.transaction(async (tx) => {
    // The campaign's code list decides: with one, no approval without a code (an empty list is
    // refused with its reason); without one, the campaign gives no code and approval goes on.
    const claimed = approving ? await claimCodeForApproval(tx, proof.id, proof.swayOfferId, proof.email ?? proof.firstName) : null;
    if (claimed && input.couponCode && input.couponCode !== claimed) throw new HttpError(409, 'The coupon code does not belong to this proof');
    // The status condition makes a double submit (or two admins at once) review only once.
    const updated = await queryRows<{ id: number; reviewed_at: string }>(tx, sql`
      update proofs set review_status = ${input.reviewType}, review_comments = ${input.reviewComments ?? null},
        review_template_title = ${input.reviewTemplateTitle ?? null}, reviewed_at = now(), reviewed_by = ${reviewerId}
      where id = ${proof.id} and review_status = 'PENDING' returning id, reviewed_at::text`);
    if (updated.length === 0) throw new HttpError(409, 'This proof was already reviewed');
    if (!approving) await releaseCode(tx, proof.id);
    // The review's message waits out the undo window, and goes only if this review still stands
    // then (notifications/notify.ts compares reviewed_at).
    await recordEvent(tx, {
      type: 'PROOF_REVIEWED', businessId: proof.businessId,
      payload: { proofId: proof.id, status: input.reviewType, automatic: false, reviewedAt: updated[0]!.reviewed_at, templateId: template?.id ?? null, reason: null },
      delaySeconds: app.config.reviewUndoSeconds,
    });
    // An approved proof whose flow charges an addon enters the billing queue by a trigger on
    // proofs, in this transaction (migration 0016), as does one approved automatically.
    return { code: claimed };
  });

  return { id: proof.id, review_status: input.reviewType, couponCode: code, emailSent: Boolean(template && (proof.email?.trim() || proof.phone?.trim())) };
}
