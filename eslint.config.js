import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// No wall-clock assertions in tests (issue 37; DEVELOPERS.md): a limit in milliseconds fails
// whenever the machine is busy, however it is scaled. Tests assert the order of events (counters,
// events); figures of speed go to bench/. These selectors find a comparison (toBeLessThan and its
// kin, or < > inside expect) of a value named like a duration, or of a clock read (now(), hrtime).
// A value named like a duration: ms, seconds, elapsed, took, latency, worst, wait..., or ending so
// (timeoutMs, STATEMENT_TIMEOUT_MS, cancelledAfterMs, knownMedian, responseTime; not getTime).
const DURATION_NAME = String.raw`/^(ms|secs?|seconds|millis|milliseconds|elapsed|duration|durations|took|latency|worst|wait|waited|timing|timings|time|times|timeout|median|p50|p95|p99)$|^(elapsed|duration|latency|took|waited|worst|timing)|(Ms|MS|_ms|Secs|Seconds|SECONDS|Millis|Elapsed|Duration|Durations|Took|Latency|Wait|Waited|Timing|Timings|(?<!^get)Time|Times|Timeout|TIMEOUT|Median|P95|P99)$/`;
const CLOCK_READ = String.raw`/^(now|hrtime)$/`;
const COMPARISON = String.raw`CallExpression[callee.property.name=/^(toBeLessThan|toBeLessThanOrEqual|toBeGreaterThan|toBeGreaterThanOrEqual|toBeCloseTo)$/]`;
const DURATION_MESSAGE = 'No wall-clock or duration assertions in tests (issue 37): assert the order of events with counters and events, and measure speed in bench/.';
export const durationAssertionSelectors = [
  `${COMPARISON} CallExpression[callee.name='expect'] Identifier[name=${DURATION_NAME}]`,
  `${COMPARISON} > Identifier.arguments[name=${DURATION_NAME}]`,
  `${COMPARISON} > .arguments Identifier[name=${DURATION_NAME}]`,
  `${COMPARISON} Identifier[name=${CLOCK_READ}]`,
  `CallExpression[callee.name='expect'] > BinaryExpression[operator=/^[<>]=?$/] Identifier[name=${DURATION_NAME}]`,
  `CallExpression[callee.name='expect'] > BinaryExpression[operator=/^[<>]=?$/] Identifier[name=${CLOCK_READ}]`,
];

// Every sharp operation that runs waits for a slot of server/lib/imageWork.ts, so the image work
// of a rush hour never fills libuv's pool that file writes also wait for (issue 38).
const UNGATED_IMAGE_WORK = [
  `CallExpression[callee.property.name=/^(toBuffer|toFile|metadata)$/]:not(CallExpression[callee.name='imageWork'] *)`,
  `CallExpression[callee.property.name='stats'][callee.object.type='CallExpression']:not(CallExpression[callee.name='imageWork'] *)`,
];
const UNGATED_IMAGE_MESSAGE = 'Run sharp operations inside imageWork(() => ...) (server/lib/imageWork.ts): ungated, they hold the libuv pool that file writes wait for.';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'data', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [{ name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...UNGATED_IMAGE_WORK.map((selector) => ({ selector, message: UNGATED_IMAGE_MESSAGE }))],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': ['error', ...durationAssertionSelectors.map((selector) => ({ selector, message: DURATION_MESSAGE }))],
    },
  },
);
