// Mail service (DESIGN §4): every message is recorded in the outbox table; the transport is the
// local console (default) or SMTP through nodemailer when SMTP_URL is set. Login links are
// redacted in what is stored and printed; only the development mailbox keeps them readable.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { redactLoginLinks } from '../../auth/magicLink';
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

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  /**
   * Store login links as sent, for /dev/mailbox (DEV_MAILBOX=true, never in production). Otherwise
   * the outbox holds them redacted: a copy of a live link is a session for whoever reads it.
   */
  keepLoginLinks?: boolean;
}

export function createMailService(db: Db, log: FastifyBaseLogger, options: MailOptions): MailService {
  const transport: MailTransport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.from)
    : consoleTransport(log);
  const stored = (text: string) => (options.keepLoginLinks ? text : redactLoginLinks(text));
  return {
    transport: transport.name,
    async send(message) {
      const [row] = await db.insert(outbox).values({
        toAddress: message.to, subject: message.subject, textBody: stored(message.text),
        htmlBody: message.html == null ? null : stored(message.html), transport: transport.name,
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

/**
 * Local default: the message stays in the outbox (readable at /dev/mailbox when DEV_MAILBOX=true)
 * and is printed for the developer, login links redacted like every other log line.
 */
function consoleTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'outbox',
    async deliver(message) {
      log.info({ to: message.to, subject: message.subject }, 'mail written to the local outbox (see /dev/mailbox)');
      process.stdout.write(`\n----- e-mail to ${message.to}: ${message.subject}\n${redactLoginLinks(message.text)}\n-----\n`);
    },
  };
}
