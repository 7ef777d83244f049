// Builds the real app (same buildApp and options as production) on a fresh database.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type LogStream } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { DbHandle } from '../../server/db/client';
import { freshDatabase, sameDatabase } from './database';
import { testReadingStore } from './rememberedReadings';

export const TEST_PUBLIC_URL = 'http://console.test';

/** Environment overrides; a variable given as undefined is left unset. */
export type TestEnv = Record<string, string | undefined>;

export function testConfig(overrides: TestEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sway-test-')),
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    // Tests read login links from the outbox, as a developer does from /dev/mailbox.
    DEV_MAILBOX: 'true',
    // Review e-mails go at once; the undo test sets its own window.
    REVIEW_UNDO_SECONDS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  close(): Promise<void>;
}

/**
 * logStream: the log lines go there (give LOG_LEVEL too, the tests' default is silent).
 * beside: another server on that app's PostgreSQL database (close it before that app, which drops the database).
 */
export async function buildTestApp(env: TestEnv = {}, options: { logStream?: LogStream; beside?: TestApp } = {}): Promise<TestApp> {
  const database = options.beside ? await sameDatabase(options.beside.database) : await freshDatabase();
  const app = await buildApp({ config: testConfig(env), database, logStream: options.logStream, readingStore: testReadingStore });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
