// Doubled actions (issue 34), generated from the screen table: the accessibility walk
// (accessibility.spec.ts) opens every screen as the demo user who sees its content
// (screenAccounts.ts) and, on the desktop, hands it to this walk once axe has read it at rest (one
// visit per screen serves both, issue 37). Each kind of button on it is double-clicked;
// when that opens a dialog, the dialog's main button is double-clicked too (a form as the screen
// fills it, a confirmation). No button may send the same change (POST, PUT, PATCH, DELETE to the
// same path) twice. The changes are held while the clicks land and then refused, so this test
// changes none of the demo data the other tests read; that the server runs a repeated change once
// is the API tests' part (tests/api, the Idempotency-Key on every change endpoint).
// Limits: buttons are listed once the screen's spinners are gone, so a list still loading shows
// fewer; a dialog's form is submitted as the screen fills it (empty creates send nothing, their
// double clicks are checked by hand in the screens' own tests with doubleClickOnce).
import { expect, type Locator, type Page } from './baseTest';
import type { Request, Route } from '@playwright/test';

const CHANGE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Buttons that close or leave a dialog: its main button is another. */
const LEAVES = /^(cancel|close|back|keep editing|no)$/i;

/** The kind of a button: its name's first word ('Edit User a@b' and 'Edit User c@d' are one kind). */
const kindOf = (name: string) => name.split(/\s+/)[0].toLowerCase();

/** Lets the clicks' handlers run and their requests start: two frames, not a clock. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));

/** The visible, enabled buttons of the screen's content (not the app bar or the menu), by name. */
async function buttonNames(scope: Locator, timeout?: number): Promise<string[]> {
  return scope.evaluate((root) => [...root.querySelectorAll('button, [role="button"]')]
    .filter((b) => (b as HTMLElement).offsetParent !== null && !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true')
    .map((b) => (b.getAttribute('aria-label') || b.textContent || '').trim())
    .filter((name) => name !== ''), undefined, { timeout });
}

export interface Tally { screens: number; buttons: number; dialogButtons: number; missedDialogButtons: number; missed: number; changes: number }

/** Holds every change request until the clicks are counted, then refuses them. */
export function holdChanges(page: Page) {
  const held: Route[] = [];
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    if (CHANGE.has(request.method()) && new URL(request.url()).pathname.startsWith('/api/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  };
  page.on('request', onRequest);
  const ready = page.route('**/api/**', async (route) => {
    if (CHANGE.has(route.request().method())) held.push(route);
    else await route.fallback();
  });
  return {
    ready,
    /** The changes sent since the last take, which are then refused. */
    async take(): Promise<string[]> {
      const taken = sent.splice(0);
      await Promise.all(held.splice(0).map((route) => route.abort().catch(() => undefined)));
      return taken;
    },
  };
}

/** The same change sent more than once: 'POST /api/x ×2'. */
function doubled(changes: string[]): string[] {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change, (counts.get(change) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([change, n]) => `${change} ×${n}`);
}

export type Held = ReturnType<typeof holdChanges>;

/** Double-clicks each kind of button of the screen at `path`, which the caller has opened and settled. */
export async function doubleClickEveryButton(page: Page, changes: Held, path: string, tally: Tally) {
  // Settled as the accessibility walk settles a screen: right after the navigation no spinner is
  // drawn yet, and a list read then has no buttons (17 buttons over 33 screens were clicked so).
  const open = async () => {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  };
  // The screen's content: not the app bar, not the menu.
  const main = page.locator('#main-content');
  const kinds = new Map<string, string>();
  for (const name of await buttonNames(main)) if (!kinds.has(kindOf(name))) kinds.set(kindOf(name), name);
  tally.screens += 1;
  for (const name of kinds.values()) {
    const button = main.getByRole('button', { name, exact: true }).first();
    // A button another click moved or hid is not this screen's at rest: start again.
    if (!(await button.isVisible())) await open();
    // Still hidden (inside a closed panel): not a button of the screen at rest.
    if (!(await button.isVisible())) continue;
    // isEnabled waits for the button, with no bound of its own: one a late answer redrew away after
    // the look above held the walk until the test's timeout (a CPU hog beside the suite showed it).
    const enabled = await button.isEnabled({ timeout: 5_000 }).catch(() => null);
    if (enabled === null) {
      tally.missed += 1;
      continue;
    }
    if (!enabled) continue;
    // Forced: a tooltip or a sticky header over the button must not stop the double click. A button
    // a late answer redrew away meanwhile is counted as missed, not clicked.
    if (!(await button.dblclick({ force: true, timeout: 5_000 }).then(() => true, () => false))) {
      tally.missed += 1;
      continue;
    }
    await frames(page);
    const dialog = page.getByRole('dialog').last();
    if (await dialog.isVisible()) {
      // A dialog that closed between the two looks (a refused change closes some) has no buttons left.
      const inside = (await buttonNames(dialog, 5_000).catch(() => [])).filter((n) => !LEAVES.test(n));
      const primary = inside.at(-1);
      // A dialog already closing (its name text and its accessible name may also differ) is counted, not clicked.
      if (primary) {
        await dialog.getByRole('button', { name: primary, exact: true }).last().dblclick({ force: true, timeout: 5_000 })
          .then(() => { tally.dialogButtons += 1; }, () => { tally.missedDialogButtons += 1; });
      }
      await frames(page);
    }
    const sent = await changes.take();
    tally.buttons += 1;
    tally.changes += sent.length;
    expect.soft(doubled(sent), `${path}: a double click on '${name}' sent a change twice`).toEqual([]);
    // Back to the screen at rest for the next button (a dialog, a menu, another page, a refused change).
    await page.keyboard.press('Escape');
    if (sent.length > 0 || new URL(page.url()).pathname !== path || (await page.getByRole('dialog').count()) > 0) await open();
  }
}

export const newTally = (): Tally => ({ screens: 0, buttons: 0, dialogButtons: 0, missedDialogButtons: 0, missed: 0, changes: 0 });

/** The closing note's figures (issue 34): screens, buttons double-clicked, changes they sent. */
export const describeTally = (tally: Tally) =>
  `${tally.screens} screens, ${tally.buttons} buttons and ${tally.dialogButtons} dialog buttons double-clicked (${tally.missed + tally.missedDialogButtons} gone first), ${tally.changes} changes sent`;
