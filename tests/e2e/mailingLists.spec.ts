// Mailing lists in the browser (spec 3 §2, §5, §8): an admin creates a list with the default or
// a typed name, copies its id and archives it with the spec's texts, uploads a contacts file and
// reads its error report (the business user's notice is in adminTools.spec.ts).
import { expect, test } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

test('an admin creates, copies and archives a mailing list', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, DEMO.admin);
  // The demo lists are Tony's Pizza's; other tests may leave the admin in another business.
  await pinBusiness(page, "Tony's Pizza");
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
  // Archiving asks first, naming the list (issue 34); nothing is archived before the answer.
  const confirm = page.getByRole('dialog', { name: `Archive ${listName}?` });
  await expect(confirm).toBeVisible();
  await expect(page.getByText('List Deleted')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('List Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  // A File list has no default name until a file is chosen.
  await page.getByLabel('List Type').click();
  await page.getByRole('option', { name: 'File' }).click();
  await expect(name).toHaveValue('');
});

/** A contacts file with `bad` rows whose e-mail is wrong among `good` ones. */
function contactsFile(good: number, bad: number): Buffer {
  const rows = ['E-mail,First Name,Surname,Phone'];
  for (let i = 0; i < good; i += 1) rows.push(`guest${i}@example.test,Guest,${i},555 010 ${String(1000 + i)}`);
  for (let i = 0; i < bad; i += 1) rows.push(`guest${i}.example.test,Bad,${i},`);
  return Buffer.from(rows.join('\n'));
}

test('an admin uploads a contacts file and sees the progress, the errors and the new list', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  // The demo lists are Tony's Pizza's; other tests may leave the admin in another business.
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/mailingLists');
  await page.getByLabel('List Type').click();
  await page.getByRole('option', { name: 'File' }).click();
  const name = page.getByLabel('List Name');
  await name.fill('no file yet');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Choose a CSV file of contacts')).toBeVisible();

  // The default name follows the file: its name without .csv and the date as YYYY_MMM_DD.
  await name.fill('');
  await page.getByTestId('new-list-file').setInputFiles({ name: 'spring guests.csv', mimeType: 'text/csv', buffer: contactsFile(40, 60) });
  await expect(name).toHaveValue(/^spring guests_\d{4}_[A-Z][a-z]{2}_\d{2}$/);
  const listName = await name.inputValue();
  await page.getByRole('button', { name: 'Create' }).click();

  const dialog = page.getByRole('dialog', { name: `Upload contacts to ${listName}` });
  await expect(dialog.getByText(/email \(required/)).toBeVisible();
  const report = dialog.getByTestId('import-report');
  await expect(report.getByText('Imported 40 contacts from spring guests.csv; skipped 60 bad rows')).toBeVisible();
  await expect(report.getByText('Errors (60 bad rows) — Only showing first 100')).toBeVisible();
  const errors = report.getByRole('list', { name: 'Errors of the last import' }).getByRole('listitem');
  await expect(errors).toHaveCount(50);
  await expect(errors.first()).toHaveText('Line 42: "guest0.example.test" is not an e-mail address');
  await docShot(page, 'mailing-list-upload-errors');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const row = page.getByTestId('mailing-list').filter({ hasText: listName });
  await expect(row).toContainText('READY');
  await expect(row).toContainText('40');

  // A picture renamed .csv is refused, and the list stays as it was.
  await row.getByRole('button', { name: `Upload a file to ${listName}` }).click();
  const again = page.getByRole('dialog', { name: `Upload contacts to ${listName}` });
  await again.getByTestId('mailing-list-file').setInputFiles({
    name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await again.getByRole('button', { name: 'Upload' }).click();
  await expect(again.getByText('This is not a CSV file: save the sheet as CSV (comma separated, UTF-8) and try again')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('READY');
});

test('the upload report on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  // The demo lists are Tony's Pizza's; other tests may leave the admin in another business.
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/mailingLists');
  await page.getByLabel('List Type').click();
  await page.getByRole('option', { name: 'File' }).click();
  await page.getByTestId('new-list-file').setInputFiles({ name: 'phone guests.csv', mimeType: 'text/csv', buffer: contactsFile(5, 3) });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog').getByText('Errors (3 bad rows)')).toBeVisible();
  await docShot(page, 'mailing-list-upload-errors-phone');
});

test('mailing lists on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  // The demo lists are Tony's Pizza's; other tests may leave the admin in another business.
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/mailingLists');
  await expect(page.getByRole('table', { name: 'Mailing Lists' }).getByText('Spring survey respondents')).toBeVisible();
  await docShot(page, 'mailing-lists-phone');
});
