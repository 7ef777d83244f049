// The lint rule that keeps wall-clock assertions out of tests (issue 37, eslint.config.js's
// durationAssertionSelectors): it must find every kind of duration comparison that was removed
// from the suite, and leave alone the comparisons of counts, sizes and positions the suite makes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
/** The messages of the rule for `code` as if it were a test file. */
async function durationFindings(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'tests/api/sample.test.ts' });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}
const preamble = `import { expect } from 'vitest';\ndeclare const worst: number, limit: number, started: number, deadline: number, seconds: number, knownMedian: number, unknownMedian: number, cancelledAfter: number, took: number, elapsedMs: number, durationMs: number, n: number, box: { x: number; width: number }, rows: unknown[];\nconst STATEMENT_TIMEOUT_MS = 3000;\n`;

describe('no duration assertions in tests/', () => {
  // Each line is a comparison the suite made before issue 37 (or one of its near kin).
  it.each([
    'expect(worst).toBeLessThan(limit);', // tests/api/interleaving.test.ts
    'expect(seconds).toBeLessThan(8);', // tests/api/badInput.test.ts
    'expect(seconds).toBeGreaterThanOrEqual(1.5);',
    'expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);', // tests/api/boundedWork.test.ts
    'expect(performance.now()).toBeLessThan(deadline);',
    'expect(cancelledAfter).toBeLessThan(STATEMENT_TIMEOUT_MS / 2);',
    'expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(Math.max(5, knownMedian));', // tests/api/auth.test.ts
    'expect(Number(process.hrtime.bigint())).toBeGreaterThan(0);',
    'expect(Date.parse("2026-11-28")).toBeGreaterThan(Date.now() - 60_000);', // tests/api/billing.test.ts
    'expect(took).not.toBeGreaterThan(1000);',
    'expect(elapsedMs).toBeLessThanOrEqual(500);',
    'expect(durationMs < 1000).toBe(true);',
  ])('finds %s', async (line) => {
    expect(await durationFindings(preamble + line)).not.toEqual([]);
  });

  it.each([
    'expect(n).toBeGreaterThanOrEqual(10);',
    'expect((box.x ?? 0) + (box.width ?? 0)).toBeLessThanOrEqual(390);',
    'expect(rows.length).toBeLessThanOrEqual(54);',
    'expect(new Date(limit).getTime()).toBeGreaterThanOrEqual(started + 60 * 60_000);',
  ])('leaves %s alone', async (line) => {
    expect(await durationFindings(preamble + line)).toEqual([]);
  });
});
