// Raw SQL for the queries Drizzle's builder does not express well (aggregates, generate_series).
// Both drivers answer with { rows }; this is the one place that knows it.
import type { SQL } from 'drizzle-orm';

/** What runs SQL: the database or an open transaction. */
export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Runs a query on the database or in a transaction and answers its rows. */
export async function queryRows<T>(runner: SqlRunner, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A LIKE/ILIKE pattern matching `text` anywhere, with the user's % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** Whether a failed statement broke a unique constraint (PostgreSQL 23505), on either driver. */
export const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null
  && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');
