// Second pass of the API tests on a PostgreSQL server, when TEST_DATABASE_URL names one.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
  process.exit(0);
}
console.log('API tests on PostgreSQL at TEST_DATABASE_URL');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_ENGINE: 'postgres' },
});
process.exit(run.status ?? 1);
