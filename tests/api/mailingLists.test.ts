// Mailing lists (spec 3 §2, §4, §5, §6, §7): list, create (File or Survey) and archive, per
// business; ADMIN only; deleting archives and keeps the contacts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailingListEntries, mailingLists } from '../../server/db/schema';
import type { MailingList } from '../../contract/mailingLists';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, createAdmin, createBusiness, tokenFor } from '../helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;
let business: number;

beforeAll(async () => {
  t = await buildTestApp();
  business = (await createBusiness(t.app)).id;
  ({ headers: admin } = await createAdmin(t.app, business));
});
afterAll(async () => t.close());

const create = (type: string, name: string, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/mailingList/new/${type}/${encodeURIComponent(name)}`, headers });
const list = async (headers = admin) => (await t.app.inject({ method: 'GET', url: '/api/mailingList/', headers })).json<MailingList[]>();

describe('mailing lists', () => {
  it('creates File and Survey lists, EMPTY, listed newest first', async () => {
    const file = await create('File', ' customers_2026_Nov_23 ');
    expect(file.statusCode).toBe(200);
    const survey = await create('Survey', 'Survey_Nov_23_2026');
    const lists = await list();
    expect(lists.map((l) => [l.name, l.mailing_list_type, l.mailing_list_status, l.entries])).toEqual([
      ['Survey_Nov_23_2026', 'Survey', 'EMPTY', 0],
      ['customers_2026_Nov_23', 'File', 'EMPTY', 0],
    ]);
    expect(lists.map((l) => l.id)).toEqual([survey.json<{ id: number }>().id, file.json<{ id: number }>().id]);
    expect(Date.parse(lists[0].created_at)).not.toBeNaN();
  });

  it("refuses a blank name or an unknown type with the spec's text", async () => {
    // A name travels in the path: past Fastify's 100-character parameter limit it is a 414.
    expect((await create('File', 'x'.repeat(101))).statusCode).toBe(414);
    expect((await create('File', 'nul\u0000name')).statusCode).toBe(400);
    for (const [type, name] of [['File', ' '], ['Email', 'x']]) {
      const res = await create(type, name);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json<{ fields: Record<string, string> }>().fields)).toEqual(['You must enter in a list name']);
    }
  });

  it('archives on delete: the list leaves the table, its contacts stay', async () => {
    const { id } = (await create('File', 'to archive')).json<{ id: number }>();
    await t.app.db.insert(mailingListEntries).values([{ mailingListId: id, email: 'ann@example.test' }, { mailingListId: id, email: 'bob@example.test' }]);
    expect((await list()).find((l) => l.id === id)?.entries).toBe(2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/mailingList/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'to archive', mailing_list_status: 'ARCHIVED', entries: 2 });
    expect((await list()).map((l) => l.id)).not.toContain(id);
    const [row] = await t.app.db.select().from(mailingLists).where(eq(mailingLists.id, id));
    expect(row.mailingListStatus).toBe('ARCHIVED');
    expect(await t.app.db.select().from(mailingListEntries).where(eq(mailingListEntries.mailingListId, id))).toHaveLength(2);
  });

  it("keeps each business's lists to itself: another business's list answers like a missing one", async () => {
    const { id } = (await create('Survey', 'private')).json<{ id: number }>();
    const other = (await createBusiness(t.app)).id;
    const { headers: otherAdmin } = await createAdmin(t.app, other);
    expect((await list(otherAdmin)).map((l) => l.id)).not.toContain(id);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/mailingList/${id}`, headers: otherAdmin });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/mailingList/999999', headers: otherAdmin });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Mailing list not found' });
    expect(foreign.body).toBe(missing.body);
  });

  it('answers 403 to CLIENT and CLIENT_LITE of the same business', async () => {
    const { id } = (await create('File', 'admins only')).json<{ id: number }>();
    const owner = bearer(await tokenFor(t.app, await createAccount(t.app, 'CLIENT', [business]), business));
    const lite = bearer(await tokenFor(t.app, await createAccount(t.app, 'CLIENT_LITE', [business]), business));
    for (const h of [owner, lite]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/mailingList/', headers: h })).statusCode).toBe(403);
      expect((await create('File', 'nope', h)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/mailingList/${id}`, headers: h })).statusCode).toBe(403);
    }
    expect((await list()).map((l) => l.name)).not.toContain('nope');
  });
});
