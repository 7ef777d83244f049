// PGlite on its worker thread (server/db/pgliteThread.ts): a transaction sees none of the
// statements other callers send while it is open, errors keep their PostgreSQL fields, and a
// failed statement does not stop the next one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgliteThread } from '../../server/db/pgliteThread';

let db: PgliteThread;
beforeAll(async () => {
  db = new PgliteThread('memory://');
  await db.waitReady;
  await db.exec('create table notes (id serial primary key, body text unique)');
});
afterAll(async () => { await db.close(); });

const bodies = async () => (await db.query<{ body: string }>('select body from notes order by id')).rows.map((r) => r.body);

it('keeps statements sent during a transaction out of it: a rollback loses only its own', async () => {
  let release: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => { release = resolve; });
  const failing = db.transaction(async (tx) => {
    await tx.query('insert into notes (body) values ($1)', ['inside']);
    await paused;
    throw new Error('abandon');
  });
  // Sent while the transaction is open (it has already inserted): must run after it, on its own.
  await Promise.resolve();
  const outside = db.query('insert into notes (body) values ($1)', ['outside']);
  release();
  await expect(failing).rejects.toThrow('abandon');
  await outside;
  expect(await bodies()).toEqual(['outside']);
});

it('commits a transaction and answers queued callers in order', async () => {
  const order: string[] = [];
  const committed = db.transaction(async (tx) => {
    await tx.query('insert into notes (body) values ($1)', ['first']);
    await tx.query('insert into notes (body) values ($1)', ['second']);
    order.push('transaction');
  });
  const later = [1, 2, 3].map((n) => db.query('select $1::int as n', [n]).then(() => order.push(`query ${n}`)));
  await Promise.all([committed, ...later]);
  expect(order).toEqual(['transaction', 'query 1', 'query 2', 'query 3']);
  expect(await bodies()).toEqual(['outside', 'first', 'second']);
});

it('carries the PostgreSQL error code across the thread and goes on working', async () => {
  await expect(db.query('insert into notes (body) values ($1)', ['first'])).rejects.toMatchObject({ code: '23505', constraint: 'notes_body_key' });
  expect((await db.query<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
});

it('returns dates as text when asked for it by type, as drizzle does', async () => {
  const { rows } = await db.query<[string]>("select '2026-11-22T10:00:00Z'::timestamptz", [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
  expect(typeof rows[0]?.[0]).toBe('string');
  const parsed = await db.query<{ t: Date }>("select '2026-11-22T10:00:00Z'::timestamptz as t");
  expect(parsed.rows[0]?.t).toBeInstanceOf(Date);
});

it('reports a NOTIFY before the answer to the statement that committed it, and stops when asked', async () => {
  await db.exec(`create table watched (id int);
    create function watched_changed() returns trigger language plpgsql as $$ begin perform pg_notify('watched', ''); return null; end $$;
    create trigger watched_changed after insert on watched for each statement execute function watched_changed();`);
  const events: string[] = [];
  const stop = await db.listen('watched', () => events.push('notified'));
  await db.query('insert into watched values (1)');
  events.push('insert answered');
  await db.transaction(async (tx) => {
    await tx.query('insert into watched values (2)');
    events.push('inside the transaction');
  });
  events.push('commit answered');
  stop();
  await db.query('insert into watched values (3)');
  expect(events).toEqual(['notified', 'insert answered', 'inside the transaction', 'notified', 'commit answered']);
});
