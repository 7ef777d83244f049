// Nobody else can flood an account's inbox with login links or void its pending link: at most
// LOGIN_LINKS_PER_ACCOUNT_HOUR links an hour per account whoever asks, a request over that sends
// and voids nothing, and the count is in the database, shared by every server on it (issue 36 finding 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loginTokens } from '../../server/db/schema';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app';
import { createAccount } from '../helpers/fixtures';
import { loginTokenIn, mailTo } from '../helpers/mailbox';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ LOGIN_LINKS_PER_ACCOUNT_HOUR: '5' }); });
afterAll(async () => { await t.close(); });

const requestLink = (app: TestApp['app'], email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/client', payload: { email }, remoteAddress });
const redeem = (token: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token }, remoteAddress });

describe('login links per account (issue 36 finding 2)', () => {
  it('5 addresses × 3 requests a minute send the victim at most 5 e-mails, and its pending link still works', async () => {
    await createAccount(t.app, 'CLIENT', [], 'flooded@example.test');
    expect((await requestLink(t.app, 'flooded@example.test', '10.36.0.1')).statusCode).toBe(200);
    const [first] = await mailTo(t.app, 'flooded@example.test');
    const pending = loginTokenIn(first.textBody);

    const answers = [];
    for (let address = 1; address <= 5; address++) {
      for (let i = 0; i < 3; i++) answers.push(await requestLink(t.app, 'flooded@example.test', `10.36.1.${address}`));
    }
    // Every answer is the plain 'on its way', exactly as for an unknown e-mail.
    const unknown = await requestLink(t.app, 'nobody-flooded@example.test', '10.36.2.1');
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(new Set([`${unknown.statusCode} ${unknown.body}`]));

    expect(await mailTo(t.app, 'flooded@example.test')).toHaveLength(5);
    expect((await redeem(pending, '10.36.3.1')).statusCode).toBe(200);
  });

  it('a request over the cap sends nothing and voids nothing: every link sent still logs in', async () => {
    const account = await createAccount(t.app, 'CLIENT', [], 'capped@example.test');
    for (let i = 0; i < 8; i++) await requestLink(t.app, 'capped@example.test', `10.36.4.${i}`);
    const mails = await mailTo(t.app, 'capped@example.test');
    expect(mails).toHaveLength(5);
    const rows = await t.app.db.select().from(loginTokens).where(eq(loginTokens.accountId, account.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.voidedAt === null)).toBe(true);
    for (const [i, mail] of mails.entries()) expect((await redeem(loginTokenIn(mail.textBody), `10.36.5.${i}`)).statusCode).toBe(200);
  });

  it('never locks the owner out: over the cap, an account whose links are all used or expired gets one more, one at a time', async () => {
    const account = await createAccount(t.app, 'CLIENT', [], 'lockedout@example.test');
    // Someone else spends the hour's five links at its start; they expire unused.
    for (let i = 0; i < 5; i++) await requestLink(t.app, 'lockedout@example.test', `10.36.8.${i}`);
    await t.app.jobs.drain();
    await t.app.db.update(loginTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginTokens.accountId, account.id));
    // The owner asks twice: the first sends a link that works, the second nothing while it can be used.
    await requestLink(t.app, 'lockedout@example.test', '10.36.9.1');
    await requestLink(t.app, 'lockedout@example.test', '10.36.9.1');
    const mails = await mailTo(t.app, 'lockedout@example.test');
    expect(mails).toHaveLength(6);
    expect((await redeem(loginTokenIn(mails[0]!.textBody), '10.36.9.1')).statusCode).toBe(200);
  });

  it('counts links older than an hour no more', async () => {
    const account = await createAccount(t.app, 'CLIENT', [], 'hourly@example.test');
    for (let i = 0; i < 5; i++) await requestLink(t.app, 'hourly@example.test', `10.36.6.${i}`);
    await t.app.jobs.drain();
    await t.app.db.update(loginTokens).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(loginTokens.accountId, account.id));
    await requestLink(t.app, 'hourly@example.test', '10.36.6.9');
    expect(await mailTo(t.app, 'hourly@example.test')).toHaveLength(6);
  });

  it('holds for parallel requests, and across two servers on one database', async () => {
    const second = await buildApp({ config: testConfig({ LOGIN_LINKS_PER_ACCOUNT_HOUR: '5' }), database: t.database });
    await second.ready();
    try {
      const account = await createAccount(t.app, 'CLIENT', [], 'shared@example.test');
      await Promise.all(Array.from({ length: 12 }, (_, i) => requestLink(i % 2 ? second : t.app, 'shared@example.test', `10.36.7.${i}`)));
      await Promise.all([t.app.jobs.drain(), second.jobs.drain()]);
      const rows = await t.app.db.select().from(loginTokens).where(eq(loginTokens.accountId, account.id));
      expect(rows).toHaveLength(5);
    } finally {
      await second.close();
    }
  });
});
