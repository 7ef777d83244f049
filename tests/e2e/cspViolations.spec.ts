// No console screen makes the browser refuse anything under the server's Content-Security-Policy
// (issue 36 finding 9): every `securitypolicyviolation` event counts, also one whose error the
// page caught (zod's `new Function` probe was swallowed, so the console showed nothing, but the
// CSP reports were not clean). The screens come from the screen table, each opened by the demo
// user who sees it.
import { screens, type Screen } from '../../authProvider/screens';
import { expect, test, type Page } from './baseTest';
import { DEMO, loginAs } from './fixtures';

type Account = 'owner' | 'admin' | 'lite';
function accountFor(screen: Screen): Account {
  if (screen.roles === 'anyUser' || screen.roles.length === 0 || screen.roles.includes('CLIENT')) return 'owner';
  if (screen.roles.includes('CLIENT_LITE')) return 'lite';
  return 'admin';
}
/** Screens with a path of their own (not a record's page such as /offers/:id). */
const paths = (account: Account) => screens.filter((s) => !s.path.includes(':') && accountFor(s) === account).map((s) => s.path);

/** Collects every CSP violation of the page, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

for (const account of ['owner', 'admin', 'lite'] as const) {
  test(`no CSP violation on the ${account}'s screens`, async ({ page }) => {
    await recordViolations(page);
    await loginAs(page, DEMO[account]);
    const found: string[] = [];
    for (const path of paths(account)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      found.push(...(await violationsOf(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });
}
