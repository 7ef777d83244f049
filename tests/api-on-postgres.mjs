// Second pass of the API tests on a PostgreSQL server, when TEST_DATABASE_URL names one: the files
// whose behaviour can depend on the engine (tests/postgresPass.mjs: all but those marked
// engine-independent). Extra arguments go to vitest (scripts/test.mjs adds its JSON report).
import { spawnSync } from 'node:child_process';
import { apiTestFiles, postgresPassFiles } from './postgresPass.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
  process.exit(0);
}
const files = postgresPassFiles();
console.log(`API tests on PostgreSQL at TEST_DATABASE_URL: ${files.length} of ${apiTestFiles().length} files (the others are marked engine-independent)`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2), ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_ENGINE: 'postgres' },
});
process.exit(run.status ?? 1);
