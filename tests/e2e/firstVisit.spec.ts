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

// Spec 1 §5: 'E-mail is required', then 'E-mail must be valid' (x@y.z without spaces), shown under
// the field by the console's rule, not as the browser's bubble; nothing is sent until it passes.
test('the login form shows the spec e-mail messages under the field and sends nothing until valid', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/auth/client')) sent.push(request.postData() ?? ''); });
  await page.goto('/auth');
  const field = page.getByLabel(/e-?mail/i);
  const signIn = page.getByRole('button', { name: /sign in/i });
  // The form does not ask the browser to validate (no bubble); the console does.
  expect(await page.locator('form').evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);

  await signIn.click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  // Under the field: its helper text, which describes the input.
  await expect(field).toHaveAccessibleDescription('E-mail is required');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  for (const bad of ['owner', 'owner@example', 'own er@example.com', 'owner@@example.com']) {
    await field.fill(bad);
    await signIn.click();
    await expect(field, bad).toHaveAccessibleDescription('E-mail must be valid');
    await expect(page.getByText('E-mail is required')).toHaveCount(0);
  }
  await field.fill('');
  await expect(field).toHaveAccessibleDescription('E-mail is required');
  // The message under the field says it all: no 'The form is not valid' toast on top.
  await expect(page.getByText(/form is not valid/i)).toHaveCount(0);
  expect(sent).toEqual([]);

  await field.fill('  owner@example.com ');
  await signIn.click();
  await expect(page.getByText('Awesome! Check your email for a link that will log you in!')).toBeVisible();
  expect(sent.map((body) => JSON.parse(body).email)).toEqual(['owner@example.com']);
});
