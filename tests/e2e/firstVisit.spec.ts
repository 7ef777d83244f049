// What a new user hit on a first visit (issue 18, defect 11): the favicon, the login form's e-mail
// messages, the phone drawer at the mobile breakpoint, the sway proof type toast.
import { expect, test } from './baseTest';
import { DEMO, loginAs } from './fixtures';

test('the console has a favicon, served by our host with 200', async ({ page }) => {
  await page.goto('/auth');
  const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  // The icons the page names, and /favicon.ico, which browsers and other pages ask for on their own.
  for (const href of [...icons, '/favicon.ico']) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
});

// DESIGN §5 and spec 1 §9: one mobile breakpoint, 960 px. Below it the whole layout is the phone
// layout (compact app bar, drawer over the page, closed until asked for, closing on a tap);
// from 960 px up, the desktop one (page title in the app bar, drawer beside the page).
test('the phone drawer and the rest of the layout switch at the same width, 960 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, DEMO.owner);
  const menuItem = page.getByRole('menuitem', { name: 'Locations', exact: true });
  const title = page.locator('#react-admin-title');
  // A pointer resting on the menu button opens its tooltip, which takes the button's name away.
  await page.mouse.move(600, 600);

  await page.setViewportSize({ width: 959, height: 800 });
  await page.goto('/timeline');
  await expect(page.getByTestId('welcome-header')).toBeVisible();
  await expect(title).toBeHidden();
  await expect(menuItem).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menuItem).toBeVisible();
  await expect(page.locator('.MuiDrawer-modal')).toBeVisible();
  await menuItem.click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(menuItem).toBeHidden();

  // Widening past the breakpoint brings the docked drawer back, open, beside the page.
  await page.setViewportSize({ width: 960, height: 800 });
  await expect(page.locator('.RaSidebar-docked.RaSidebar-open')).toBeVisible();
  await expect(page.locator('.MuiDrawer-modal')).toHaveCount(0);
  await expect(title).toBeVisible();
  await expect(menuItem).toBeVisible();
  await page.getByRole('menuitem', { name: 'Timeline', exact: true }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(menuItem).toBeVisible();

  // And narrowing it by one pixel gives the phone layout again, drawer closed.
  await page.setViewportSize({ width: 959, height: 800 });
  await expect(menuItem).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
});
