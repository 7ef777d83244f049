// `npm start`'s first step: builds the console only when dist/ does not hold a build of the
// current sources (scripts/consoleStamp.mjs). `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inputsHash, isBuildFresh } from './consoleStamp.mjs';

if (isBuildFresh(path.resolve('dist'), inputsHash())) {
  console.log('console build in dist/ is up to date with the sources: not rebuilt (npm run build always builds)');
} else {
  const build = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
