// No console screen makes the browser refuse anything under the server's Content-Security-Policy
// (issue 36 finding 9): every `securitypolicyviolation` event counts, also one whose error the
// page caught (zod's `new Function` probe was swallowed, so the console showed nothing, but the
// CSP reports were not clean). Checked on every screen by the accessibility walk, which opens each
// one anyway (accessibility.spec.ts).
import type { Page } from './baseTest';

/** Collects every CSP violation of each document the page loads, from before its first script runs. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

/** The violations of the page's current document so far. */
export const cspViolationsOf = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
