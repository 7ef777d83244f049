// Business users (issue 4; spec 1 §2 Users, §6 admin-only e-mail change and login e-mails, §7 businessUser/*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createBusiness, createTenant, tokenFor } from '../helpers/fixtures';
import { loginTokenIn, mailTo } from '../helpers/mailbox';
import type { BusinessUser } from '../../contract/users';

let t: TestApp;
const SWAY_URL = 'http://sway-dashboard.test';
beforeAll(async () => { t = await buildTestApp({ SWAY_DASHBOARD_URL: SWAY_URL }); });
afterAll(async () => { await t.close(); });

let n = 0;
const newEmail = () => `user-${Date.now()}-${n++}@example.test`;
const add = (headers: Record<string, string>, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/businessUser', headers, payload });

describe('business users', () => {
  it('adds a user to the business and lists only the business\'s users', async () => {
    const a = await createTenant(t.app);
    const b = await createTenant(t.app);
    const email = newEmail();
    const res = await add(a.headers, { first_name: ' Ann ', last_name: 'Lee', email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Ann', last_name: 'Lee', email });
    const listA = (await t.app.inject({ method: 'GET', url: '/api/businessUser/all', headers: a.headers })).json() as BusinessUser[];
    const listB = (await t.app.inject({ method: 'GET', url: '/api/businessUser/all', headers: b.headers })).json() as BusinessUser[];
    expect(listA.map((u) => u.email).sort()).toEqual([a.owner.email, email].sort());
    expect(listB.map((u) => u.email)).toEqual([b.owner.email]);
  });

  it('answers a duplicate e-mail with a field error, on create and on an admin\'s edit', async () => {
    const { business, owner, headers } = await createTenant(t.app);
    const res = await add(headers, { first_name: 'Dup', last_name: 'Licate', email: ` ${owner.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { email: 'A user with this e-mail already exists' } });
    const other = (await add(headers, { first_name: 'Oth', last_name: 'Er', email: newEmail() })).json() as BusinessUser;
    const { headers: admin } = await createAdmin(t.app, business.id);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${other.id}`, headers: admin, payload: { first_name: 'Oth', last_name: 'Er', email: owner.email } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields.email).toBe('A user with this e-mail already exists');
  });

  it('answers an e-mail with an account elsewhere exactly like a new one, adds that person, and never shows an admin (issue 19 finding 10)', async () => {
    const { headers } = await createTenant(t.app);
    const elsewhere = await createTenant(t.app);
    const { admin } = await createAdmin(t.app, elsewhere.business.id);
    const fresh = await add(headers, { first_name: 'New', last_name: 'Person', email: newEmail() });
    const known = await add(headers, { first_name: 'Typed', last_name: 'Name', email: elsewhere.owner.email });
    const adminReply = await add(headers, { first_name: 'Typed', last_name: 'Admin', email: admin.email });
    for (const reply of [known, adminReply]) {
      expect(reply.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(reply.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      const headerNames = (r: typeof fresh) => Object.keys(r.headers).filter((h) => !['date', 'content-length'].includes(h)).sort();
      expect(headerNames(reply)).toEqual(headerNames(fresh));
    }
    // The reply echoes what was entered, not the account's own names.
    expect(known.json()).toMatchObject({ first_name: 'Typed', last_name: 'Name', email: elsewhere.owner.email });
    const list = (await t.app.inject({ method: 'GET', url: '/api/businessUser/all', headers })).json() as BusinessUser[];
    expect(list.map((u) => u.email)).toContain(elsewhere.owner.email);
    expect(list.map((u) => u.email)).not.toContain(admin.email);
    await t.app.jobs.drain();
    const [notice] = await mailTo(t.app, elsewhere.owner.email);
    expect(notice.subject).toMatch(/^You now have access to .+ on Sway$/);
    // Now in this business's own list: adding it again is the field error.
    const again = await add(headers, { first_name: 'Typed', last_name: 'Name', email: elsewhere.owner.email });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.email).toBe('A user with this e-mail already exists');
  });

  it('validates names and e-mail with the spec messages', async () => {
    const { headers } = await createTenant(t.app);
    const res = await add(headers, { first_name: ' ', last_name: 'X', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ first_name: 'required', email: 'E-mail must be valid' });
  });

  it('lets a CLIENT rename a user but not change the e-mail; an admin may', async () => {
    const { business, headers } = await createTenant(t.app);
    const user = (await add(headers, { first_name: 'Bo', last_name: 'B', email: newEmail() })).json() as BusinessUser;
    const rename = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${user.id}`, headers, payload: { first_name: 'Bob', last_name: 'B', email: user.email } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().first_name).toBe('Bob');
    const next = newEmail();
    const refused = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${user.id}`, headers, payload: { first_name: 'Bob', last_name: 'B', email: next } });
    expect(refused.statusCode).toBe(403);
    const { headers: admin } = await createAdmin(t.app, business.id);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${user.id}`, headers: admin, payload: { first_name: 'Bob', last_name: 'B', email: next } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(next);
  });

  it('404s a user of another business', async () => {
    const a = await createTenant(t.app);
    const b = await createTenant(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${b.owner.id}`, headers: a.headers, payload: { first_name: 'X', last_name: 'Y' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('who a business user may see and edit (issue 19 finding 5, issue 18 defect 2)', () => {
  it("never lists or lets anyone edit the admin who switched into the business, and keeps the admin's recent list", async () => {
    const { business, headers } = await createTenant(t.app);
    const { admin, headers: adminHeaders } = await createAdmin(t.app, null);
    const swap = await t.app.inject({ url: `/api/businesses/swap/${business.id}`, headers: adminHeaders });
    expect(swap.statusCode).toBe(200);
    expect(swap.json().recentBusinesses.map((b: { id: number }) => b.id)).toEqual([business.id]);
    const list = (await t.app.inject({ url: '/api/businessUser/all', headers })).json() as BusinessUser[];
    expect(list.map((u) => u.id)).not.toContain(admin.id);
    const rename = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${admin.id}`, headers, payload: { first_name: 'Pwned', last_name: 'Admin' } });
    expect(rename.statusCode).toBe(404);
    const after = (await t.app.inject({ url: '/api/user/loggedIn', headers: bearer(swap.json().token) })).json();
    expect(after.first_name).toBe('Test');
  });

  it('lets a business user edit only accounts that belong to its business alone', async () => {
    const { business, headers } = await createTenant(t.app);
    const elsewhere = await createBusiness(t.app);
    const coOwner = await createAccount(t.app, 'CLIENT', [business.id, elsewhere.id]);
    const refused = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${coOwner.id}`, headers, payload: { first_name: 'Re', last_name: 'Named' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This user also belongs to another business; only Sway support can change their details');
    const fromThere = bearer(await tokenFor(t.app, await createAccount(t.app, 'CLIENT', [elsewhere.id]), elsewhere.id));
    expect((await t.app.inject({ method: 'PUT', url: `/api/businessUser/${coOwner.id}`, headers: fromThere, payload: { first_name: 'Re', last_name: 'Named' } })).statusCode).toBe(403);
    const { headers: admin } = await createAdmin(t.app, business.id);
    const byAdmin = await t.app.inject({ method: 'PUT', url: `/api/businessUser/${coOwner.id}`, headers: admin, payload: { first_name: 'Re', last_name: 'Named' } });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('login e-mails sent by an admin', () => {
  it('are refused for a CLIENT', async () => {
    const { owner, headers } = await createTenant(t.app);
    const res = await t.app.inject({ method: 'POST', url: `/api/businessUser/${owner.id}/loginEmail/client`, headers });
    expect(res.statusCode).toBe(403);
  });

  it('reach the outbox with a working link to the product and one to the sway dashboard', async () => {
    const { business } = await createTenant(t.app);
    const user = await createAccount(t.app, 'CLIENT', [business.id]);
    const { headers } = await createAdmin(t.app, business.id);
    const product = await t.app.inject({ method: 'POST', url: `/api/businessUser/${user.id}/loginEmail/client`, headers });
    expect(product.statusCode).toBe(200);
    expect(product.json().message).toBe('Login Email Sent');
    const [mail] = await mailTo(t.app, user.email);
    expect(mail.textBody).toContain(`${TEST_PUBLIC_URL}/auth/login/`);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: loginTokenIn(mail.textBody) } });
    expect(login.statusCode).toBe(200);

    const sway = await t.app.inject({ method: 'POST', url: `/api/businessUser/${user.id}/loginEmail/swayClient`, headers });
    expect(sway.statusCode).toBe(200);
    const [latest] = await mailTo(t.app, user.email);
    expect(latest.textBody).toContain(`${SWAY_URL}/auth/login/`);
  });
});
