// Mail service (DESIGN §4): every message is recorded in the outbox table; the transport is the
// local console (default) or SMTP through nodemailer when SMTP_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { createSmtpTransport } from './smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailService {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export interface MailTransport {
  name: 'outbox' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
}

export function createMailService(db: Db, log: FastifyBaseLogger, options: { smtpUrl?: string; from: string }): MailService {
  const transport: MailTransport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.from)
    : consoleTransport(log);
  return {
    transport: transport.name,
    async send(message) {
      const [row] = await db.insert(outbox).values({
        toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, transport: transport.name,
      }).returning({ id: outbox.id });
      try {
        await transport.deliver(message);
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        await db.update(outbox).set({ error: String(err) }).where(eq(outbox.id, row.id));
        throw err;
      }
    },
  };
}

/** Local default: the message stays in the outbox (/dev/mailbox) and is printed for the developer. */
function consoleTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'outbox',
    async deliver(message) {
      log.info({ to: message.to, subject: message.subject }, 'mail written to the local outbox (see /dev/mailbox)');
      process.stdout.write(`\n----- e-mail to ${message.to}: ${message.subject}\n${message.text}\n-----\n`);
    },
  };
}
