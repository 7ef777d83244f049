// report_definitions follows the catalogue (catalogue.ts), the one place reports are defined:
// at start each report is written by its sql_key (ids stay, so run history stays), and a report
// the catalogue no longer has is removed with its runs.
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SimpleReport } from '../../../contract/simpleReports';
import type { Db } from '../../db/client';
import { reportDefinitions } from '../../db/schema';
import { REPORT_CATALOGUE, reportQueryOf, type ReportQuery } from './catalogue';

export async function syncReportDefinitions(db: Db) {
  const keys = REPORT_CATALOGUE.map((q) => q.sqlKey);
  await db.delete(reportDefinitions).where(notInArray(reportDefinitions.sqlKey, keys));
  await db.insert(reportDefinitions)
    .values(REPORT_CATALOGUE.map(({ sqlKey, queryName, queryDescription, queryType }) => ({ sqlKey, queryName, queryDescription, queryType })))
    .onConflictDoUpdate({
      target: reportDefinitions.sqlKey,
      set: { queryName: sql`excluded.query_name`, queryDescription: sql`excluded.query_description`, queryType: sql`excluded.query_type` },
    });
}

export async function listReportDefinitions(db: Db): Promise<SimpleReport[]> {
  const rows = await db.select().from(reportDefinitions)
    .where(inArray(reportDefinitions.sqlKey, REPORT_CATALOGUE.map((q) => q.sqlKey))).orderBy(reportDefinitions.id);
  return rows.map((r) => ({ id: r.id, query_name: r.queryName, query_description: r.queryDescription, query_type: r.queryType }));
}

/** A definition with its query, or undefined when the id names no report of the catalogue. */
export async function reportDefinition(db: Db, id: number): Promise<(SimpleReport & { query: ReportQuery }) | undefined> {
  const [row] = await db.select().from(reportDefinitions).where(eq(reportDefinitions.id, id));
  const query = row && reportQueryOf(row.sqlKey);
  return query && { id: row.id, query_name: row.queryName, query_description: row.queryDescription, query_type: row.queryType, query };
}
