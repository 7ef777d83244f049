// Raw SQL for the queries Drizzle's builder does not express well (aggregates, generate_series).
// Both drivers answer with { rows }; this is the one place that knows it.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A LIKE/ILIKE pattern matching `text` anywhere, with the user's % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
