// Whether dist/ holds a build of the console's current sources (issue 20 item 5): `npm start`
// builds only when it does not. Every `vite build` writes dist/.build-stamp with a hash of what
// it was built from (the plugin in vite.config.ts); a start compares that hash with the sources'
// hash now. Contents, not modification times: a fresh clone or a checkout changes every mtime.
// Plain JavaScript, so the check runs in plain node at each start without a TypeScript loader.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the console build reads: its source folders, the page, the build config and the locked dependencies. */
export const BUILD_INPUTS = [
  'src', 'resources', 'dataProvider', 'authProvider', 'contract', 'customer', 'public',
  'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/consoleStamp.mjs',
];

export const STAMP_FILE = '.build-stamp';

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules')
    .flatMap((child) => filesUnder(root, path.join(entry, child.name)));
}

/**
 * One hash of every input file's path and contents, Vite's .env files, and the VITE_ variables
 * of the environment: a build with other variables (VITE_VALIDATE_REPLIES=true in the browser
 * tests, VITE_API_URL) is another build.
 */
export function inputsHash(root = process.cwd(), env = process.env) {
  const hash = createHash('sha256');
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  for (const file of [...BUILD_INPUTS, ...envFiles].flatMap((entry) => filesUnder(root, entry)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`).update(readFileSync(path.join(root, file))).update('\0');
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** True when dist/ has a complete build (index.html and its stamp) of exactly these inputs. */
export function isBuildFresh(dist, hash) {
  const stamp = path.join(dist, STAMP_FILE);
  return existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export function writeStamp(dist, hash) {
  writeFileSync(path.join(dist, STAMP_FILE), `${hash}\n`);
}
