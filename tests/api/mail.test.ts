// The SMTP adapter talks real SMTP: a server from the smtp-server package receives the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount } from '../helpers/fixtures';
import { mailTo } from '../helpers/mailbox';

interface Received { from: string; to: string[]; raw: string }
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

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
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Sway <login@sway.test>', DEV_MAILBOX: undefined });
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

  it('hides the dev mailbox when DEV_MAILBOX does not opt in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
  });
});
