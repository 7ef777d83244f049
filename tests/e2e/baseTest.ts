// The browser tests' `test`: Playwright's, plus a check on every page that no API reply broke the
// contract (test builds check each reply against the endpoint table: dataProvider/replyCheck.ts).
import { expect, test as base } from '@playwright/test';
import { CONTRACT_MISMATCH } from '../../contract/endpoint';

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
      if (text.includes('Content Security Policy')) violations.push(text);
    });
    await use();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  }, { auto: true }],
});

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';
