// Foundation: magic-link login for every demo account, the guard, the business selector,
// Account Details and the update banner (spec 1 §2 Route table/Guard/Login, §4 Session).
import { expect, test } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import { DEMO, docShot, latestMailIdFor, loginAs, loginByForm, loginLinkFor, withLoginLock } from './fixtures';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation').or(page.locator('.RaSidebar-fixed, .MuiDrawer-root')).first();

test('an admin logs in through the mailbox link and sees every menu entry', async ({ page }) => {
  await loginByForm(page, DEMO.admin, '/auth');
  await expect(page).not.toHaveURL(/\/auth/);
  const menu = nav(page);
  for (const item of ['Timeline', 'Timeline Review', 'Reports', 'Users', 'Locations', 'Offers', 'Coupon Codes', 'Sway Wall Of Love']) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Client Lite Campaigns' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'User Lookup' })).toHaveCount(0);
});

test('a CLIENT sees the client menu and not the admin entries', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  const menu = nav(page);
  for (const item of ['Timeline', 'Reports', 'Users', 'Locations', 'Offers', 'Settings', 'Coupon Codes']) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Timeline Review' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Campaigns' })).toHaveCount(0);
});

test('a CLIENT_LITE sees Campaigns and lands on /timeline when opening /reports', async ({ page }) => {
  await loginAs(page, DEMO.lite);
  const menu = nav(page);
  await expect(menu.getByRole('menuitem', { name: 'Campaigns', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/timeline$/);
});

test('a logged-out visit to /reports goes to /auth with the redirect and comes back after login', async ({ page }) => {
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Freports$/);
  await loginByForm(page, DEMO.owner, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/reports$/);
});

test('an opened login link logs in only on the click of "Log in as …", so a scanner opening it uses nothing', async ({ page }) => {
  await withLoginLock(DEMO.other, async () => {
    const before = await latestMailIdFor(page, DEMO.other);
    await page.goto('/auth');
    await page.getByLabel(/e-?mail/i).fill(DEMO.other);
    await page.getByRole('button', { name: /sign in/i }).click();
    const link = await loginLinkFor(page, DEMO.other, before);
    await page.goto(link);
    const logIn = page.getByRole('button', { name: `Log in as ${DEMO.other}` });
    await expect(logIn).toBeFocused();
    await expect(page.getByText('The link works once: it logs you in when you click.')).toBeVisible();
    await docShot(page, 'token-login-one-click');
    // Opened again (a mail scanner ran the page first): the link is still unused.
    await page.reload();
    await expect(logIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('welcome-header').first()).toContainText('Welcome, ');
    // Used now: opening it again says so on the login page.
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('This login link has expired or was already used. Please ask for a new one.')).toBeVisible();
  });
});

test('switching business changes the header', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  const header = page.getByTestId('welcome-header').first();
  await expect(header).toContainText('Welcome, ');
  const before = (await header.textContent()) ?? '';
  const target = before.includes("Tony's Pizza") ? 'Bean There Coffee' : "Tony's Pizza";
  await page.getByRole('button', { name: 'Choose a business' }).click();
  await expect(page.getByText('Recent Businesses')).toBeVisible();
  await page.getByLabel('Business Search').fill(target.slice(0, 4));
  await page.getByRole('option', { name: target }).click();
  await expect(header).toContainText(`Welcome, ${target}`);
  await expect(page).not.toHaveURL(/\/auth/);
  // The account remembers its business across logins: switch back for the other tests.
  if (target !== "Tony's Pizza") {
    await page.getByRole('button', { name: 'Choose a business' }).click();
    await page.getByLabel('Business Search').fill('Tony');
    await page.getByRole('option', { name: "Tony's Pizza" }).click();
    await expect(header).toContainText("Welcome, Tony's Pizza");
  }
});

test('Account Details saves the name and says so', async ({ page }) => {
  await loginAs(page, DEMO.other, '/account');
  await expect(page.getByText(/2\.36\.0/)).toBeVisible();
  const first = page.getByLabel(/first name/i);
  await first.fill('');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(/required/i).first()).toBeVisible();
  await first.fill('Oscar');
  await page.getByLabel(/last name/i).fill('Other');
  await doubleClickOnce(page, page.getByRole('button', { name: /save/i }), { method: 'PUT', path: /^user\// },
    () => expect(page.getByText('Account Details Updated')).toBeVisible());
});

test('the update banner appears when the server reports a higher version', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-server-version': '2.37.0' } });
  });
  await page.reload();
  await expect(page.getByText('Update available!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  // Requests still in flight when the test ends would make route.fetch throw into the next test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a phone-sized window logs in and opens the menu @phone', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await expect(page).not.toHaveURL(/\/auth/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Locations', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Locations', exact: true }).click();
  await expect(page).toHaveURL(/\/locations$/);
});
