// `npm start` (issue 38, a newcomer's first start): the console's build and the demo data's seed
// are independent, so on a fresh clone they run at the same time instead of one after the other
// (the build took 11 s and the seed most of the rest of a 42.6 s first start). Meanwhile the port
// answers the 'Sway is starting' page (server/startingPage.ts), from the first second rather than
// after the build, until the server listens. Then the server starts as before (server/main.ts), on a
// database that is ready.
// A start with a current build and existing data goes straight to the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { seedInChildProcess } from '../server/db/seed/onStart';
import { answerWhileStarting, handOverStartingPage } from '../server/startingPage';
import { inputsHash, isBuildFresh } from './consoleStamp.mjs';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

function buildConsole(): Promise<void> {
  const build = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the console build failed (vite exited with ${code})`))));
  });
}

async function main() {
  const config = loadConfig();
  const stale = !isBuildFresh(path.resolve('dist'), inputsHash());
  // As server/db/seed/onStart.ts: a PGlite directory without a database is created and seeded by a child.
  const fresh = config.seedOnStart && !config.databaseUrl && !existsSync(path.join(config.pgliteDir, 'PG_VERSION'));
  if (!stale) console.log('console build in dist/ is up to date with the sources: not rebuilt (npm run build always builds)');
  if (stale || fresh) {
    const stop = await answerWhileStarting(config.port, config.host);
    try {
      await Promise.all([
        stale ? buildConsole().then(() => console.log(`console built in ${seconds()} s`)) : undefined,
        fresh ? seedInChildProcess(config).then(() => console.log(`demo data loaded in ${seconds()} s`)) : undefined,
      ]);
    } catch (err) {
      await stop();
      throw err;
    }
    // The server frees the port right before it listens (server/main.ts).
    handOverStartingPage(stop);
  }
  await import('../server/main');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
