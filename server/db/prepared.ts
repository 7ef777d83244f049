// Named prepared statements for hot queries (the per-request session check, the dashboard).
// Planning the dashboard's CTE queries costs more than running them (7 ms against 2 ms on the
// benchmark data), and on PGlite an unnamed statement costs three times an EXECUTE of a prepared
// one even for the one-row session check (1.1 against 0.33 ms). A named statement lets
// PostgreSQL keep a generic plan per connection. node-postgres prepares by name on each pooled
// connection. PGlite is one session: the statement is PREPAREd once in SQL and run with EXECUTE,
// whose arguments are literals (numbers, or strings quoted by doubling single quotes).
//
// A statement is written once (`preparedStatement`) with named placeholders for its values:
// drizzle builds its SQL object and renders the text on the first call only, and each call fills
// in the values. Building and rendering a dashboard statement on every call cost 15-25 µs.
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { PgliteThread } from './pgliteThread';
import { queryRows } from './sql';

const dialect = new PgDialect();

interface NamedQueryClient {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

function namedClient(db: Db): NamedQueryClient | null {
  const client = (db as unknown as { $client?: Partial<NamedQueryClient> }).$client;
  // A pg Pool (it counts its connections); PGlite has no such property.
  return client && typeof client.totalCount === 'number' && typeof client.query === 'function' ? (client as NamedQueryClient) : null;
}

function pgliteClient(db: Db): PgliteThread | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PgliteThread ? client : null;
}

function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

// The PREPARE in flight or done, per statement name: concurrent first calls share one PREPARE.
const preparedInPglite = new WeakMap<PgliteThread, Map<string, Promise<unknown>>>();

async function pgliteRows<T>(client: PgliteThread, name: string, text: string, params: unknown[]): Promise<T[]> {
  let statements = preparedInPglite.get(client);
  if (!statements) {
    statements = new Map();
    preparedInPglite.set(client, statements);
  }
  let preparing = statements.get(name);
  if (!preparing) {
    preparing = client.exec(`PREPARE ${name} AS ${text}`);
    statements.set(name, preparing);
    preparing.catch(() => statements.delete(name));
  }
  await preparing;
  const args = params.length ? `(${params.map(literal).join(', ')})` : '';
  return (await client.query<T>(`EXECUTE ${name}${args}`)).rows;
}

/** A statement's named values: placeholders while it is written, the values when it runs. */
export type StatementParams<K extends string> = { readonly [P in K]: Placeholder<P> };

/**
 * A named statement whose values are the placeholders `build` puts in: `(db, values)` runs it.
 * `build` is called once, so it must not branch on anything but its placeholders; a statement
 * that differs by shape is a second statement with a name of its own. A value is one parameter
 * (an array is not expanded into a list, as drizzle does with a literal array).
 */
export function preparedStatement<T, K extends string = never>(name: string, build: (params: StatementParams<K>) => SQL) {
  let rendered: { text: string; params: unknown[] } | undefined;
  const statementName = `q_${name}`;
  return async (db: Db, values: Record<K, unknown>): Promise<T[]> => {
    const client = namedClient(db);
    const lite = client ? null : pgliteClient(db);
    // Any other runner (a transaction): the values go into the SQL as plain parameters.
    if (!client && !lite) return queryRows<T>(db, build(values as unknown as StatementParams<K>));
    if (!rendered) {
      const placeholders = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? sql.placeholder(key) : undefined) }) as StatementParams<K>;
      const query = dialect.sqlToQuery(build(placeholders));
      rendered = { text: query.sql, params: query.params };
    }
    const params = fillPlaceholders(rendered.params, values);
    if (lite) return pgliteRows<T>(lite, statementName, rendered.text, params);
    const result = await (client as NamedQueryClient).query({ name: statementName, text: rendered.text, values: params });
    return result.rows as T[];
  };
}
