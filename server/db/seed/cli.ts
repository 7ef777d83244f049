// `npm run seed [-- --reset] [-- --scale N]`: loads the demo data set (or the large benchmark set)
// into DATABASE_URL, or into the PGlite directory PGLITE_DIR (default ./data/pglite).
import { sql } from 'drizzle-orm';
import { openDatabase, type DbOptions } from '../client';
import { hasAccounts, seedDemo, seedScale } from './index';

function parseArgs(argv: string[]): { reset: boolean; scale: number | null } {
  const reset = argv.includes('--reset');
  const at = argv.indexOf('--scale');
  if (at === -1) return { reset, scale: null };
  const scale = Number(argv[at + 1]);
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale needs a positive whole number of businesses');
  return { reset, scale };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (process.env.NODE_ENV === 'production') {
    // The demo and benchmark sets have well-known accounts (admin@example.com): never in production.
    throw new Error('npm run seed refuses to run with NODE_ENV=production: the demo data has well-known accounts such as admin@example.com');
  }
  const options: DbOptions = process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { pgliteDir: process.env.PGLITE_DIR ?? './data/pglite' };
  const where = options.databaseUrl ? 'DATABASE_URL' : `PGlite at ${options.pgliteDir ?? ''}`;
  let handle = await openDatabase(options);
  if (args.reset) {
    await handle.db.execute(sql`DROP SCHEMA public CASCADE`);
    await handle.db.execute(sql`CREATE SCHEMA public`);
    await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await handle.close();
    handle = await openDatabase(options); // migrates the empty database again
    console.log(`reset: dropped all data in ${where} and re-ran the migrations`);
  }
  const started = Date.now();
  try {
    if (args.scale !== null) {
      await seedScale(handle.db, args.scale);
      console.log(`seeded ${args.scale} scale businesses into ${where} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    } else if (await hasAccounts(handle.db)) {
      console.log(`${where} already has accounts: demo data not loaded (use --reset to start over)`);
    } else {
      await seedDemo(handle.db);
      console.log(`seeded the demo data set into ${where} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
      console.log('log in as admin@example.com (ADMIN), owner@example.com (CLIENT, two businesses), lite@example.com (CLIENT_LITE) or other@example.com');
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
