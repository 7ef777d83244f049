// Mail service (DESIGN §4): every message is recorded in the outbox table; the transport is the
// local console (default) or SMTP through nodemailer when SMTP_URL is set. Login links are
// redacted in what is stored and printed; only the development mailbox keeps them readable.
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
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

/** Which message of which domain event this is: such a message is recorded and sent once, however often its handler runs. */
export interface MessageRef {
  eventId: number;
  messageKey: string;
}

export interface MailService {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage, ref?: MessageRef): Promise<void>;
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
    async send(message, ref) {
      const row = await recordOnce(db, {
        toAddress: message.to, subject: message.subject, textBody: stored(message.text),
        htmlBody: message.html == null ? null : stored(message.html), transport: transport.name,
      }, ref);
      if (!row) return;
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

type OutboxRow = typeof outbox.$inferInsert;

/**
 * Records a message; with a ref, only once: a second call finds the first's row and answers it
 * only while it is still unsent (its delivery failed, or its server died before delivering).
 * Answers null when there is nothing left to deliver.
 */
export async function recordOnce(db: Db, values: OutboxRow, ref?: MessageRef): Promise<{ id: number } | null> {
  if (!ref) {
    const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
    return row!;
  }
  const [fresh] = await queryRows<{ id: number }>(db, sql`
    insert into outbox (to_address, subject, text_body, html_body, transport, sent_at, event_id, message_key)
    values (${values.toAddress}, ${values.subject}, ${values.textBody}, ${values.htmlBody ?? null}, ${values.transport},
      ${values.sentAt ? values.sentAt.toISOString() : null}::timestamptz, ${ref.eventId}, ${ref.messageKey})
    on conflict (event_id, message_key) where event_id is not null do nothing
    returning id`);
  if (fresh) return fresh;
  const [earlier] = await queryRows<{ id: number; sent_at: string | null }>(db, sql`
    select id, sent_at from outbox where event_id = ${ref.eventId} and message_key = ${ref.messageKey}`);
  return earlier && earlier.sent_at == null ? { id: earlier.id } : null;
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
