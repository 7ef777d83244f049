// Accessibility (issue 20 item 4): axe-core finds nothing critical or serious on any console
// screen, on a desktop and on a phone. The screens come from the screen table
// (authProvider/screens.ts), so a new screen is checked without touching this file; each one is
// opened by the demo user who sees its real content, plus the login pages logged out. On the phone
// (390×844) each screen is also checked for horizontal overflow (issue 34): the page is no wider
// than the window. The same walk checks that no screen breaks the Content-Security-Policy
// (cspViolations.ts) and, on the desktop, that no button sends a change twice when double-clicked
// (doubleClickWalk.ts): one visit per screen serves all three.
import type { Result } from 'axe-core';
import { axeOn } from './axe';
import { expect, test, type Page } from './baseTest';
import { DEMO, loginAs } from './fixtures';
import { runsOf, screensByAccount } from './screenAccounts';
import { cspViolationsOf, recordCspViolations } from './cspViolations';
import { describeTally, doubleClickEveryButton, holdChanges, newTally } from './doubleClickWalk';

const BLOCKING = new Set(['critical', 'serious']);

/** The violations that fail the check, one readable paragraph per rule and the elements it found. */
function describe(violations: Result[]): string {
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => [
      `${violation.impact}: ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map((node) => `  at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
    ].join('\n'))
    .join('\n');
}

/** Waits until the screen has drawn what it loads: no request under way, no spinner. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * WCAG 2.1 A and AA, axe's best practices (landmarks, heading order) and its experimental rules,
 * which hold label-content-name-mismatch (a button's name must contain the text it shows).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];

/**
 * A menu or drawer still fading in has blended colours: axe would measure the fade, not the
 * screen. Waits until every finite animation and transition has finished (spinners loop forever).
 */
function animationsDone(page: Page) {
  return page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * Runs axe on the page as it is and records a soft failure naming the state, so one run lists every
 * screen's faults. `contrast: false` leaves out the colour contrast rule, the slowest by far: a
 * screen's colours are its theme's at every width, so the phone pass checks contrast only where
 * the phone shows what the desktop does not (the navigation drawer, the account menu).
 */
async function checkPage(page: Page, state: string, { contrast = true } = {}) {
  await animationsDone(page);
  // Only the violations are judged, so axe is told to return no more: by default it also returns
  // every element that passed each rule (thousands on a list screen), serialised out of the page.
  const analyze = () => axeOn(page).withTags(TAGS).disableRules(contrast ? [] : ['color-contrast'])
    .options({ resultTypes: ['violations'] }).analyze();
  let results = await analyze();
  if (results.violations.some((v) => BLOCKING.has(v.impact ?? ''))) {
    // A screen that changed while axe read it (a button enabled by a late answer, mid-way through
    // its colour transition) is read again once it is still: the screen at rest is what is judged.
    // No wait for network idle here: a screen that polls never gets there.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await animationsDone(page);
    results = await analyze();
  }
  // Moderate and minor findings do not fail the test; they are listed in the report to look at.
  const others = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (others.length > 0) {
    test.info().annotations.push({ type: 'axe', description: `${state}: ${others.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`).join(', ')}` });
  }
  expect.soft(describe(results.violations), `axe on ${state}`).toBe('');
}

/**
 * Each account's screens in runs of at most this many, one test (one login) each: the tests of
 * this file may run on both workers at once, so the longest (the owner's 19 screens took 2.4 min
 * on a desktop, 3.2 on a phone) no longer runs alone at the end of the suite.
 */
const SCREENS_PER_TEST = 7;

test.describe.configure({ mode: 'parallel' });

for (const phone of [false, true]) {
  const tag = phone ? ' @phone' : '';

  test(`axe: the login pages, logged out${tag}`, async ({ page }) => {
    await recordCspViolations(page);
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    await checkPage(page, '/auth');
    expect.soft(await cspViolationsOf(page), 'CSP violations on /auth').toEqual([]);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('E-mail is required')).toBeVisible();
    await checkPage(page, '/auth with a refused e-mail');
    // The token page shows its spinner while the link is redeemed: hold the request while axe runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/auth/**', async (route) => { await held; await route.abort().catch(() => undefined); });
    await page.goto('/auth/login/not-a-real-token');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await checkPage(page, '/auth/login/:token');
    release();
    // Then the one click that redeems the link (issue 19 finding 10); the newest route answers first.
    await page.route('**/api/auth/login/*', (route) => route.fulfill({ json: { email: 'owner@example.com' } }));
    await page.goto('/auth/login/not-a-real-token');
    await expect(page.getByRole('button', { name: 'Log in as owner@example.com' })).toBeVisible();
    await checkPage(page, '/auth/login/:token, Log in as');
  });

  for (const account of ['owner', 'admin', 'lite'] as const) {
    const runs = runsOf(screensByAccount[account], SCREENS_PER_TEST);
    runs.forEach((paths, run) => {
      const last = run === runs.length - 1;
      const part = runs.length > 1 ? ` (${run + 1} of ${runs.length})` : '';
      test(`axe${phone ? '' : ' and double clicks'}: every screen of ${account}${part}${tag}`, async ({ page }) => {
        // About ten seconds a screen on a busy machine for axe (its contrast check is the slow
        // part), and as much again for the double clicks on the desktop.
        test.setTimeout(60_000 + paths.length * (phone ? 20_000 : 50_000));
        await recordCspViolations(page);
        // The double clicks' changes are held and refused, so the walk changes none of the demo data.
        const changes = phone ? null : holdChanges(page);
        await changes?.ready;
        // The walk starts on its first screen: a deep link to each screen, as every later one is.
        await loginAs(page, DEMO[account], paths[0]);
        const tally = newTally();
        for (const [index, path] of paths.entries()) {
          if (index > 0) await page.goto(path);
          await expect(page).not.toHaveURL(/\/auth/);
          await settled(page);
          if (phone) {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect.soft(width, `${path} as ${account}: page width on a 390 px phone`).toBeLessThanOrEqual(390);
          }
          await checkPage(page, `${path} as ${account}`, { contrast: !phone });
          expect.soft(await cspViolationsOf(page), `CSP violations on ${path} as ${account}`).toEqual([]);
          if (changes) await doubleClickEveryButton(page, changes, path, tally);
        }
        if (changes) {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          const figures = `${account}${part}: ${describeTally(tally)}`;
          test.info().annotations.push({ type: 'double clicks', description: figures });
          console.log(`double clicks: ${figures}`);
          expect(tally.screens).toBe(paths.length);
        }
        if (!last) return;
        // The shell's popups: the account menu, and on a phone the navigation drawer.
        await page.goto('/timeline');
        await settled(page);
        if (phone) {
          await page.getByRole('button', { name: /open menu|close menu/i }).click();
          await checkPage(page, `the navigation drawer as ${account}`);
          await page.keyboard.press('Escape');
        }
        await page.getByRole('button', { name: /profile/i }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await checkPage(page, `the account menu as ${account}`);
      });
    });
  }
}
