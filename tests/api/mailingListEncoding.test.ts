// Issue 36 finding 11: a failed import does not report progress 100, and a file that is not UTF-8
// (Latin-1, Windows-1252) is refused with a message naming UTF-8 instead of imported garbled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAILING_LIST_IMPORT_MESSAGES, type MailingList } from '../../contract/mailingLists';
import { mailingListEntries } from '../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness } from '../helpers/fixtures';
import { multipartFile, multipartHeaders, multipartStream } from '../helpers/multipart';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const business = (await createBusiness(t.app)).id;
  ({ headers: admin } = await createAdmin(t.app, business));
});
afterAll(async () => t.close());

const newList = async (name: string) =>
  (await t.app.inject({ method: 'POST', url: `/api/mailingList/new/File/${encodeURIComponent(name)}`, headers: admin })).json<{ id: number }>().id;
const attach = (id: number, content: Buffer | NodeJS.ReadableStream) =>
  t.app.inject({
    method: 'POST', url: `/api/mailingList/attachFile/${id}`, headers: { ...admin, ...multipartHeaders },
    payload: (Buffer.isBuffer(content) ? multipartFile(content, 'contacts.csv') : content) as Buffer,
  });
const listOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/mailingList/', headers: admin })).json<MailingList[]>().find((l) => l.id === id);
const asciiRows = (count: number) => Array.from({ length: count }, (_, i) => `person${i}@example.test,Person${i},Smith`).join('\n');

describe('a file that is not UTF-8 (issue 36 finding 11)', () => {
  it('is refused at once when its first 64 KB show it, naming UTF-8', async () => {
    const id = await newList('latin1_small');
    const res = await attach(id, Buffer.from('email,first name\nzoe@example.test,Zoé\nrene@example.test,René\n', 'latin1'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(MAILING_LIST_IMPORT_MESSAGES.notUtf8);
    expect((await listOf(id))?.mailing_list_status).not.toBe('PROCESSING');
  });

  it('stops the import when a Latin-1 letter comes after the first megabyte, keeping nothing, and reports progress below 100', async () => {
    const id = await newList('latin1_late');
    // Sent in parts, as a browser does: the upload's check reads only the first 64 KB.
    const parts = ['email,first name,last name\n', ...Array.from({ length: 30 }, (_, i) => `${asciiRows(1000).replaceAll('person', `p${i}x`)}\n`)];
    expect(parts.join('').length).toBeGreaterThan(16 * 64 * 1024);
    const res = await attach(id, multipartStream([...parts, Buffer.from('zoe@example.test,Zoé,Müller\n', 'latin1'), asciiRows(10)]));
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const list = await listOf(id);
    expect(list?.mailing_list_status).toBe('FAILED');
    expect(list?.last_import?.message).toContain(MAILING_LIST_IMPORT_MESSAGES.notUtf8);
    expect(list?.last_import?.progress).toBeLessThan(100);
    expect(await t.app.db.select().from(mailingListEntries).where(eq(mailingListEntries.mailingListId, id))).toEqual([]);
  });

  it('imports UTF-8 accented letters as they are', async () => {
    const id = await newList('utf8');
    expect((await attach(id, Buffer.from('email,first name\nzoe@example.test,Zoé\n', 'utf8'))).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await listOf(id))?.mailing_list_status).toBe('READY');
    const [entry] = await t.app.db.select().from(mailingListEntries).where(eq(mailingListEntries.mailingListId, id));
    expect(entry.firstName).toBe('Zoé');
  });
});

describe('progress of a failed import (issue 36 finding 11)', () => {
  it('is not 100 when every row had an error', async () => {
    const id = await newList('all_bad');
    expect((await attach(id, Buffer.from('email,first name\nnot-an-email,Ann\nalso bad,Bob\n'))).statusCode).toBe(200);
    await t.app.jobs.drain();
    const list = await listOf(id);
    expect(list?.mailing_list_status).toBe('FAILED');
    expect(list?.last_import?.progress).toBeLessThan(100);
  });
});
