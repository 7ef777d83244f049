// The dev mailbox shows every login link to whoever asks, so it is an explicit development
// opt-in (DEV_MAILBOX=true) and never served in production (issue 19 finding 1).
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestEnv } from '../helpers/app';

async function mailboxStatus(env: TestEnv): Promise<number[]> {
  const t = await buildTestApp(env);
  try {
    const answers = await Promise.all(['/dev/mailbox', '/dev/mailbox.json'].map((url) => t.app.inject({ method: 'GET', url })));
    return answers.map((res) => res.statusCode);
  } finally {
    await t.close();
  }
}

describe('dev mailbox', () => {
  it('is 404 in development unless DEV_MAILBOX=true, even without a mail server', async () => {
    expect(await mailboxStatus({ NODE_ENV: 'development', DEV_MAILBOX: undefined })).toEqual([404, 404]);
    expect(await mailboxStatus({ NODE_ENV: 'development', DEV_MAILBOX: 'false' })).toEqual([404, 404]);
  });

  it('is 404 in production', async () => {
    expect(await mailboxStatus({ NODE_ENV: 'production', DEV_MAILBOX: undefined, SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([404, 404]);
  });

  it('is served when DEV_MAILBOX=true opts in outside production', async () => {
    expect(await mailboxStatus({ NODE_ENV: 'development', DEV_MAILBOX: 'true' })).toEqual([200, 200]);
  });
});
