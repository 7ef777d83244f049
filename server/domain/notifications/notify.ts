// The one place that decides which messages a domain event sends (issue 35; issue 32 "one message
// per event"): it reads the state the event left and answers the event's messages, each recorded
// once per (event, key) in the outbox, so a retried or re-taken event sends nothing twice.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, emailTemplates, memberships } from '../../db/schema';
import { campaignByOffer, type Campaign } from '../claims/campaign';
import { refusalReason } from '../claims/refusal';
import type { EventHandler } from '../events/dispatcher';
import type { DomainEvent, EventPayloads } from '../events/outbox';
import { takeDailyNotice } from './dailyNotice';
import { approvalMessages, denialMessages, emailBody, receivedMessages, recoveryMessages, voucherIssuedMessages, type Message, type Template } from './messages';
import { proofState, voucherStates } from './state';

async function template(app: FastifyInstance, id: string | null | undefined): Promise<Template | null> {
  if (!id) return null;
  const [row] = await app.db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) app.log.warn({ template: id }, 'a campaign or review names an e-mail template that does not exist');
  return row ?? null;
}

export function noCodesSubject(campaign: Pick<Campaign, 'offer'>) {
  return `Campaign "${campaign.offer.offerSummary}" (#${campaign.offer.id}) has no voucher codes left`;
}

/** The business's users hear once a day that a campaign's code list ran dry. */
async function noCodesMessages(app: FastifyInstance, campaign: Campaign, eventId: number): Promise<Message[]> {
  const subject = noCodesSubject(campaign);
  if (!(await takeDailyNotice(app.db, `no-codes:${campaign.offer.id}`, eventId))) return [];
  const users = await app.db.select({ email: accounts.email }).from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(eq(memberships.businessId, campaign.offer.businessId));
  const body = emailBody([
    `A customer completed your campaign "${campaign.offer.offerSummary}", but its code list has no codes left, so the proof waits in review without a voucher code.`,
    'Add codes to the campaign\'s code list in the console (Coupons), then approve the waiting proofs.',
  ]);
  return users.map((u) => ({ key: `no-codes:${u.email}`, channel: 'EMAIL' as const, to: u.email, subject, ...body }));
}

async function messagesFor(app: FastifyInstance, event: DomainEvent): Promise<Message[]> {
  const publicUrl = app.config.publicUrl;
  switch (event.type) {
    case 'CLAIM_COMPLETED': {
      const { proofId, outcome, noCodesLeft } = event.payload as EventPayloads['CLAIM_COMPLETED'];
      const proof = await proofState(app, proofId);
      const campaign = proof?.swayOfferId != null ? await campaignByOffer(app.db, proof.swayOfferId) : null;
      if (!proof || !campaign) return [];
      const sideEffects = campaign.flow.side_effect_data;
      const out = noCodesLeft ? await noCodesMessages(app, campaign, event.id) : [];
      // An automatic check still to come speaks for itself (PROOF_REVIEWED, PROOF_SENT_TO_REVIEW);
      // a review made meanwhile by a person, too.
      if (outcome === 'APPROVED' && proof.reviewStatus === 'APPROVED') {
        out.push(...approvalMessages(publicUrl, proof, await template(app, sideEffects.default_approve_email_template_id)));
      } else if (outcome === 'IN_REVIEW' && proof.reviewStatus === 'PENDING') {
        out.push(...receivedMessages(publicUrl, proof, await template(app, sideEffects.proof_created_email_template_id), 'REVIEW'));
      }
      return out;
    }
    case 'PROOF_SENT_TO_REVIEW': {
      const { proofId, noCodesLeft } = event.payload as EventPayloads['PROOF_SENT_TO_REVIEW'];
      const proof = await proofState(app, proofId);
      const campaign = proof?.swayOfferId != null ? await campaignByOffer(app.db, proof.swayOfferId) : null;
      // The business hears of the empty code list even when a person was quick to review the proof.
      const out = noCodesLeft && campaign ? await noCodesMessages(app, campaign, event.id) : [];
      if (proof?.reviewStatus === 'PENDING') {
        out.push(...receivedMessages(publicUrl, proof, await template(app, campaign?.flow.side_effect_data.proof_created_email_template_id), 'CHECK'));
      }
      return out;
    }
    case 'PROOF_REVIEWED': {
      const review = event.payload as EventPayloads['PROOF_REVIEWED'];
      const proof = await proofState(app, review.proofId);
      // An undone (or since changed) review sends nothing.
      if (!proof || proof.reviewStatus !== review.status || proof.reviewedAt !== review.reviewedAt) return [];
      // A person's review sends the e-mail of the reason they chose (Approve & Email); the automatic
      // checks send the campaign's approval template or the plain default.
      if (!review.automatic && !review.templateId) return [];
      const campaign = proof.swayOfferId != null ? await campaignByOffer(app.db, proof.swayOfferId) : null;
      const chosen = review.templateId ?? (review.status === 'APPROVED' ? campaign?.flow.side_effect_data.default_approve_email_template_id : null);
      const mail = await template(app, chosen);
      return review.status === 'APPROVED'
        ? approvalMessages(publicUrl, proof, mail)
        : denialMessages(publicUrl, proof, mail, await refusalReason(app.db, proof.id));
    }
    case 'REWARD_RECOVERY_REQUESTED': {
      const { channel, to, voucherIds } = event.payload as EventPayloads['REWARD_RECOVERY_REQUESTED'];
      return recoveryMessages(publicUrl, channel, to, await voucherStates(app, voucherIds));
    }
    case 'VOUCHER_ISSUED': {
      const { voucherId } = event.payload as EventPayloads['VOUCHER_ISSUED'];
      const [voucher] = await voucherStates(app, [voucherId]);
      return voucher ? voucherIssuedMessages(publicUrl, voucher) : [];
    }
    case 'VOUCHER_REDEEMED':
    case 'MAILING_LIST_IMPORT_REQUESTED':
    case 'REPORT_REQUESTED':
      return [];
  }
}

export const notify: EventHandler = async (app, event) => {
  for (const message of await messagesFor(app, event)) {
    const ref = { eventId: event.id, messageKey: message.key };
    if (message.channel === 'EMAIL') await app.mail.send({ to: message.to, subject: message.subject, text: message.text, html: message.html }, ref);
    else await app.services.sms.send({ to: message.to, text: message.text }, ref);
  }
};
