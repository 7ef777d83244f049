// The SMTP adapter talks real SMTP: a server from the smtp-server package receives the mail.
// engine-independent: it checks the SMTP adapter against a real SMTP server; the database is not involved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../server/auth/magicLink';
import { loginTokens } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount } from '../helpers/fixtures';
import { captureLogs } from '../helpers/logs';
import { loginTokenIn, mailTo } from '../helpers/mailbox';

interface Received { from: string; to: string[]; raw: string }
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;
const logs = captureLogs();

/** The text of a raw SMTP message with its quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8'); });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Sway <login@sway.test>', DEV_MAILBOX: undefined, LOG_LEVEL: 'trace' },
    { logStream: logs },
  );
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP mail adapter', () => {
  it('delivers the magic link over SMTP and records it as sent', async () => {
    expect(t.app.mail.transport).toBe('smtp');
    await createAccount(t.app, 'CLIENT', [], 'smtp@example.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'smtp@example.test' } });
    expect(res.statusCode).toBe(200);
    const [row] = await mailTo(t.app, 'smtp@example.test');
    expect(row.sentAt).not.toBeNull();
    expect(row.transport).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('login@sway.test');
    expect(received[0].to).toEqual(['smtp@example.test']);
    expect(received[0].raw).toContain('Subject: Your Sway login link');
    expect(received[0].raw).toContain('http://console.test/auth/login/');
  });

  it('stores and logs the login link redacted: no live token in the outbox or the log (issue 19 finding 3)', async () => {
    await createAccount(t.app, 'CLIENT', [], 'redact@example.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'redact@example.test' } });
    expect(res.statusCode).toBe(200);
    const [row] = await mailTo(t.app, 'redact@example.test');
    const delivered = received.find((m) => m.to.includes('redact@example.test'));
    const token = loginTokenIn(decoded(delivered?.raw ?? ''));
    // The delivered token is live: its hash is a pending login token.
    const live = await t.app.db.select().from(loginTokens).where(eq(loginTokens.tokenHash, hashToken(token)));
    expect(live).toHaveLength(1);

    // The person opens the link: the console page, then the redeeming POST.
    await t.app.inject({ method: 'GET', url: `/auth/login/${token}` });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token } });
    expect(login.statusCode).toBe(200);

    const stored = `${row.textBody}\n${row.htmlBody ?? ''}`;
    expect(row.textBody).toContain('http://console.test/auth/login/[redacted]');
    expect(row.htmlBody).toContain('http://console.test/auth/login/[redacted]');
    const logged = logs.text();
    expect(logged).toContain('/auth/login/[redacted]');
    for (const text of [stored, logged]) {
      expect(text).not.toContain(token);
      // Nothing that looks like a token hashes to a login token of this account.
      const candidates = text.match(/[A-Za-z0-9_-]{43}/g) ?? [];
      const hashes = new Set(candidates.map(hashToken));
      expect(hashes.has(hashToken(token))).toBe(false);
    }
  });

  it('hides the dev mailbox when DEV_MAILBOX does not opt in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
  });
});
