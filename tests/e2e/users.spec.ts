// Users in the browser (issue 4; spec 1 §2 Users, §6): add a user ('User saved!'), a duplicate
// e-mail gets a field error, an admin sends a login e-mail that reaches the mailbox.
import { expect, test } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import { DEMO, docShot, loginAs } from './fixtures';
import { unique, pinBusiness } from './locationsHelpers';

test('a user is added, listed, and a duplicate e-mail is refused on the field', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/users');
  const email = `e2e-user-${unique()}@example.test`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('E-mail is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Una');
  await dialog.getByLabel('Last name').fill('User');
  await dialog.getByLabel('E-mail').fill(email);
  await doubleClickOnce(page, dialog.getByRole('button', { name: 'Save' }), { method: 'POST', path: 'businessUser' },
    () => expect(page.getByText('User saved!')).toBeVisible());
  await expect(page.getByText('A user with this e-mail already exists')).toHaveCount(0);
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toBeVisible();
  await docShot(page, 'users', true);

  await page.getByRole('button', { name: 'Add User' }).click();
  await dialog.getByLabel('First name').fill('Dup');
  await dialog.getByLabel('Last name').fill('User');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A user with this e-mail already exists').first()).toBeVisible();
});

test('a CLIENT cannot edit a user\'s e-mail; an admin sends a login e-mail that arrives', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/users');
  const email = `e2e-login-${unique()}@example.test`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Lou');
  await dialog.getByLabel('Last name').fill('Gin');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved!')).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Send login e-mail' }).click();
  await expect(page.getByText('Login Email Sent')).toBeVisible();
  await expect.poll(async () => {
    const res = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    return ((await res.json()) as unknown[]).length;
  }).toBeGreaterThan(0);
});

test('the owner sees the e-mail locked when editing an existing user', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/users');
  await page.getByRole('button', { name: /^Edit User / }).first().click();
  await expect(page.getByRole('dialog').getByLabel('E-mail')).toBeDisabled();
});

test('users on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/users');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await docShot(page, 'users-phone');
});
