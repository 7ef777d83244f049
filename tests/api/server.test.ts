// Server-wide behaviour: OpenAPI docs, the dev mailbox, error shapes and version headers.
// engine-independent: it checks the OpenAPI docs, error shapes and version headers, the same on both engines; the session check they pass is run on PostgreSQL by sessionCache.postgres and sessionChanges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAccount, createAdmin, createTenant } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

describe('server', () => {
  it('serves the OpenAPI document of the contract at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths).toHaveProperty('/api/auth/client');
    expect(doc.paths['/api/businesses/swap/{id}'].get.responses).toHaveProperty('200');
  });

  it('documents every call of the endpoint table with its roles', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const approve = doc.paths['/api/offer/approve/{id}'].put;
    expect(approve.operationId).toBe('approveOffer');
    expect(approve.description).toBe('Roles: ADMIN.');
    expect(doc.paths['/api/dashboard/current'].get.description).toBe('Roles: CLIENT, CLIENT_LITE, ADMIN.');
    expect(doc.paths['/api/auth/client'].post.description).toBe('Public: no login needed.');
  });

  it('answers 400, not 500, to a body Fastify refuses before validation', async () => {
    const { headers } = await createAdmin(t.app, null);
    const res = await t.app.inject({
      method: 'DELETE', url: '/api/adminSettings/swayProofReviewTemplates/99', headers: { ...headers, 'content-type': 'application/json' }, payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('lists sent mail in the dev mailbox, escaped, with a JSON twin', async () => {
    await createAccount(t.app, 'CLIENT', [], 'box@example.test');
    await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: 'box@example.test' } });
    await t.app.jobs.drain();
    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=box@example.test' });
    const [mail] = json.json();
    expect(mail.subject).toBe('Your Sway login link');
    expect(mail.links[0]).toMatch(/^http:\/\/console\.test\/auth\/login\/[A-Za-z0-9_-]{43}$/);
    const html = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(`<a href="${mail.links[0]}">`);
  });

  it('answers unknown API paths and bad bodies with JSON errors and the server version', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain('/api/nothing-here');
    expect(missing.headers['x-server-version']).toBe('2.36.0');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Validation failed please check your entries', fields: { email: expect.any(String) } });
  });

  it('answers an id too large for a database row with a 400 naming the field, not a server error', async () => {
    const { headers } = await createTenant(t.app);
    for (const url of ['/api/dashboard/voucherDetails/99999999999', '/api/proof/clientFeedback/2147483648']) {
      const res = await t.app.inject({ method: url.includes('clientFeedback') ? 'PUT' : 'GET', url, headers, payload: { clientFeedback: ['THANK_YOU'] } });
      expect(res.statusCode, url).toBe(400);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/voucherDetails/99999999999', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { id: 'Not a valid id' } });
  });
});
