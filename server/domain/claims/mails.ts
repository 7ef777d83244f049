// What a completed claim sends, after the commit and off the request (issue 12): the campaign's
// "proof created" template, the approval (its template, or a plain default) when review level
// AUTO approved it, the voucher's link by e-mail and text message when send_voucher_via_contact
// is on, and, when the code list ran dry, one e-mail a day to the business's users.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, emailTemplates, memberships } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { escapeHtml } from '../../lib/html';
import { buildMail } from '../proofReview';
import type { Campaign } from './campaign';
import type { CompletedClaim } from './complete';

const voucherUrl = (app: FastifyInstance, key: string) => `${app.config.publicUrl}/v/${key}`;

function plainMail(lines: string[]) {
  const text = lines.join('\n\n');
  return { text, html: `<div style="font-family:sans-serif">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</div>` };
}

async function template(app: FastifyInstance, id: string | undefined) {
  if (!id) return null;
  const [row] = await app.db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) app.log.warn({ template: id }, 'a campaign names an e-mail template that does not exist');
  return row ?? null;
}

export function noCodesSubject(campaign: Campaign) {
  return `Campaign "${campaign.offer.offerSummary}" (#${campaign.offer.id}) has no voucher codes left`;
}

async function tellBusinessNoCodes(app: FastifyInstance, campaign: Campaign) {
  const subject = noCodesSubject(campaign);
  const [recent] = await queryRows<{ id: number }>(app.db, sql`
    select id from outbox where subject = ${subject} and created_at > now() - interval '1 day' limit 1`);
  if (recent) return;
  const users = await app.db.select({ email: accounts.email }).from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(eq(memberships.businessId, campaign.offer.businessId));
  const body = plainMail([
    `A customer completed your campaign "${campaign.offer.offerSummary}", but its code list has no codes left, so the proof waits in review without a voucher code.`,
    'Add codes to the campaign\'s code list in the console (Coupons), then approve the waiting proofs.',
  ]);
  for (const user of users) await app.mail.send({ to: user.email, subject, ...body });
}

/** The approval: the campaign's approval template, else a plain default with the code and the voucher link. */
export async function sendApprovalMail(app: FastifyInstance, campaign: Campaign, customer: { to: string; firstName: string | null }, code: string | null, voucherKey: string | null) {
  const { to, firstName } = customer;
  const approval = await template(app, campaign.flow.side_effect_data.default_approve_email_template_id);
  const link = voucherKey ? `Show this page at the counter: ${voucherUrl(app, voucherKey)}` : null;
  await app.mail.send(approval
    ? { to, ...buildMail(approval, { firstName, offerSummary: campaign.offer.offerSummary }, code) }
    : {
      to, subject: `Your reward from ${campaign.brand}`,
      ...plainMail([`Hi ${firstName ?? 'there'},`, `Thank you for sharing ${campaign.brand}! Your post was approved.`,
        ...(code ? [`Your code: ${code}`] : []), ...(link ? [link] : [])]),
    });
}

/** A denial made by the automatic checks: why, and that the customer may send a new screenshot. */
export async function sendAutomaticDenialMail(app: FastifyInstance, campaign: Campaign, customer: { to: string; firstName: string | null }, reason: string) {
  await app.mail.send({
    to: customer.to, subject: `About your post for ${campaign.brand}`,
    ...plainMail([`Hi ${customer.firstName ?? 'there'},`,
      `We could not approve the screenshot you sent for "${campaign.offer.offerSummary}": ${reason.replace(/^Denied automatically: /, '')}.`,
      'You are welcome to try again with a screenshot that shows it.']),
  });
}

export function sendClaimMails(app: FastifyInstance, campaign: Campaign, values: Record<string, string>, done: CompletedClaim) {
  const sideEffects = campaign.flow.side_effect_data;
  const contact = campaign.flow.contact_info_data;
  const to = values.EMAIL_ADDRESS?.toLowerCase();
  const proof = { firstName: values.FIRST_NAME ?? null, offerSummary: campaign.offer.offerSummary };
  app.jobs.enqueue('claim e-mails', async () => {
    if (to) {
      const created = await template(app, sideEffects.proof_created_email_template_id);
      if (created) await app.mail.send({ to, ...buildMail(created, proof, done.code) });
      if (done.approved) await sendApprovalMail(app, campaign, { to, firstName: proof.firstName }, done.code, done.voucherKey);
      if (contact.send_voucher_via_contact && done.voucherKey) {
        await app.mail.send({
          to, subject: `Your voucher from ${campaign.brand}`,
          ...plainMail([`Here is your voucher for "${campaign.offer.offerSummary}". Keep this link and show the page at the counter:`, voucherUrl(app, done.voucherKey)]),
        });
      }
    }
    if (contact.send_voucher_via_contact && done.voucherKey && values.PHONE_NUMBER) {
      await app.services.sms.send({ to: values.PHONE_NUMBER, text: `${campaign.brand}: your voucher for "${campaign.offer.offerSummary}": ${voucherUrl(app, done.voucherKey)}` });
    }
    if (done.noCodesLeft) await tellBusinessNoCodes(app, campaign);
  });
}
