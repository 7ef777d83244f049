// Which tables the PGlite upkeep job vacuums or analyses (server/db/upkeep.ts): autovacuum's
// default thresholds, plus a visibility map that shows a table was never vacuumed.
import { describe, expect, it } from 'vitest';
import { upkeepPlan, type TableStats } from '../../server/db/upkeep';

const quiet: TableStats = {
  table: 'proofs', rows: 100_000, pages: 1000, allVisiblePages: 1000, deadRows: 0, insertedSinceVacuum: 0, changedSinceAnalyze: 0,
};
const planFor = (changes: Partial<TableStats>) => upkeepPlan([{ ...quiet, ...changes }]);

describe('upkeepPlan', () => {
  it('leaves a table alone until a fifth of it is dead or new, or a tenth changed', () => {
    expect(planFor({ deadRows: 20_050, insertedSinceVacuum: 21_000, changedSinceAnalyze: 10_050 })).toEqual({ vacuum: [], analyze: [] });
  });

  it('vacuums past 50 + 20 % dead rows or 1000 + 20 % inserted rows', () => {
    expect(planFor({ deadRows: 20_051 })).toEqual({ vacuum: ['proofs'], analyze: [] });
    expect(planFor({ insertedSinceVacuum: 21_001 })).toEqual({ vacuum: ['proofs'], analyze: [] });
  });

  it('analyses alone past 50 + 10 % changed rows, and a table never analysed', () => {
    expect(planFor({ changedSinceAnalyze: 10_051 })).toEqual({ vacuum: [], analyze: ['proofs'] });
    expect(planFor({ rows: -1, pages: 3, allVisiblePages: 0 })).toEqual({ vacuum: [], analyze: ['proofs'] });
  });

  it('vacuums a table whose visibility map is mostly unset, as after a restart lost the counters', () => {
    expect(planFor({ allVisiblePages: 499 })).toEqual({ vacuum: ['proofs'], analyze: [] });
    expect(planFor({ allVisiblePages: 500 })).toEqual({ vacuum: [], analyze: [] });
    // A small table is read whole anyway.
    expect(planFor({ pages: 15, allVisiblePages: 0 })).toEqual({ vacuum: [], analyze: [] });
  });

  it('leaves an empty table that was never analysed alone', () => {
    expect(planFor({ rows: -1, pages: 0, allVisiblePages: 0 })).toEqual({ vacuum: [], analyze: [] });
  });
});
