// The browser tests' `test`: Playwright's, plus a check on every page that no API reply broke the
// contract (test builds check each reply against the endpoint table: dataProvider/replyCheck.ts).
import { expect, test as base } from '@playwright/test';
import { CONTRACT_MISMATCH } from '../../contract/endpoint';

/**
 * Violations the console is known to cause and that change nothing the user sees:
 * browser-image-compression starts its web worker from a blob: URL that then loads the library
 * from a CDN; the Content-Security-Policy refuses both, and the library compresses on the page's
 * own thread instead (src/components/ImageUpload/compress.ts).
 */
const KNOWN_CSP_VIOLATIONS = [/a worker from 'blob:/];

export const test = base.extend<{ contractCheck: void; cspCheck: void }>({
  contractCheck: [async ({ page }, use) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(CONTRACT_MISMATCH)) mismatches.push(message.text());
    });
    await use();
    expect(mismatches, 'API replies that do not match contract/api').toEqual([]);
  }, { auto: true }],
  // The server's Content-Security-Policy (server/plugins/securityHeaders.ts) must refuse nothing
  // the console needs: Chromium reports every refusal on the console.
  cspCheck: [async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (text.includes('Content Security Policy') && !KNOWN_CSP_VIOLATIONS.some((known) => known.test(text))) violations.push(text);
    });
    await use();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  }, { auto: true }],
});

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';
