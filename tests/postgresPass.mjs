// Which API test files the PostgreSQL pass runs (issue 37). PGlite is PostgreSQL itself, compiled to
// WebAssembly, so a test whose behaviour is the same SQL through the same code gains nothing from a
// second run on a server; what differs is the engine around the SQL: a pool of connections running
// at once (races, locks, transactions), LISTEN/NOTIFY, statement timeouts and cancels, and how each
// driver returns values (numbers, dates) to raw statements.
//
// The safe default: EVERY API test file is in the pass, new ones included, unless it says why not
// in a line of its own near its top:
//   // engine-independent: <why the engine cannot change what it tests>
// A file may say so only if it writes no SQL of its own and never asks which engine runs it
// (tests/unit/postgresPass.test.ts checks both). *.pglite.test.ts files are PGlite's own and never
// in the pass; *.postgres.test.ts files are in it only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const API_TESTS = 'tests/api';
export const MARKER = /^\/\/ engine-independent: (.*)$/m;
/** What marks a file as engine-dependent whatever it says: its own SQL, or a branch on the engine. */
export const ENGINE_TOUCHES = /\bsql`|\.execute\(|\bqueryRows\b|\btestEngine\b|TEST_ENGINE|TEST_DATABASE_URL|from 'pg'/;

/** Every API test file, relative to the repository (forward slashes, sorted). */
export function apiTestFiles(root = process.cwd()) {
  return readdirSync(path.join(root, API_TESTS), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${API_TESTS}/${f.split(path.sep).join('/')}`)
    .sort();
}

/** The reason a file gives for staying out of the PostgreSQL pass, or null. Only its first 40 lines count. */
export function engineIndependentReason(text) {
  const head = text.split('\n').slice(0, 40).join('\n');
  return MARKER.exec(head)?.[1].trim() ?? null;
}

/** The API test files the PostgreSQL pass runs. */
export function postgresPassFiles(root = process.cwd()) {
  return apiTestFiles(root).filter((file) =>
    !file.endsWith('.pglite.test.ts') && engineIndependentReason(readFileSync(path.join(root, file), 'utf8')) === null);
}
