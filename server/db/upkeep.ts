// PGlite has no autovacuum, so an embedded install would keep the statistics and visibility map
// it started with: plans drift as tables grow, dead rows pile up, and index-only scans (the
// timeline's deep pages) visit the table for every entry. This does what autovacuum does, with
// its default thresholds, from the same counters; main.ts runs it on PGlite at start and then
// every few minutes. PostgreSQL's own autovacuum does this there, in the background.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './sql';

export interface TableStats {
  table: string;
  /** Estimated rows, -1 when never analysed (pg_class.reltuples). */
  rows: number;
  pages: number;
  allVisiblePages: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export interface UpkeepPlan {
  vacuum: string[];
  analyze: string[];
}

// PostgreSQL's autovacuum defaults (autovacuum_*_threshold and *_scale_factor).
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_VACUUM_BASE = 1000;
const INSERT_VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
/** Below this a table is read whole anyway; its visibility map does not matter. */
const SMALL_TABLE_PAGES = 16;

/** Which tables need a VACUUM (which here always analyses too) and which only an ANALYZE. */
export function upkeepPlan(stats: TableStats[]): UpkeepPlan {
  const plan: UpkeepPlan = { vacuum: [], analyze: [] };
  for (const t of stats) {
    const rows = Math.max(t.rows, 0);
    const needsVacuum = t.deadRows > VACUUM_BASE + VACUUM_SCALE * rows
      || t.insertedSinceVacuum > INSERT_VACUUM_BASE + INSERT_VACUUM_SCALE * rows
      // Counters start at zero with each process; the map itself shows a table never vacuumed.
      || (t.pages >= SMALL_TABLE_PAGES && t.allVisiblePages < t.pages / 2);
    const needsAnalyze = t.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * rows || (t.rows < 0 && t.pages > 0);
    if (needsVacuum) plan.vacuum.push(t.table);
    else if (needsAnalyze) plan.analyze.push(t.table);
  }
  return plan;
}

async function tableStats(db: Db): Promise<TableStats[]> {
  // A session's counters reach pg_stat_user_tables only when it reports them, which PGlite's one
  // session does rarely; this makes the next statement see them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return queryRows<TableStats>(db, sql`select s.relname as "table", c.reltuples::float8 as rows,
      c.relpages as pages, c.relallvisible as "allVisiblePages", s.n_dead_tup::float8 as "deadRows",
      s.n_ins_since_vacuum::float8 as "insertedSinceVacuum", s.n_mod_since_analyze::float8 as "changedSinceAnalyze"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema() order by s.relname`);
}

const quoted = (table: string) => `"${table.replace(/"/g, '""')}"`;

/** Vacuums and analyses the tables that need it; answers what it did. */
export async function runUpkeep(db: Db): Promise<UpkeepPlan> {
  const plan = upkeepPlan(await tableStats(db));
  for (const table of plan.vacuum) await db.execute(sql.raw(`vacuum (analyze) ${quoted(table)}`));
  if (plan.analyze.length > 0) await db.execute(sql.raw(`analyze ${plan.analyze.map(quoted).join(', ')}`));
  return plan;
}
