// The first start's demo data comes from a child process (server/db/seed/onStart.ts, issue 20
// item 5): a fresh PGlite directory is created and seeded by the child, and one with accounts is
// left alone. (One test: creating a PGlite database takes most of a minute on a busy machine.)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { openWithDemoData } from '../../server/db/seed/onStart';
import { accounts } from '../../server/db/schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-seed-on-start-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function accountsIn(database: DbHandle): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(accounts);
  return row?.n ?? 0;
}

describe('demo data on a first start', () => {
  it('creates and seeds a fresh PGlite directory in a child process, and leaves a seeded one alone', async () => {
    const pgliteDir = tempDir();
    let opened = 0;
    const open = () => { opened++; return openDatabase({ pgliteDir }); };
    const first = await openWithDemoData({ pgliteDir }, open);
    const seeded = await accountsIn(first);
    expect(seeded).toBeGreaterThan(0);
    expect(opened).toBe(1); // the server opened the database once, after the child had made it
    await first.close();
    const again = await openWithDemoData({ pgliteDir }, open);
    expect(await accountsIn(again)).toBe(seeded);
    await again.close();
  }, 300_000);
});
