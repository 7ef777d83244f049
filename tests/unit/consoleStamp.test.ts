// `npm start` skips the console build only while dist/ holds a build of exactly the current
// sources and VITE_ variables (scripts/consoleStamp.mjs, issue 20 item 5).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash, isBuildFresh, writeStamp } from '../../scripts/consoleStamp.mjs';

let root = '';
let dist = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'console-stamp-'));
  dist = path.join(root, 'dist');
  write('src/App.tsx', 'export const App = 1;');
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{}');
  write('dist/index.html', '<div id="root"></div>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the console build stamp', () => {
  it('finds a build fresh when nothing changed since it was stamped', () => {
    writeStamp(dist, inputsHash(root, {}));
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(true);
  });

  it('finds it stale after a source edit, a new file or a changed lock file', () => {
    writeStamp(dist, inputsHash(root, {}));
    write('src/App.tsx', 'export const App = 2;');
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(false);
    writeStamp(dist, inputsHash(root, {}));
    write('resources/offers/index.ts', 'export {};');
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(false);
    writeStamp(dist, inputsHash(root, {}));
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(false);
  });

  it('ignores files the build does not read', () => {
    writeStamp(dist, inputsHash(root, {}));
    write('server/main.ts', 'export {};');
    write('README.md', '# changed');
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(true);
  });

  it('treats a build with other VITE_ variables or .env files as another build', () => {
    writeStamp(dist, inputsHash(root, { VITE_VALIDATE_REPLIES: 'true' }));
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(false);
    expect(isBuildFresh(dist, inputsHash(root, { VITE_VALIDATE_REPLIES: 'true', NODE_ENV: 'test' }))).toBe(true);
    write('.env.local', 'VITE_API_URL=/other');
    expect(isBuildFresh(dist, inputsHash(root, { VITE_VALIDATE_REPLIES: 'true' }))).toBe(false);
  });

  it('finds no build fresh without its stamp or its index.html', () => {
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(false);
    writeStamp(dist, inputsHash(root, {}));
    rmSync(path.join(dist, 'index.html'));
    expect(isBuildFresh(dist, inputsHash(root, {}))).toBe(false);
  });
});
