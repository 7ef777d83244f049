// Issue 34's defects that only a browser shows, each with the case that showed it. Logic and
// server rules of the same issue are in tests/unit and tests/api/issue34Defects.test.ts.
import { expect, test } from './baseTest';
import { DEMO, loginAs } from './fixtures';

test('the public landing page\'s colour fills the window, also below a short page', async ({ page }) => {
  // Taller than the demo page's content, as a short page on a large screen.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/lp/tonys-rewards');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { filled, bottom, height } = await page.evaluate(() => {
    const lp = document.querySelector('.lp') as HTMLElement;
    const atBottom = document.elementFromPoint(640, window.innerHeight - 2);
    return { filled: lp.contains(atBottom), bottom: lp.getBoundingClientRect().bottom, height: window.innerHeight };
  });
  expect(bottom).toBeGreaterThanOrEqual(height);
  expect(filled).toBe(true);
});

test('a campaign summary of only spaces is marked on its field and sends nothing', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/swayOffers');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const modal = page.getByRole('dialog', { name: 'New campaign' });
  const sent: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/swayOffer$/.test(r.url())) sent.push(r.url()); });
  await modal.getByLabel(/offer summary/).fill('   ');
  await modal.getByRole('group', { name: /upload a screenshot/ }).getByLabel('Yes').check();
  await modal.getByRole('group', { name: /contact details/ }).getByLabel('Yes').check();
  await modal.getByRole('group', { name: /voucher right away/ }).getByLabel(/voucher at once/).check();
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByLabel(/offer summary/)).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByText('Required', { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
});

test('mailing lists: a failed read says only that it failed; a 51 MB file is refused before any list is made', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  // The read fails: the screen says so, and not also that there are no lists.
  await page.route(/\/api\/mailingList\/?$/, (route) => (route.request().method() !== 'GET' ? route.fallback()
    : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Database unavailable' }) })));
  await page.goto('/mailingLists');
  await expect(page.getByText(/^Error loading mailing lists/).first()).toBeVisible();
  await expect(page.getByText('No Lists Found. You get to create the first!')).toHaveCount(0);

  const created: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/mailingList/new/')) created.push(r.url()); });
  await page.getByLabel('List Type').click();
  await page.getByRole('option', { name: 'File', exact: true }).click();
  await page.getByTestId('new-list-file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(51 * 1024 * 1024, 'a') });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The file is larger than 50MB: split it into smaller files')).toBeVisible();
  expect(created).toEqual([]);
});
