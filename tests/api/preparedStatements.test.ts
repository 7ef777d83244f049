// Named prepared statements (server/db/prepared.ts) on both engines: many first calls at once
// share one PREPARE, parameters reach the statement intact (quotes included), and results match
// the unprepared query.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../server/db/prepared';
import { queryRows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/client';
import { freshDatabase } from '../helpers/database';

let handle: DbHandle;
beforeAll(async () => { handle = await freshDatabase(); });
afterAll(async () => { await handle.close(); });

const echo = (n: number, text: string) => sql`select ${n}::int as n, ${text}::text as text, length(${text}::text) as len`;

it('answers 20 concurrent first calls of a new statement, each with its own parameters', async () => {
  const texts = Array.from({ length: 20 }, (_, i) => `it's number ${i}; drop table x; -- '' \\`);
  const rows = await Promise.all(texts.map((text, i) => preparedRows<{ n: number; text: string; len: number }>(handle.db, 'echo_test', echo(i, text))));
  rows.forEach(([row], i) => expect(row).toEqual({ n: i, text: texts[i], len: texts[i]?.length }));
});

it('gives the same rows as the unprepared query', async () => {
  const query = echo(7, 'O\'Brien');
  expect(await preparedRows(handle.db, 'echo_test', query)).toEqual(await queryRows(handle.db, query));
});
