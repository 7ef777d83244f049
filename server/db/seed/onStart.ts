// The demo data on a first start (DESIGN §7), loaded in a short-lived child process: building a
// year of proofs grows the embedded database's WebAssembly memory to about a gigabyte, and a
// process never gives that back. Seeded by the child, the server opens a database that is
// already full and stays near its restart size (issue 20 item 5). The child is `npm run seed`'s
// own script, which refuses production like the config does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '../client';
import { hasAccounts } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedScript = path.join(here, 'cli.ts');
/** Where `tsx` resolves from. */
const repoRoot = path.resolve(here, '../../..');

export interface SeedTarget {
  databaseUrl?: string;
  pgliteDir: string;
}

/** Runs the seed script in a child Node process on the same database; rejects when it fails. */
export function seedInChildProcess(target: SeedTarget): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: target.pgliteDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  // tsx loads the TypeScript script whatever runs the parent (tsx for the server, Vitest in tests).
  const child = spawn(process.execPath, ['--import', 'tsx', seedScript], { cwd: repoRoot, env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`loading the demo data failed (seed process ${signal ? `killed by ${signal}` : `exited with ${code}`})`));
    });
  });
}

/**
 * Opens the database with the demo data in it. A PGlite directory without a database (a fresh
 * clone) is created, migrated and seeded by the child alone: creating it is most of the memory
 * and most of the time, so the server does not open it first. A database without accounts is
 * closed while the child seeds it (PGlite allows one process on a directory), then opened again.
 * `onSeeding` runs when the child starts (the server answers 'starting' meanwhile).
 */
export async function openWithDemoData(
  target: SeedTarget, open: () => Promise<DbHandle>, onSeeding: () => Promise<void> = async () => {},
): Promise<DbHandle> {
  if (!target.databaseUrl && !existsSync(path.join(target.pgliteDir, 'PG_VERSION'))) {
    await Promise.all([onSeeding(), seedInChildProcess(target)]);
    return open();
  }
  const database = await open();
  if (await hasAccounts(database.db)) return database;
  await database.close();
  await Promise.all([onSeeding(), seedInChildProcess(target)]);
  return open();
}
