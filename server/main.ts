// Starts the product: config, database (migrated; demo data on first start), then the server.
import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { openWithDemoData } from './db/seed/onStart';
import { answerWhileStarting, takeOverStartingPage } from './startingPage';
import { runUpkeep } from './db/upkeep';
import { removeStaleImports } from './domain/codeImport';
import { importsDir } from './domain/mailingListFile';
import { recoverImports } from './domain/mailingListImport';
import { recoverReportRuns } from './domain/simpleReports/run';
import { startPaidCheck } from './domain/billingSchedule';
import { startPaidCheckQueue, stopPaidCheckQueue } from './domain/billingQueue';
import { startRehash } from './domain/proofChecks/rehash';

/** How often PGlite's tables are checked for the VACUUM and ANALYZE that autovacuum would run. */
const UPKEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How long a stopping server may take, after SHUTDOWN_DELAY_SECONDS, to finish its requests and events in hand. */
const SHUTDOWN_GRACE_SECONDS = 90;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee README.md "Configuration" for every variable.\n`);
      process.exit(1);
    }
    throw err;
  }
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, pgliteDir: config.pgliteDir, statementTimeoutMs: config.statementTimeoutMs });
  // An empty database is created and seeded by a child process: the server never holds that
  // memory. Meanwhile the port answers 'starting' (server/startingPage.ts).
  const starting: { stop?: () => Promise<void> } = { stop: takeOverStartingPage() };
  const whileSeeding = async () => { starting.stop = await answerWhileStarting(config.port, config.host); };
  const database = config.seedOnStart ? await openWithDemoData(config, open, whileSeeding) : await open();
  // A mailing list import the last run did not finish (a crash, kill -9) turns its list FAILED.
  await recoverImports(database.db, importsDir(config.dataDir));
  // So does a report run: it turns FAILED and its partial file goes.
  await recoverReportRuns(database.db, config.dataDir);
  const app = await buildApp({ config, database, serveConsole: true });
  app.addHook('onClose', () => database.close());
  const stopping: (() => Promise<void>)[] = [];
  // A rolling restart (docs/deploy.md): /readyz turns 503 at once, so a balancer stops sending;
  // after SHUTDOWN_DELAY_SECONDS the server stops accepting, answers the requests in flight,
  // finishes the events in hand (those not taken stay for the other servers), then exits.
  let stoppingNow = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stoppingNow) return;
      stoppingNow = true;
      app.readiness.shuttingDown = true;
      app.log.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down: not ready, finishing in-flight work');
      // Work that never ends (a hung statement, a lost connection) must not keep a stopped server
      // alive for ever: what is unfinished is taken again by another server (events' leases).
      setTimeout(() => {
        app.log.error({ afterSeconds: config.shutdownDelaySeconds + SHUTDOWN_GRACE_SECONDS }, 'shutdown did not finish in time: exiting');
        process.exit(1);
      }, (config.shutdownDelaySeconds + SHUTDOWN_GRACE_SECONDS) * 1000).unref();
      // The events in hand are finished while the database is still open (the onClose hooks
      // close it); no new event is taken, so the other servers take what is left.
      void Promise.all([new Promise((resolve) => { setTimeout(resolve, config.shutdownDelaySeconds * 1000); }), app.events.stop()])
        .then(() => Promise.all(stopping.map((stop) => stop())))
        .then(() => app.close())
        .then(() => process.exit(0), (err: unknown) => { app.log.error({ err }, 'shutdown failed'); process.exit(1); });
    });
  }
  await starting.stop?.();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sway Console on ${config.publicUrl} (database: ${database.engine}, mail: ${app.mail.transport})`);
  if (config.devMailbox) {
    app.log.info(`development mailbox on at ${config.publicUrl}/dev/mailbox (DEV_MAILBOX=true): every login link is readable there`);
  } else if (app.mail.transport === 'outbox') {
    app.log.warn('no SMTP_URL and no DEV_MAILBOX: e-mail stays in the outbox that nothing serves, so nobody can log in; set SMTP_URL, or DEV_MAILBOX=true for a local run');
  }
  // Codes of an import the last run did not finish are invisible; this removes them.
  app.jobs.enqueue('stale code imports', () => removeStaleImports(database.db));
  await startRehash(app);
  // The hourly check of charged but unpaid invoices (billing control): pg-boss on a PostgreSQL
  // server, the in-process scheduler on PGlite (one process).
  if (config.databaseUrl) {
    const boss = await startPaidCheckQueue(app, config.databaseUrl);
    stopping.push(() => stopPaidCheckQueue(boss));
  } else {
    await startPaidCheck(app);
  }
  if (database.engine === 'pglite') {
    const upkeep = async () => {
      const started = Date.now();
      const { vacuum, analyze } = await runUpkeep(database.db);
      if (vacuum.length + analyze.length > 0) {
        app.log.info({ vacuum, analyze, ms: Date.now() - started }, 'database upkeep');
      }
    };
    app.jobs.enqueue('database upkeep', upkeep);
    app.jobs.every('database upkeep', UPKEEP_INTERVAL_MS, upkeep);
  }
}

void main();
