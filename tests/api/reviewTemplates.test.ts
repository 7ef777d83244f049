// Sway proof review templates (spec 3 §2, §7): admin CRUD; CLIENT and CLIENT_LITE get 403.
// engine-independent: admin CRUD through Drizzle query builders one request at a time, and role checks made before any statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createTenant, tokenFor } from '../helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;
const PATH = '/api/adminSettings/swayProofReviewTemplates';

beforeAll(async () => {
  t = await buildTestApp();
  ({ headers: admin } = await createAdmin(t.app, null));
});
afterAll(async () => t.close());

describe('adminSettings/swayProofReviewTemplates', () => {
  it('adds, lists, updates and deletes a template', async () => {
    const created = await t.app.inject({ method: 'POST', url: PATH, headers: admin, payload: { title: 'Great photo', email_template_id: 'tpl-1', type: 'APPROVED' } });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: number }>();
    expect((await t.app.inject({ method: 'GET', url: PATH, headers: admin })).json()).toContainEqual({ id, title: 'Great photo', email_template_id: 'tpl-1', type: 'APPROVED' });
    const updated = await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: admin, payload: { title: 'Blurry', email_template_id: 'tpl-2', type: 'DENIED' } });
    expect(updated.json()).toEqual({ id, title: 'Blurry', email_template_id: 'tpl-2', type: 'DENIED' });
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: PATH, headers: admin })).json<{ id: number }[]>().map((x) => x.id)).not.toContain(id);
  });

  it('requires the three fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: PATH, headers: admin, payload: { title: ' ', email_template_id: '', type: 'MAYBE' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['email_template_id', 'title', 'type']);
  });

  it('answers 403 to CLIENT and CLIENT_LITE', async () => {
    const { business, headers } = await createTenant(t.app);
    const lite = await createAccount(t.app, 'CLIENT_LITE', [business.id]);
    const liteHeaders = bearer(await tokenFor(t.app, lite, business.id));
    for (const h of [headers, liteHeaders]) {
      expect((await t.app.inject({ method: 'GET', url: PATH, headers: h })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: PATH, headers: h, payload: { title: 'x', email_template_id: 'y', type: 'APPROVED' } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/1`, headers: h })).statusCode).toBe(403);
    }
  });
});
