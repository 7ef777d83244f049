// Coupon Codes end to end (spec 2 §2): create a network list (name defaults to the offer summary
// + ' code list'), upload a CSV of 12 codes with a header, preview first/last 5, see 12 codes.
import { expect, test } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import { DEMO, loginAs, docShot } from './fixtures';

test('create a network code list and upload a 12-code CSV', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/couponCodes');
  await expect(page.getByRole('region', { name: 'Sway Codes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Network List' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Offer').click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByLabel('List name')).toHaveValue(/ code list$/);
  const name = `E2E list ${Date.now()}`;
  await dialog.getByLabel('List name').fill(`  ${name}  `);
  await dialog.getByLabel('Pending code template id').fill(' tpl-e2e ');
  await doubleClickOnce(page, dialog.getByRole('button', { name: 'Create' }), { method: 'POST', path: 'coupon/codeList/network' },
    () => expect(page.getByText(`Code List created ${name}`)).toBeVisible());
  await expect(page.getByRole('region', { name: 'Network Codes' }).locator('[data-testid^="code-list-"]', { hasText: name })).toHaveCount(1);

  const panel = page.getByRole('region', { name: 'Network Codes' }).locator('[data-testid^="code-list-"]', { hasText: name });
  await panel.getByText(name).click();
  await panel.getByRole('button', { name: 'Upload CSV' }).click();
  const upload = page.getByRole('dialog');
  const codes = Array.from({ length: 12 }, (_, i) => `E2E-${String(i + 1).padStart(2, '0')}`);
  const csv = ['code,note', ...codes.slice(0, 6).map((c) => `${c},x`), '', ...codes.slice(6).map((c) => `${c},y`), ''].join('\n');
  await upload.getByTestId('csv-input').setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(upload.getByText('12 codes in the file')).toBeVisible();
  await expect(upload.getByTestId('preview-first').getByRole('listitem')).toHaveText(codes.slice(0, 5));
  await expect(upload.getByTestId('preview-last').getByRole('listitem')).toHaveText(codes.slice(7));
  // Without the header toggle the header row would count as a code.
  await upload.getByLabel('First row is a header').uncheck();
  await expect(upload.getByText('13 codes in the file')).toBeVisible();
  await upload.getByLabel('First row is a header').check();
  await doubleClickOnce(page, upload.getByRole('button', { name: 'Upload', exact: true }), { method: 'POST', path: /^coupon\/addCodes\// },
    () => expect(page.getByText('Uploaded 12 codes')).toBeVisible());
  await expect(panel.getByText('Total: 12')).toBeVisible();
  if (!(await panel.getByRole('table').isVisible())) await panel.getByText(name).click();
  await expect(panel.getByRole('table').getByRole('row')).toHaveCount(13);
  await panel.scrollIntoViewIfNeeded();
  await docShot(page, 'coupon-codes');
});

test('coupon codes on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/couponCodes');
  await expect(page.getByRole('button', { name: 'Add Sway List' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Network Codes' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
