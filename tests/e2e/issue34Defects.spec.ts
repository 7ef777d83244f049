// Issue 34's defects that only a browser shows, each with the case that showed it. Logic and
// server rules of the same issue are in tests/unit and tests/api/issue34Defects.test.ts.
import { expect, test, type Page } from './baseTest';
import { DEMO, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

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
  await loginAs(page, DEMO.admin, '/swayOffers');
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
  // A 51 MB file made in the page (Playwright passes at most 50 MB from the test).
  await page.getByTestId('new-list-file').evaluate((input: HTMLInputElement) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(51 * 1024 * 1024)], 'big.csv', { type: 'text/csv' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page.getByRole('button', { name: 'big.csv' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The file is larger than 50MB: split it into smaller files')).toBeVisible();
  expect(created).toEqual([]);
});

/** The admin, in Tony's Pizza, on a landing page just created (no other test edits it). */
async function newLandingPage(page: Page) {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/swayOffersLandingPage');
  await page.getByRole('button', { name: 'Create Landing Page' }).click();
  await expect(page.getByLabel('Landing page', { exact: true })).toHaveText('New landing page');
}

test('a landing page field left while another field\'s save is on its way is saved after it, not dropped', async ({ page }) => {
  await newLandingPage(page);
  // The first save is held on its way (a slow network) while the next field is typed and left.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  const saves: string[] = [];
  await page.route(/\/api\/offersLandingPage\/sway\/\d+$/, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    saves.push(route.request().postData() ?? '');
    if (saves.length === 1) await held;
    return route.fallback();
  });
  const headline = page.getByRole('textbox', { name: 'Headline' });
  const footer = page.getByRole('textbox', { name: 'Footer' });
  await headline.fill('Held headline');
  await headline.blur();
  await expect.poll(() => saves.length).toBe(1);
  const secondSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/offersLandingPage\/sway\/\d+$/.test(r.url())
    && (r.request().postData() ?? '').includes('Footer typed meanwhile'));
  await footer.fill('Footer typed meanwhile');
  await footer.blur();
  release();
  // Both are stored: the server's answer to the second save is the page as stored.
  const stored = await (await secondSaved).json() as { layout_data: { text: Record<string, string> } };
  expect(stored.layout_data.text).toMatchObject({ headline: 'Held headline', footer: 'Footer typed meanwhile' });
  expect(saves).toHaveLength(2);
  await expect(headline).toHaveValue('Held headline');
  await expect(footer).toHaveValue('Footer typed meanwhile');
});

test('leaving a landing page field unchanged or with Esc saves nothing; a changed one saves once', async ({ page }) => {
  await newLandingPage(page);
  const saves: string[] = [];
  page.on('request', (r) => { if (r.method() === 'PUT' && /\/offersLandingPage\/sway\/\d+$/.test(r.url())) saves.push(r.postData() ?? ''); });
  for (const field of [page.getByLabel('Landing Page Name'), page.getByRole('textbox', { name: 'Headline' }), page.getByRole('textbox', { name: 'Introduction' })]) {
    await field.focus();
    await field.blur();
  }
  // Esc puts the stored value back and saves nothing, in a page field and in a text.
  const name = page.getByLabel('Landing Page Name');
  await name.fill('Half-typed name');
  await name.press('Escape');
  await expect(name).toHaveValue('New landing page');
  const headline = page.getByRole('textbox', { name: 'Headline' });
  await headline.fill('Half-typed headline');
  await headline.press('Escape');
  await expect(headline).toHaveValue('');
  // A real change after them: its save is the first and only one (requests go out in order).
  const footer = page.getByRole('textbox', { name: 'Footer' });
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/offersLandingPage\/sway\/\d+$/.test(r.url()));
  await footer.fill('See you soon');
  await footer.blur();
  await saved;
  expect(saves).toHaveLength(1);
  expect(saves[0]).toContain('See you soon');
  // A delete asks first, naming what goes; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete Footer' }).click();
  const askDelete = page.getByRole('dialog', { name: 'Delete Footer?' });
  await askDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(footer).toHaveValue('See you soon');
  await page.getByRole('button', { name: 'Delete Footer' }).click();
  await askDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(footer).toHaveValue('');

  // Removing a campaign from the page asks first, naming it; Cancel keeps it.
  const summary = 'Free pizza for a Google review';
  await page.getByLabel('Search campaigns to add').fill(summary.slice(0, 12));
  await page.getByRole('option', { name: summary, exact: true }).click();
  const rows = page.getByTestId('page-offers').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: 'Remove' }).click();
  const ask = page.getByRole('dialog', { name: `Remove ${summary} from this page?` });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: 'Remove' }).click();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(0);
});
