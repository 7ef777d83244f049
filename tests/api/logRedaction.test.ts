// E-mail addresses never reach the request log (issue 19 finding 10): not in a path
// (`user/lookupSway/{email}`) nor a query (`/dev/mailbox?to=`), raw or percent-encoded.
// engine-independent: it checks what the request log writes for a path and a query, before and apart from the database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin } from '../helpers/fixtures';
import { captureLogs } from '../helpers/logs';

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs }); });
afterAll(async () => { await t.close(); });

it('logs request URLs with e-mail addresses redacted', async () => {
  const { headers } = await createAdmin(t.app, null);
  expect((await t.app.inject({ url: '/api/user/lookupSway/Someone.Local@Example.com', headers })).statusCode).toBe(200);
  await t.app.inject({ url: '/dev/mailbox?to=inbox%40example.org' });
  await t.app.inject({ url: '/api/user/lookupSway/third%40example.net', headers });
  const text = logs.text();
  expect(text).toContain('/api/user/lookupSway/[email]');
  expect(text).toContain('/dev/mailbox?to=[email]');
  for (const address of ['someone.local', 'inbox%40example.org', 'third%40example.net', 'example.com']) {
    expect(text.toLowerCase()).not.toContain(address);
  }
});
