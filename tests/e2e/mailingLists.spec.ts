// Mailing lists in the browser (spec 3 §2, §5, §8): an admin creates a list with the default or
// a typed name, copies its id and archives it with the spec's texts (the business user's notice
// is in adminTools.spec.ts).
import { expect, test } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';

test('an admin creates, copies and archives a mailing list', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, DEMO.admin);
  await page.goto('/mailingLists');
  const table = page.getByRole('table', { name: 'Mailing Lists' });
  await expect(table.getByText('Spring survey respondents')).toBeVisible();
  // Survey is the default type, named by today's date as MMM_DD_YYYY.
  const name = page.getByLabel('List Name');
  await expect(name).toHaveValue(/^Survey_[A-Z][a-z]{2}_\d{2}_\d{4}$/);
  await docShot(page, 'mailing-lists');

  await name.fill('');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('You must enter in a list name')).toBeVisible();

  const listName = `e2e list ${Date.now()}`;
  await name.fill(listName);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`List ${listName} created`)).toBeVisible();
  const row = page.getByTestId('mailing-list').filter({ hasText: listName });
  await expect(row).toContainText('Survey');
  await expect(row).toContainText('EMPTY');

  const id = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('button', { name: `Copy list id ${id}` }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  await row.getByRole('button', { name: `Archive ${listName}` }).click();
  await expect(page.getByText('List Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  // A File list has no default name until a file is chosen.
  await page.getByLabel('List Type').click();
  await page.getByRole('option', { name: 'File' }).click();
  await expect(name).toHaveValue('');
});

test('mailing lists on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/mailingLists');
  await expect(page.getByRole('table', { name: 'Mailing Lists' }).getByText('Spring survey respondents')).toBeVisible();
  await docShot(page, 'mailing-lists-phone');
});
