// Text messages (issue 12: send_voucher_via_contact by phone). The interface is one call; the
// local default records the message in the outbox (transport 'sms-outbox') where the dev mailbox
// and the tests read it. A real gateway (Twilio, Vonage…) is one more implementation of SmsService.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { recordOnce, type MessageRef } from '../mail';

export interface SmsMessage {
  /** Digits with an optional leading +. */
  to: string;
  text: string;
}

export interface SmsService {
  readonly transport: 'sms-outbox';
  send(message: SmsMessage, ref?: MessageRef): Promise<void>;
}

export function createSms(db: Db, log: FastifyBaseLogger): SmsService {
  return {
    transport: 'sms-outbox',
    async send(message, ref) {
      await recordOnce(db, { toAddress: message.to, subject: 'Text message', textBody: message.text, transport: 'sms-outbox', sentAt: new Date() }, ref);
      log.info({ sms: true }, 'text message recorded in the outbox');
    },
  };
}
