// The PostgreSQL pass's list (tests/postgresPass.mjs, issue 37): every API test file is in it, or
// says in a marker comment why the engine cannot change what it tests; and only a file that writes
// no SQL of its own and never branches on the engine may say so. New files are in it by default.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_TOUCHES, apiTestFiles, engineIndependentReason, postgresPassFiles } from '../postgresPass.mjs';

const files = apiTestFiles();
const onPass = new Set(postgresPassFiles());

describe('the PostgreSQL pass', () => {
  it.each(files)('%s is in it, or says why not', (file) => {
    const text = readFileSync(file, 'utf8');
    const reason = engineIndependentReason(text);
    if (file.endsWith('.pglite.test.ts')) {
      expect(onPass.has(file)).toBe(false);
      return;
    }
    if (file.endsWith('.postgres.test.ts')) expect(reason, 'a *.postgres.test.ts file is the pass\'s own').toBeNull();
    if (reason === null) {
      expect(onPass.has(file)).toBe(true);
      return;
    }
    expect(onPass.has(file)).toBe(false);
    expect(reason.split(/\s+/).length, 'the reason names what the file tests and why the engine cannot change it').toBeGreaterThanOrEqual(6);
    expect(text.match(ENGINE_TOUCHES)?.[0] ?? null, 'a file with SQL of its own or a branch on the engine stays in the pass').toBeNull();
  });

  it('takes a new file by default and leaves out only a marked one without SQL of its own', () => {
    expect(engineIndependentReason("// Some API test.\nimport { it } from 'vitest';\n")).toBeNull();
    const marked = '// Some API test.\n// engine-independent: it checks headers set by a Fastify plugin before any statement\n';
    expect(engineIndependentReason(marked)).toBe('it checks headers set by a Fastify plugin before any statement');
    expect(ENGINE_TOUCHES.test("await t.app.db.execute(sql`select 1`);")).toBe(true);
    expect(ENGINE_TOUCHES.test('if (testEngine === "postgres") {}')).toBe(true);
  });
});
