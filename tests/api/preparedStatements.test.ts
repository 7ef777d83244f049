// Named prepared statements (server/db/prepared.ts) on both engines: many first calls at once
// share one PREPARE, each call's values reach the statement intact (quotes included), a value
// used twice fills both places, and results match the same query run unprepared and in a
// transaction (which runs it with the values inline).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../server/db/prepared';
import { queryRows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/client';
import { freshDatabase } from '../helpers/database';

let handle: DbHandle;
beforeAll(async () => { handle = await freshDatabase(); });
afterAll(async () => { await handle.close(); });

interface Echo { n: number; text: string; len: number; again: string }
let built = 0;
const echo = preparedStatement<Echo, 'n' | 'text'>('echo_test', (q) => {
  built += 1;
  return sql`select ${q.n}::int as n, ${q.text}::text as text, length(${q.text}::text) as len, ${q.text}::text as again`;
});

it('answers 20 concurrent first calls of a new statement, each with its own values, building it once', async () => {
  const texts = Array.from({ length: 20 }, (_, i) => `it's number ${i}; drop table x; -- '' \\`);
  const rows = await Promise.all(texts.map((text, n) => echo(handle.db, { n, text })));
  rows.forEach(([row], i) => expect(row).toEqual({ n: i, text: texts[i], len: texts[i]?.length, again: texts[i] }));
  expect(built).toBe(1);
});

it('gives the same rows as the unprepared query, and in a transaction', async () => {
  const values = { n: 7, text: 'O\'Brien' };
  const unprepared = await queryRows(handle.db, sql`select ${values.n}::int as n, ${values.text}::text as text,
    length(${values.text}::text) as len, ${values.text}::text as again`);
  expect(await echo(handle.db, values)).toEqual(unprepared);
  expect(await handle.db.transaction((tx) => echo(tx as unknown as typeof handle.db, values))).toEqual(unprepared);
});
