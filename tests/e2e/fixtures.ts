// Logs a demo account in: through the login form and the mailbox link as a person does (loginByForm),
// or with a session from the API for tests that only need to be logged in (loginAs).
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../dataProvider/token';

export const DEMO = {
  admin: 'admin@example.com',
  owner: 'owner@example.com',
  lite: 'lite@example.com',
  other: 'other@example.com',
} as const;

interface MailboxEntry { id: number; to: string; subject: string; links: string[] }

export async function latestMailIdFor(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as MailboxEntry[];
  return mails[0]?.id ?? 0;
}

/** Waits (by polling the mailbox, not by sleeping) for a login e-mail newer than `afterId`. */
export async function loginLinkFor(page: Page, email: string, afterId: number): Promise<string> {
  let link = '';
  await expect.poll(async () => {
    const res = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const [mail] = (await res.json()) as MailboxEntry[];
    link = mail && mail.id > afterId ? mail.links[0] ?? '' : '';
    return link;
  }, { timeout: 60_000 }).not.toBe('');
  return link;
}

/** Longer than any login takes: a lock this old was left by a worker that crashed. */
const STALE_LOCK_MS = 45_000;

/**
 * Browser tests run in parallel and a new link voids the older unused ones (by design), so two
 * workers logging the same account in at once could void each other's links round after round.
 * A lock per account across the worker processes keeps request-and-redeem one at a time; a lock
 * left by a crashed worker is taken over once it is older than any login takes.
 */
export async function withLoginLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `sway-e2e-login-${new URL(test.info().project.use.baseURL ?? '').port}-${email}`);
  await expect.poll(() => {
    try {
      mkdirSync(lock);
      return true;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch { /* released meanwhile */ }
      return false;
    }
  }, { timeout: 2 * STALE_LOCK_MS, intervals: [50, 100, 250] }).toBe(true);
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Fills the login form at `startPath` and opens the e-mailed link, as a person does. */
export async function loginByForm(page: Page, email: string, startPath = '/auth') {
  for (let attempt = 1; ; attempt++) {
    const loggedIn = await withLoginLock(email, async () => {
      const before = await latestMailIdFor(page, email);
      await page.goto(startPath);
      await page.getByLabel(/e-?mail/i).fill(email);
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page.getByText('Awesome! Check your email for a link that will log you in!')).toBeVisible();
      const link = await loginLinkFor(page, email, before);
      await page.goto(link);
      // The token page asks for one click before it redeems the link (issue 19 finding 10), then
      // leaves for the app, or back to /auth if the link was refused.
      const logIn = page.getByRole('button', { name: `Log in as ${email}` });
      await expect(logIn.or(page.getByLabel(/e-?mail/i))).toBeVisible({ timeout: 60_000 });
      if (await logIn.isVisible()) await logIn.click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 60_000 });
      return !new URL(page.url()).pathname.startsWith('/auth');
    });
    if (loggedIn) return;
    if (attempt >= 3) throw new Error(`login as ${email} failed ${attempt} times`);
  }
}

/**
 * A new session of `email`, got the way the login pages get it: a link from the mailbox, redeemed
 * with POST auth/login. The form and the token page themselves are tested with loginByForm
 * (foundation.spec.ts, firstVisit.spec.ts, accessibility.spec.ts).
 */
export async function sessionTokenFor(page: Page, email: string): Promise<string> {
  return withLoginLock(email, async () => {
    const before = await latestMailIdFor(page, email);
    const asked = await page.request.post('/api/auth/client', { data: { email } });
    expect(asked.status(), 'POST auth/client').toBe(200);
    const link = await loginLinkFor(page, email, before);
    const token = new URL(link).pathname.split('/').pop();
    const redeemed = await page.request.post('/api/auth/login', { data: { token } });
    expect(redeemed.status(), 'POST auth/login').toBe(200);
    return ((await redeemed.json()) as { token: string }).token;
  });
}

/**
 * Logs `email` in and opens `at` (the console's landing page by default): a new session taken
 * through the API is handed to the page before the console's first script runs, which saves the
 * form's two page loads in every test that only needs to be logged in (issue 37), and opening the
 * test's first screen at once saves a load of the landing page (about 0.5 s of CPU each). Each
 * test gets its own session: a test that logs out or switches business ends only its own. A test
 * of the login itself uses `loginByForm`.
 */
export async function loginAs(page: Page, email: string, at = '/') {
  const token = await sessionTokenFor(page, email);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  // Once per tab (sessionStorage survives its reloads): a later logout or a test's own token stays.
  await page.addInitScript(({ key, value, at }) => {
    try {
      if (window.location.origin !== at || window.top !== window) return;
      const flag = `e2e-login:${value.slice(-16)}`;
      if (window.sessionStorage.getItem(flag)) return;
      window.sessionStorage.setItem(flag, '1');
      window.localStorage.setItem(key, value);
    } catch { /* a page without storage (about:blank) */ }
  }, { key: TOKEN_KEY, value: token, at: origin });
  await page.goto(at);
  // Logged in and drawn, as the form's last page leaves it: the shell's account menu is there.
  await expect(page.getByRole('button', { name: /profile/i })).toBeVisible({ timeout: 30_000 });
}

/**
 * Writes a documentation screenshot under docs/screenshots/ only when SCREENSHOTS=1, so a test
 * run never changes committed files: `SCREENSHOTS=1 npm run test:e2e` refreshes them.
 */
export async function docShot(target: Page | Locator, name: string, fullPage = false) {
  if (!process.env.SCREENSHOTS) return;
  const path = `docs/screenshots/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
