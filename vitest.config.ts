import { defineConfig } from 'vitest/config';
import { apiRoutesPlugin } from './contract/api/vitePlugin';

// Two projects: fast pure unit tests, and API tests that build the real app on a fresh
// migrated database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine.
    // Most of an API file's time is its database's WebAssembly on a thread of its own while the
    // file's process waits, so two files at a time use both cores.
    maxWorkers: 2,
    projects: [
      {
        plugins: [apiRoutesPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A bound on a hung test, not a judgement of speed (issue 37: no test fails for time):
          // the suite must pass with a CPU hog beside it, where vitest's 5 s default is not enough.
          testTimeout: 60_000,
          // The files of a worker share their imported modules (no test here mocks a module or
          // leaves a fake clock behind): 28 s -> 12 s for the project, nearly all of it imports.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // A *.postgres.test.ts tests what only a PostgreSQL server has (pg-boss): it runs in the
          // PostgreSQL pass only, instead of showing as skipped on PGlite. A *.pglite.test.ts opens
          // PGlite itself whatever the pass (its worker thread, its upkeep, the first start's
          // seeding): it runs in the PGlite pass only, where a second run would repeat it exactly.
          exclude: process.env.TEST_ENGINE === 'postgres' ? ['tests/api/**/*.pglite.test.ts'] : ['tests/api/**/*.postgres.test.ts'],
          environment: 'node',
          // Bounds on a hung test or hook, not judgements of speed (issue 37): generous enough for
          // a machine with a CPU hog beside the suite.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Each file still builds its own app on its own database (tests/helpers/app.ts); what the
          // files of a worker share is the imported modules, instead of importing the server's
          // module graph again for every file (2.5-3 s a file on this machine).
          isolate: false,
          // One migrated template database; each file's database starts as a copy of it.
          globalSetup: ['tests/helpers/databaseTemplate.ts'],
        },
      },
    ],
  },
});
